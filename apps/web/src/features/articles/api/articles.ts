import { useQuery, useQueryClient } from '@tanstack/react-query';
import { articleEndpoints, type SubmissionStatus } from '@jc/contract';
import { endpointKey, endpointQuery, pagedQuery } from '@/lib/api-query';
import { useIsLoggedIn } from '@/lib/session';

/** Essay contests: query options over `articleEndpoints` (docs/articles.md, "Web app"). */

export const categoriesQuery = () =>
  endpointQuery(articleEndpoints.categories, undefined, { staleTime: 60_000 });
export const monthsQuery = () => endpointQuery(articleEndpoints.months, undefined, { staleTime: 60_000 });

export const onGoingQuery = (filter: { month?: string; categoryId?: number }) =>
  pagedQuery(articleEndpoints.onGoing, filter);

/** One contest; the caller's submission count is in it, so it is never served stale after a submit. */
export function useContest(id: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    // The login is part of the key: mySubmissionCount differs for a logged-in reader.
    ...endpointQuery(articleEndpoints.contest, { id }),
    queryKey: [...endpointKey(articleEndpoints.contest, { id }), loggedIn],
    enabled: id > 0,
  });
}

/** The first few latest awarded essays of a contest, or of every contest with 0. */
export const latestAwardedQuery = (contestId: number, pageSize = 6) =>
  endpointQuery(articleEndpoints.latestAwarded, { contestId, pageNum: 1, pageSize });

export const awardedEssayQuery = (id: number) => endpointQuery(articleEndpoints.awardedEssay, { id });

export const historyQuery = (status?: SubmissionStatus) =>
  pagedQuery(articleEndpoints.history, status ? { status } : {});

export const historyInfoQuery = (yewuId: number) =>
  endpointQuery(articleEndpoints.historyInfo, { yewuId }, { staleTime: 0 });

export const myCertificatesQuery = () => endpointQuery(articleEndpoints.myCertificates);

/** A code's check is public and silent: the page says what a refused code means. */
export const verifyQuery = (code: string) =>
  endpointQuery(articleEndpoints.verifyCertificate, { code }, { silent: true });

/** After a submit or an edit: the contest (its counts), the lists and the submission are fetched again. */
export function useRefreshAfterCommit() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        articleEndpoints.contest,
        articleEndpoints.onGoing,
        articleEndpoints.history,
        articleEndpoints.historyInfo,
      ].map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })),
    );
}
