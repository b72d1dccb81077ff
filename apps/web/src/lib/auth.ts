import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@jc/contract';
import { api } from './api-client';
import { cacheUser, getCachedUser, useIsLoggedIn } from './session';

export const myInfoQueryKey = ['myInfo'] as const;

export async function fetchMyInfo(signal?: AbortSignal): Promise<UserInfo> {
  const user = await api.get<UserInfo>('myInfo/getMyInfo', undefined, { signal });
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
