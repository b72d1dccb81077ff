import { useQuery } from '@tanstack/react-query';
import { accountEndpoints, type UserInfo } from '@jc/contract';
import { api } from './api-client';
import { endpointKey } from './api-query';
import { cacheUser, getCachedUser, useIsLoggedIn } from './session';

/** The profile's query key (login seeds it, logout drops it, changes invalidate it). */
export const myInfoQueryKey = endpointKey(accountEndpoints.myInfo);

export async function fetchMyInfo(signal?: AbortSignal): Promise<UserInfo> {
  const user = await api.call(accountEndpoints.myInfo, undefined, { signal });
  cacheUser(user);
  return user;
}

/** The logged-in user's profile; idle for anonymous users (the call needs a token). */
export function useMyInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery<UserInfo>({
    queryKey: myInfoQueryKey,
    queryFn: ({ signal }) => fetchMyInfo(signal),
    enabled: loggedIn,
    // Paint the last known profile at once; the fresh one replaces it.
    placeholderData: (previous) => previous ?? getCachedUser() ?? undefined,
  });
}
