import { infiniteQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  booksEndpoints,
  rewardEndpoints,
  type RewardCommitInput,
  type RewardList,
  type RewardStatus,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** The error categories (getFeedBackDic). */
export const useRewardCategories = () =>
  useQuery({ ...endpointQuery(rewardEndpoints.categories, undefined, { silent: true }), staleTime: 600_000 });

/** The caller's last book and category, prefilling the form. */
export const useLastSelect = () =>
  useQuery({ ...endpointQuery(rewardEndpoints.lastSelect, undefined, { silent: true }), staleTime: 0 });

/** The catalogue's books, for picking the book of a report. */
export const useCatalogueBooks = (enabled: boolean) =>
  useQuery({
    ...endpointQuery(booksEndpoints.list, { pageNum: 1, pageSize: 50 }, { silent: true }),
    enabled,
  });

/** The caller's reports of one status, page by page, with the counts and points earned on each page. */
export const rewardListQuery = (status: 'all' | RewardStatus, pageSize = 10) =>
  infiniteQueryOptions({
    queryKey: [...endpointKey(rewardEndpoints.list), status, pageSize],
    queryFn: ({ pageParam, signal }) =>
      api.call(rewardEndpoints.list, { status, pageNum: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: RewardList, pages: RewardList[]) => {
      const loaded = pages.reduce((n, p) => n + p.page.list.length, 0);
      return loaded < last.page.total && last.page.list.length > 0 ? last.page.pageNum + 1 : undefined;
    },
  });

/** One of the caller's reports. */
export const useRewardInfo = (id: number) =>
  useQuery({ ...endpointQuery(rewardEndpoints.info, { id }, { silent: true }), enabled: id > 0 });

export function useCommitReward() {
  const queryClient = useQueryClient();
  return useMutation({
    // Silent: the form shows the server's refusal under the button.
    mutationFn: (input: RewardCommitInput) => api.call(rewardEndpoints.commit, input, { silent: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(rewardEndpoints.list) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(rewardEndpoints.lastSelect) }),
      ]),
  });
}
