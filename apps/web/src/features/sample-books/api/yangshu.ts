import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addressEndpoints,
  yangshuEndpoints,
  type CommitYangshuInput,
  type YangshuDicGroup,
  type YangshuListQuery,
  type YangshuStatus,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery, pagedQuery } from '@/lib/api-query';

const e = yangshuEndpoints;
/** The pages show every failure of these queries themselves (a role refusal leads to certification). */
const silent = true;

/** Query options of the sample-book pages (teachers only: everyone else gets 700). */
export const yangshuQueries = {
  dictionary: (group: YangshuDicGroup) =>
    endpointQuery(e.dictionary, { group }, { silent, staleTime: 5 * 60_000 }),
  books: (input: Omit<YangshuListQuery, 'pageNum' | 'pageSize'>) =>
    pagedQuery(e.books, input, { silent, pageSize: 20 }),
  /** Every book on offer at once (the submit page looks its picks up here; the offer is small). */
  allBooks: () => endpointQuery(e.books, { pageSize: 100 }, { silent, staleTime: 60_000 }),
  quota: () => endpointQuery(e.quota, undefined, { silent }),
  history: (status: YangshuStatus | undefined) => pagedQuery(e.history, status ? { status } : {}, { silent }),
};

export function useYangshuDic(group: YangshuDicGroup) {
  return useQuery(yangshuQueries.dictionary(group));
}

export function useYangshuBooks(input: Omit<YangshuListQuery, 'pageNum' | 'pageSize'>) {
  return useInfiniteQuery(yangshuQueries.books(input));
}

export function useAllYangshuBooks() {
  return useQuery(yangshuQueries.allBooks());
}

export function useQuota() {
  return useQuery({ ...yangshuQueries.quota(), staleTime: 0 });
}

export function useHistory(status: YangshuStatus | undefined) {
  return useInfiniteQuery(yangshuQueries.history(status));
}

export function useMyAddresses() {
  return useQuery(endpointQuery(addressEndpoints.list));
}

/** Everything a request changes: the history and the quota. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(e.history) });
    void queryClient.invalidateQueries({ queryKey: endpointKey(e.quota) });
  };
}

export function useCommitYangshu() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CommitYangshuInput) => api.call(e.commit, input),
    onSuccess: refresh,
  });
}

export function useConfirmReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; fileIds: number[] }) =>
      api.call(e.confirmReceipt, { id: input.id, fileIds: input.fileIds.join(',') }),
    onSuccess: refresh,
  });
}
