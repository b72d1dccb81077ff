import { useQuery } from '@tanstack/react-query';
import { dailyEndpoints, type DailyKind, type DailyQuery } from '@jc/contract';
import { endpointQuery } from '@/lib/api-query';

export interface DailyParams {
  id?: number;
  grade?: number;
  /** YYYY-MM-DD; omitted = today (the server's day in China). */
  date?: string | null;
}

/** Query options of the daily reading calls. */
export const dailyQueries = {
  /** One daily piece (bookmain/get…One) by id, or of a day for a grade. */
  one: (kind: DailyKind, params: DailyParams) => {
    const input: DailyQuery = {};
    if (params.id !== undefined) input.id = params.id;
    if (params.grade !== undefined) input.grade = params.grade;
    if (params.date) input.date = params.date;
    return endpointQuery(dailyEndpoints[kind], input, { staleTime: 5 * 60_000 });
  },
};

export function useDaily(kind: DailyKind, params: DailyParams, enabled = true) {
  return useQuery({ ...dailyQueries.one(kind, params), enabled });
}
