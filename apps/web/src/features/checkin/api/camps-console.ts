import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCheckinEndpoints, checkinEndpoints, dictionaryEndpoints, type InputOf } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** The operator console's calls of the check-in camps (features/checkin/console/). */
export type SaveCampInput = InputOf<typeof adminCheckinEndpoints.saveCamp>;
export type SaveTaskInput = InputOf<typeof adminCheckinEndpoints.saveTask>;

/** The grade dictionary (a camp's grades). */
export function useGradeOptions() {
  return useQuery({
    ...endpointQuery(dictionaryEndpoints.dicData, { type: 'grade' }, { staleTime: 5 * 60_000 }),
    select: (data) => data.dicList.map((g) => ({ label: g.name, value: g.id })),
  });
}

/** A camp's tasks by day, a disabled camp's too. */
export function useCampTasks(dakaId: number) {
  return useQuery({
    ...endpointQuery(adminCheckinEndpoints.tasks, { dakaId }, { silent: true }),
    enabled: dakaId > 0,
  });
}

/** After an operator change: the console's lists and the pupils' camp pages read again. */
function useCampRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        adminCheckinEndpoints.camps,
        adminCheckinEndpoints.tasks,
        checkinEndpoints.camps,
        checkinEndpoints.camp,
        checkinEndpoints.allTasks,
      ].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
    );
}

export function useSaveCamp() {
  const refresh = useCampRefresh();
  return useMutation({
    mutationFn: (input: SaveCampInput) => api.call(adminCheckinEndpoints.saveCamp, input),
    onSuccess: refresh,
  });
}

export function useSaveTask() {
  const refresh = useCampRefresh();
  return useMutation({
    mutationFn: (input: SaveTaskInput) => api.call(adminCheckinEndpoints.saveTask, input),
    onSuccess: refresh,
  });
}

export function useDeleteTask() {
  const refresh = useCampRefresh();
  return useMutation({
    mutationFn: (taskId: number) => api.call(adminCheckinEndpoints.deleteTask, { taskId }),
    onSuccess: refresh,
  });
}
