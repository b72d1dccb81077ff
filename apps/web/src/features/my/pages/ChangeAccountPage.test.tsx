import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint, UserInfo } from '@jc/contract';
import { api, ApiError } from '@/lib/api-client';
import { setPlatform } from '@/lib/platform';
import { webPlatform } from '@/lib/platform/web-platform';
import { StorageKey, storage } from '@/lib/storage';
import ChangeAccountPage from './ChangeAccountPage';

// The messenger's JS-SDK as the web-view has it: the real mini-program platform chunk runs on it.
const miniProgram = vi.hoisted(() => ({ navigateTo: vi.fn(), redirectTo: vi.fn(), reLaunch: vi.fn() }));
vi.mock('weixin-js-sdk', () => ({ default: { miniProgram } }));

const user = (account: string, nickname: string): UserInfo => ({
  userId: 1,
  account,
  nickname,
  avatar: '',
  phone: '',
  roles: ['pupil'],
  points: 0,
  gradeId: null,
  cebieId: null,
  hasPayPwd: false,
  hasAnswerPwd: false,
});

function mount() {
  const client = new QueryClient();
  client.setQueryData(['some/answer'], 'of the old account');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/pages/user/changeAccount?type=2']}>
        <Routes>
          <Route path="/pages/user/changeAccount" element={<ChangeAccountPage />} />
          <Route path="/pages/index/my" element={<p>我的页面</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

beforeEach(() => {
  storage.set(StorageKey.token, 'old-token');
  storage.setJSON(StorageKey.user, user('student', '小明同学'));
});
afterEach(() => {
  cleanup();
  window.__JC_SHELL__ = '';
  setPlatform(webPlatform);
  vi.restoreAllMocks();
  storage.remove(StorageKey.token);
  storage.remove(StorageKey.user);
});

describe('ChangeAccountPage', () => {
  it('keeps the old session on a refused login, then revokes it and starts the new one', async () => {
    const seen: { path: string; token: string | null }[] = [];
    let password = '';
    vi.spyOn(api, 'call').mockImplementation(((endpoint: AnyEndpoint, input: { password?: string }) => {
      seen.push({ path: endpoint.path, token: storage.get(StorageKey.token) });
      if (endpoint.path === 'oauth/Login') {
        password = input.password ?? '';
        return password === 'demo123456'
          ? Promise.resolve({ token: 'new-token', user: user('lele', '乐乐') })
          : Promise.reject(new ApiError('账号或密码错误', 'server', 409, 409));
      }
      return Promise.resolve(null);
    }) as never);
    const client = mount();
    expect(screen.getByText('当前账号')).toBeTruthy();
    expect(screen.getByText('请登录其他账号')).toBeTruthy();

    fill('请输入账号', 'lele');
    fill('请输入密码', 'wrong-pass-1');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(storage.get(StorageKey.token)).toBe('old-token');

    fill('请输入密码', 'demo123456');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('我的页面')).toBeTruthy();
    // The old token is revoked while it is still the stored one; then the new session replaces it.
    expect(seen.slice(1)).toEqual([
      { path: 'oauth/Login', token: 'old-token' },
      { path: 'oauth/Logout', token: 'old-token' },
    ]);
    expect(storage.get(StorageKey.token)).toBe('new-token');
    expect(client.getQueryData(['some/answer'])).toBeUndefined();
  });

  it("in the mini program's web-view, tells the mini program to forget the old token and show 我的", async () => {
    window.__JC_SHELL__ = 'miniprogram';
    vi.spyOn(api, 'call').mockImplementation(((endpoint: AnyEndpoint) =>
      Promise.resolve(
        endpoint.path === 'oauth/Login' ? { token: 'new-token', user: user('lele', '乐乐') } : null,
      )) as never);
    mount();
    fill('请输入账号', 'lele');
    fill('请输入密码', 'demo123456');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() =>
      expect(miniProgram.reLaunch).toHaveBeenCalledWith({
        url: '/pages/web/index?path=%2Fpages%2Findex%2Fmy&logout=1',
      }),
    );
    expect(storage.get(StorageKey.token)).toBe('new-token');
  });
});
