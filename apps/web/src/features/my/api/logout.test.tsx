import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@jc/contract';
import { api } from '@/lib/api-client';
import { setNavigator } from '@/lib/navigation';
import { setPlatform } from '@/lib/platform';
import { webPlatform } from '@/lib/platform/web-platform';
import { StorageKey, storage } from '@/lib/storage';
import { useLogout } from './account';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

// The messenger's JS-SDK as the web-view has it: the real mini-program platform chunk runs on it.
const miniProgram = vi.hoisted(() => ({ navigateTo: vi.fn(), redirectTo: vi.fn(), reLaunch: vi.fn() }));
vi.mock('weixin-js-sdk', () => ({ default: { miniProgram } }));

const navigated: string[] = [];
const calls: { path: string; token: string | null }[] = [];

beforeEach(() => {
  storage.set(StorageKey.token, 'tok-1');
  setNavigator((to) => void navigated.push(to));
  vi.spyOn(api, 'call').mockImplementation(((endpoint: AnyEndpoint) => {
    calls.push({ path: endpoint.path, token: storage.get(StorageKey.token) });
    return Promise.resolve(null);
  }) as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  navigated.length = 0;
  calls.length = 0;
  window.__JC_SHELL__ = '';
  setPlatform(webPlatform);
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

async function logOut() {
  const { result } = renderHook(() => useLogout(), { wrapper });
  await act(() => result.current.mutateAsync());
}

describe('useLogout', () => {
  it('in a browser: revokes the token, forgets it, goes home; no shell is told', async () => {
    await logOut();
    expect(calls).toEqual([{ path: 'oauth/Logout', token: 'tok-1' }]);
    expect(storage.get(StorageKey.token)).toBeNull();
    expect(navigated).toEqual(['/pages/index/home']);
    await new Promise((r) => setTimeout(r, 20));
    expect(miniProgram.reLaunch).not.toHaveBeenCalled();
  });

  it("in the mini program's web-view: the mini program is relaunched to forget its own token", async () => {
    window.__JC_SHELL__ = 'miniprogram';
    await logOut();
    expect(storage.get(StorageKey.token)).toBeNull();
    await waitFor(() => expect(miniProgram.reLaunch).toHaveBeenCalledTimes(1));
    expect(miniProgram.reLaunch).toHaveBeenCalledWith({
      url: '/pages/web/index?path=%2Fpages%2Findex%2Fhome&logout=1',
    });
  });
});
