import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalEndpoints } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, pagedQuery } from '@/lib/api-query';

/** 浏览记录: the server's history, newest first, 20 a page. */
export const browseQuery = () => pagedQuery(personalEndpoints.browseList, {}, { pageSize: 20 });

/** Removes one book from the history, or all of it (no bookNo); the list refetches. */
export function useRemoveBrowse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookNo?: string) =>
      api.call(personalEndpoints.removeBrowse, bookNo === undefined ? {} : { bookNo }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(personalEndpoints.browseList) }),
  });
}
