import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CANCEL_WRONG_PASSWORD_MSG,
  SMS_UNAVAILABLE_MSG,
  WRONG_OLD_PASSWORD_MSG,
  type AnyEndpoint,
} from '@jc/contract';
import { api, ApiError } from '@/lib/api-client';
import { StorageKey, storage } from '@/lib/storage';
import { CancelAccountSheet } from './CancelAccountSheet';
import { ChangePasswordPopup } from './ChangePasswordPopup';
import { NicknameSheet } from './NicknameSheet';
import { PhoneSheet } from './PhoneSheet';

type Handler = (input: Record<string, unknown>, options: Record<string, unknown>) => unknown;

/** api.call answered per endpoint path; every call is recorded. */
function fakeApi(handlers: Record<string, Handler>) {
  const calls: { path: string; input: Record<string, unknown> }[] = [];
  vi.spyOn(api, 'call').mockImplementation(((endpoint: AnyEndpoint, input: unknown, options: unknown) => {
    calls.push({ path: endpoint.path, input: (input ?? {}) as Record<string, unknown> });
    const handler = handlers[endpoint.path];
    if (!handler) return Promise.reject(new Error(`unexpected call ${endpoint.path}`));
    try {
      return Promise.resolve(
        handler((input ?? {}) as Record<string, unknown>, (options ?? {}) as Record<string, unknown>),
      );
    } catch (error) {
      return Promise.reject(error);
    }
  }) as never);
  return calls;
}

const refusal = (message: string, status = 409) => {
  throw new ApiError(message, 'server', status, status);
};

function mount(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => storage.set(StorageKey.token, 'old-token'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  storage.remove(StorageKey.token);
  storage.remove(StorageKey.user);
});

describe('ChangePasswordPopup', () => {
  it('checks the old password for a ticket, then saves the new one with it', async () => {
    const calls = fakeApi({
      'myInfo/verifyingPassword': ({ pwd }) =>
        pwd === 'old12345' ? { ticket: 'T-1', expiresIn: 600_000 } : refusal(WRONG_OLD_PASSWORD_MSG),
      'myInfo/savePassword': () => null,
    });
    const onClose = vi.fn();
    mount(<ChangePasswordPopup visible onClose={onClose} />);

    click('下一步');
    expect(await screen.findByText('请输入原密码', { selector: '[role=alert]' })).toBeTruthy();
    expect(calls).toHaveLength(0);

    type('原密码', 'wrong999');
    click('下一步');
    expect(await screen.findByText(WRONG_OLD_PASSWORD_MSG)).toBeTruthy();

    type('原密码', 'old12345');
    click('下一步');
    await screen.findByLabelText('新密码');

    type('新密码', 'abcdefgh');
    type('确认新密码', 'abcdefg1');
    click('确认修改');
    expect(await screen.findByText('密码须同时包含字母和数字，且不含空格')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();

    type('新密码', 'abcdefg1');
    click('确认修改');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => c.path)).toEqual([
      'myInfo/verifyingPassword',
      'myInfo/verifyingPassword',
      'myInfo/savePassword',
    ]);
    expect(calls[2]?.input).toEqual({ pwd: 'abcdefg1', ticket: 'T-1' });
  });
});

describe('NicknameSheet', () => {
  it('refuses an empty or long nickname before sending, and shows the server refusal', async () => {
    const calls = fakeApi({ 'myInfo/saveMyAccountInfo': () => refusal('昵称含有不允许的内容', 400) });
    mount(<NicknameSheet visible current="" onClose={() => undefined} />);
    click('保存');
    expect(await screen.findByText('请输入昵称', { selector: '[role=alert]' })).toBeTruthy();
    type('昵称', '长'.repeat(21));
    expect(screen.getByText('21/20')).toBeTruthy();
    click('保存');
    expect(await screen.findByText('昵称不能超过20个字')).toBeTruthy();
    expect(calls).toHaveLength(0);
    type('昵称', ' 小明 ');
    click('保存');
    expect(await screen.findByText('昵称含有不允许的内容')).toBeTruthy();
    expect(calls[0]?.input).toEqual({ nickname: '小明' });
  });
});

describe('PhoneSheet', () => {
  it('checks the number, then shows the server 503 text as it is', async () => {
    const calls = fakeApi({ 'myInfo/setPhoneNum/{phone}': () => refusal(SMS_UNAVAILABLE_MSG, 503) });
    mount(<PhoneSheet visible onClose={() => undefined} />);
    type('手机号', '2380013800');
    click('获取验证码');
    expect(await screen.findByText('手机号须为11位数字，以1开头')).toBeTruthy();
    expect(calls).toHaveLength(0);
    type('手机号', '13800138000');
    click('获取验证码');
    expect(await screen.findByText(SMS_UNAVAILABLE_MSG)).toBeTruthy();
    expect(calls[0]?.input).toEqual({ phone: '13800138000' });
  });

  it('asks for the 6-digit code before binding', async () => {
    const calls = fakeApi({});
    mount(<PhoneSheet visible onClose={() => undefined} />);
    type('手机号', '13800138000');
    type('验证码', '12a');
    click('绑定');
    expect(await screen.findByText('验证码须为6位数字')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('CancelAccountSheet', () => {
  it('says what goes, wants the password, confirms, and keeps the session on a wrong password', async () => {
    storage.set(StorageKey.token, 'old-token');
    let answer: Handler = () => refusal(CANCEL_WRONG_PASSWORD_MSG);
    const calls = fakeApi({ 'permission/Users/userZhuXiao': (i, o) => answer(i, o) });
    mount(<CancelAccountSheet visible onClose={() => undefined} />);
    expect(screen.getByText('收货地址')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: '注销账号' })[0]!);
    expect(await screen.findByText('请输入登录密码', { selector: '[role=alert]' })).toBeTruthy();

    type('登录密码', 'nope');
    fireEvent.click(screen.getAllByRole('button', { name: '注销账号' })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: '确定注销' }));
    expect(await screen.findByText(CANCEL_WRONG_PASSWORD_MSG)).toBeTruthy();
    expect(storage.get(StorageKey.token)).toBe('old-token');
    // The first confirmation closes with an animation: on a loaded machine it is still there when the
    // second opens, so wait until it is gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: '确定注销' })).toBeNull());

    answer = () => null;
    fireEvent.click(screen.getAllByRole('button', { name: '注销账号' })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: '确定注销' }));
    await waitFor(() => expect(storage.get(StorageKey.token)).toBeNull());
    expect(calls.map((c) => c.input)).toEqual([{ pwd: 'nope' }, { pwd: 'nope' }]);
  });
});
