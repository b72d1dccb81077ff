import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminArticleEndpoints, articleEndpoints, type InputOf } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** The operator console's calls of the essay contests (features/articles/console/). */
export type SaveContestInput = InputOf<typeof adminArticleEndpoints.saveContest>;

/** Every category (the contest form's choices). */
export function useArticleCategories() {
  return useQuery(endpointQuery(adminArticleEndpoints.categories, undefined, { staleTime: 60_000 }));
}

export function useSaveContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveContestInput) => api.call(adminArticleEndpoints.saveContest, input),
    onSuccess: () =>
      Promise.all(
        [
          adminArticleEndpoints.contests,
          articleEndpoints.onGoing,
          articleEndpoints.contest,
          articleEndpoints.months,
          articleEndpoints.categories,
        ].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
      ),
  });
}
