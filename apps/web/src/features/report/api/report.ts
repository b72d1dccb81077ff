import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportEndpoints, type WeeklyReport } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** The caller's report of the week starting on `week` (none: this week). */
export const weeklyReportQuery = (week?: string) =>
  endpointQuery(reportEndpoints.weekly, week ? { week } : {}, { staleTime: 60_000 });

export function useWeeklyReport(week?: string) {
  return useQuery(weeklyReportQuery(week));
}

/** 订阅每周学习报告: the switch, written into every cached week's report. */
export function useSetReportPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.call(reportEndpoints.setPush, { enabled }),
    onSuccess: ({ subscribed }) => {
      queryClient.setQueriesData<WeeklyReport>({ queryKey: endpointKey(reportEndpoints.weekly) }, (r) =>
        r ? { ...r, subscribed } : r,
      );
    },
  });
}
