import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  personalEndpoints,
  teacherEndpoints,
  type FavoriteKind,
  type IntegralCommitInput,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery, pagedQuery } from '@/lib/api-query';
import { myInfoQueryKey } from '@/lib/auth';
import { useIsLoggedIn } from '@/lib/session';

/**
 * The caller's certification: whether a teacher, and the latest application. Never served from a stale
 * cache: an operator's approval must turn the tab into the teacher's the next time it shows.
 */
export function useApplyInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    ...endpointQuery(teacherEndpoints.applyInfo),
    enabled: loggedIn,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** After an application or an approval seen: the profile (roles) and the certification are fetched again. */
export function useRefreshCertification() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(teacherEndpoints.applyInfo) }),
      queryClient.invalidateQueries({ queryKey: myInfoQueryKey }),
    ]);
}

/** The teachers' desk (客服). */
export const useTeacherKefu = () =>
  useQuery(endpointQuery(teacherEndpoints.kefu, undefined, { silent: true }));

/** The caller's points claims, newest first. */
export const claimsQuery = () => pagedQuery(teacherEndpoints.claims, {});

export function useCommitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    // Silent: the form shows the server's refusal under the button.
    mutationFn: (input: IntegralCommitInput) =>
      api.call(teacherEndpoints.commitClaim, input, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: endpointKey(teacherEndpoints.claims) }),
  });
}

/** The caller's favorites of one kind (books or resources). */
export const favoritesQuery = (type: FavoriteKind) =>
  pagedQuery(personalEndpoints.favorites, { type }, { pageSize: 20 });

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { target: string; type: FavoriteKind }) =>
      api.call(personalEndpoints.removeFavorite, input),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: endpointKey(personalEndpoints.favorites) }),
  });
}
