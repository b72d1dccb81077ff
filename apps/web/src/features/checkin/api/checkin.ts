import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkinEndpoints,
  type CampListQuery,
  type CampPrizeAddressInput,
  type CheckinCounts,
  type CheckinFeedQuery,
  type CheckinPost,
  type CommitCheckinInput,
  type ModifyCheckinInput,
  type RankingType,
  type SaveCommentInput,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery, pagedQuery } from '@/lib/api-query';
import { optimisticLike, patchFeedPages, withCounts } from '../lib/checkin-logic';

/** What a feed shows: a camp's, a task's, a user's or one day's check-ins (any mix). */
export type FeedFilter = Omit<CheckinFeedQuery, 'pageNum' | 'pageSize'>;
type CampFilter = Omit<CampListQuery, 'pageNum' | 'pageSize'>;

/** Query options of the check-in camp; the pages read them through the hooks below. */
export const checkinQueries = {
  camps: (filter: CampFilter) => pagedQuery(checkinEndpoints.camps, filter),
  // The page shows a failure of these in its own view (a 404 as 不存在): no toast on top.
  camp: (dakaId: number) => ({
    ...endpointQuery(checkinEndpoints.camp, { dakaId }, { silent: true }),
    enabled: dakaId > 0,
  }),
  dictionary: (dakaId: number) => ({
    ...endpointQuery(checkinEndpoints.dictionary, { dakaId }, { staleTime: 5 * 60_000 }),
    enabled: dakaId > 0,
  }),
  grades: (dakaId: number) => ({
    ...endpointQuery(checkinEndpoints.grades, { dakaId }, { staleTime: 5 * 60_000 }),
    enabled: dakaId > 0,
  }),
  badge: () => endpointQuery(checkinEndpoints.badge, undefined, { silent: true, staleTime: 60_000 }),
  allTasks: (dakaId: number) => ({
    ...endpointQuery(checkinEndpoints.allTasks, { dakaId }),
    enabled: dakaId > 0,
  }),
  dayTasks: (dakaId: number, date?: string) => ({
    ...endpointQuery(checkinEndpoints.dayTasks, date ? { dakaId, date } : { dakaId }),
    enabled: dakaId > 0,
  }),
  feed: (filter: FeedFilter) => pagedQuery(checkinEndpoints.feed, filter),
  post: (dakaInfoId: number) => ({
    ...endpointQuery(checkinEndpoints.post, { dakaInfoId, pageNum: 1, pageSize: 100 }, { silent: true }),
    enabled: dakaInfoId > 0,
  }),
  ranking: (dakaId: number, type: RankingType) => ({
    ...endpointQuery(checkinEndpoints.ranking, { dakaId, type }),
    enabled: dakaId > 0,
  }),
  history: (month: string, dakaId?: number) =>
    endpointQuery(checkinEndpoints.history, dakaId ? { month, dakaId } : { month }),
};

export const useCamps = (filter: CampFilter, enabled = true) =>
  useInfiniteQuery({ ...checkinQueries.camps(filter), enabled });
export const useCamp = (dakaId: number) => useQuery(checkinQueries.camp(dakaId));
export const useCampDictionary = (dakaId: number) => useQuery(checkinQueries.dictionary(dakaId));
export const useCampGrades = (dakaId: number) => useQuery(checkinQueries.grades(dakaId));
export const useCheckinBadge = () => useQuery(checkinQueries.badge());
export const useAllTasks = (dakaId: number) => useQuery(checkinQueries.allTasks(dakaId));
export const useDayTasks = (dakaId: number, date?: string) => useQuery(checkinQueries.dayTasks(dakaId, date));
export const useCheckinFeed = (filter: FeedFilter, enabled = true) =>
  useInfiniteQuery({ ...checkinQueries.feed(filter), enabled });
export const useCheckinPost = (dakaInfoId: number) => useQuery(checkinQueries.post(dakaInfoId));
/** Rankings move with every check-in: asked again whenever the page comes back into view. */
export const useCampRanking = (dakaId: number, type: RankingType) =>
  useQuery({
    ...checkinQueries.ranking(dakaId, type),
    refetchOnWindowFocus: 'always',
    refetchOnMount: 'always',
  });
export const useCheckinHistory = (month: string, dakaId?: number) =>
  useQuery(checkinQueries.history(month, dakaId));

/** After a change to camps or check-ins: every camp, feed, post, ranking and history answer is stale. */
function useRefreshCheckin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        checkinEndpoints.camps,
        checkinEndpoints.camp,
        checkinEndpoints.badge,
        checkinEndpoints.allTasks,
        checkinEndpoints.dayTasks,
        checkinEndpoints.feed,
        checkinEndpoints.post,
        checkinEndpoints.ranking,
        checkinEndpoints.history,
      ].map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })),
    );
}

export function useEnrol() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (input: { dakaId: number; gradeId?: number }) => api.call(checkinEndpoints.enrol, input),
    onSuccess: refresh,
  });
}

/** Likes, unlikes and comments answer the post's exact counts; feeds and the post refresh after. */
export function useCommentOrLike() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (input: SaveCommentInput) => api.call(checkinEndpoints.comment, input),
    onSuccess: refresh,
  });
}

export function useUnlike() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (dakaInfoId: number): Promise<CheckinCounts> =>
      api.call(checkinEndpoints.unlike, { dakaInfoId }),
    onSuccess: refresh,
  });
}

export function useDeleteComment() {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (commentId: number) => api.call(checkinEndpoints.deleteComment, { commentId }),
    onSuccess: refresh,
  });
}

export { useRefreshCheckin };

/** Commits a check-in (files sent before by fileUploadTwo, listed in `fileIds`); every list refreshes. */
/** The publish page shows a refusal under its button (a toast as well would say it twice): it passes `silent`. */
export function useCommitCheckin({ silent = false } = {}) {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (input: CommitCheckinInput) => api.call(checkinEndpoints.commit, input, { silent }),
    onSuccess: refresh,
  });
}

/** Edits (`action=edit`) or deletes (`action=delete`, answers null) the caller's check-in. */
export function useModifyCheckin({ silent = false } = {}) {
  const refresh = useRefreshCheckin();
  return useMutation({
    mutationFn: (input: ModifyCheckinInput) => api.call(checkinEndpoints.modify, input, { silent }),
    onSuccess: refresh,
  });
}

type FeedData = { pages: { list: CheckinPost[] }[] };

/**
 * Like or unlike a post: every feed and the post's detail show the change at once; the server's exact
 * counts replace the guess when they come, and a refusal puts the post back as it was.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const patch = (dakaInfoId: number, change: (p: CheckinPost) => CheckinPost) => {
    queryClient.setQueriesData<FeedData>({ queryKey: endpointKey(checkinEndpoints.feed) }, (data) =>
      patchFeedPages(data, dakaInfoId, change),
    );
    queryClient.setQueriesData<CheckinPost>({ queryKey: endpointKey(checkinEndpoints.post) }, (data) =>
      data && data.dakaInfoId === dakaInfoId ? change(data) : data,
    );
  };
  return useMutation({
    mutationFn: ({ post, like }: { post: CheckinPost; like: boolean }) =>
      like
        ? api.call(checkinEndpoints.comment, { dakaInfoId: post.dakaInfoId, type: 'like' })
        : api.call(checkinEndpoints.unlike, { dakaInfoId: post.dakaInfoId }),
    onMutate: ({ post, like }) => patch(post.dakaInfoId, (p) => optimisticLike(p, like)),
    onSuccess: (counts) => patch(counts.dakaInfoId, (p) => withCounts(p, counts)),
    onError: (_error, { post }) =>
      patch(post.dakaInfoId, (p) => ({ ...p, likeCount: post.likeCount, likedByMe: post.likedByMe })),
    // Rankings by likes move with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(checkinEndpoints.ranking) }),
  });
}

/** The camp's prize address (saveMyAddress): the form shows the server's refusal itself, so silent. */
export function useSavePrizeAddress() {
  return useMutation({
    mutationFn: (input: CampPrizeAddressInput) =>
      api.call(checkinEndpoints.savePrizeAddress, input, { silent: true }),
  });
}
