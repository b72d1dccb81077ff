import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDailyEndpoints, dailyEndpoints, DAILY_KIND_NAMES, type InputOf } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey } from '@/lib/api-query';

/** The operator console's calls of the daily reading pieces (features/books/console/). */
export const daily = adminDailyEndpoints;
export type SaveDailyInput = InputOf<typeof adminDailyEndpoints.save>;

/** After a change: the console's list and the pupils' daily pieces read again. */
function useDailyRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [daily.list, daily.piece, ...DAILY_KIND_NAMES.map((k) => dailyEndpoints[k])].map((endpoint) =>
        client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
      ),
    );
}

export function useSaveDaily() {
  const refresh = useDailyRefresh();
  return useMutation({
    mutationFn: (input: SaveDailyInput) => api.call(daily.save, input),
    onSuccess: refresh,
  });
}

export function useSetDailyEnabled() {
  const refresh = useDailyRefresh();
  return useMutation({
    mutationFn: (input: { id: number; enabled: boolean }) => api.call(daily.setEnabled, input),
    onSuccess: refresh,
  });
}

export function useDeleteDaily() {
  const refresh = useDailyRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(daily.remove, { id }),
    onSuccess: refresh,
  });
}
