import type { UserInfo } from '@jc/contract';
import { useSyncExternalStore } from 'react';
import { createStore } from './external-store';
import { StorageKey, storage } from './storage';

/** The token, mirrored in a store so pages re-render on login and logout. */
const tokenStore = createStore<string | null>(storage.get(StorageKey.token));

// Another tab logging in or out changes localStorage; follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === StorageKey.token || event.key === null) tokenStore.set(storage.get(StorageKey.token));
  });
}

export function getToken(): string | null {
  return storage.get(StorageKey.token);
}

const noToken = () => null;

/**
 * Whether a token is kept. The server renders every page logged out (it does not see localStorage), so
 * a server-rendered page hydrates logged out too and follows the token right after.
 */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, noToken) !== null;
}

export function getCachedUser(): UserInfo | null {
  return storage.getJSON<UserInfo>(StorageKey.user);
}

export function cacheUser(user: UserInfo): void {
  storage.setJSON(StorageKey.user, user);
}

export function startSession(token: string, user: UserInfo): void {
  storage.set(StorageKey.token, token);
  cacheUser(user);
  tokenStore.set(token);
}

/** Drops the token and the cached user (logout, or the server said the token is gone). */
export function endSession(): void {
  storage.remove(StorageKey.token);
  storage.remove(StorageKey.user);
  tokenStore.set(null);
}
