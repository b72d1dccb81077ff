import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { homeworkEndpoints, topicEndpoints, type HomeworkCorrection } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery, pagedQuery } from '@/lib/api-query';
import { POLL_MS, anyPending } from '../lib/marks';

/**
 * The caller's corrections, newest first. While any loaded one is 批改中 the list asks again every
 * POLL_MS, so a pending row turns into 已批改 (or 批改失败) by itself.
 */
export function useCorrections() {
  return useInfiniteQuery({
    ...pagedQuery(homeworkEndpoints.list, {}, { pageSize: 10 }),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      anyPending(query.state.data?.pages.flatMap((p) => p.list) ?? []) ? POLL_MS : false,
  });
}

/** One correction with its marks; asked again every POLL_MS while it is pending. */
export function useCorrection(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...endpointQuery(homeworkEndpoints.info, { id }),
    staleTime: 0,
    refetchInterval: (query) => {
      const data: HomeworkCorrection | undefined = query.state.data;
      if (data && data.status !== 'pending') {
        // Done: the list's row changes too.
        void queryClient.invalidateQueries({ queryKey: endpointKey(homeworkEndpoints.list) });
        return false;
      }
      return POLL_MS;
    },
  });
}

/** Queue the correction of a photo uploaded before (AIPigaiUpload); answers with the pending correction. */
export async function correctUploaded(uploadId: number): Promise<HomeworkCorrection> {
  return api.call(homeworkEndpoints.correct, { uploadId }, { silent: true });
}

/** Questions whose text holds `keyword`, within one book when `bookNo` is given. */
export const topicsQuery = (keyword: string, bookNo: string | undefined) =>
  pagedQuery(topicEndpoints.search, bookNo ? { keyword, bookNo } : { keyword }, { pageSize: 20 });
