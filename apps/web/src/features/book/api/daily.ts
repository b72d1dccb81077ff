import { useQuery } from '@tanstack/react-query';
import { dailyPath, type DailyKind, type DailyOne } from '@jc/contract';
import { api } from '../../../lib/api-client';

export interface DailyParams {
  id?: number;
  grade?: number;
  /** YYYY-MM-DD; omitted = today (the server's day in China). */
  date?: string | null;
}

/** One daily piece (bookmain/get…One) by id, or of a day for a grade. */
export function useDaily(kind: DailyKind, params: DailyParams, enabled = true) {
  const query: Record<string, string> = {};
  if (params.id !== undefined) query.id = String(params.id);
  if (params.grade !== undefined) query.grade = String(params.grade);
  if (params.date) query.date = params.date;
  return useQuery({
    queryKey: ['daily', kind, query],
    queryFn: ({ signal }) => api.get<DailyOne>(dailyPath(kind), query, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
