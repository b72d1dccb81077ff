// @vitest-environment happy-dom
import { createDecipheriv } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NONCE_IV,
  DEFAULT_NONCE_KEY,
  Msg,
  NONCE_PATTERN,
  PAGES,
  Timing,
  addressEndpoints,
  as,
  personalEndpoints,
  post,
  shopEndpoints,
} from '@jc/contract';
import {
  ApiError,
  createApiClient,
  parseBody,
  requestTimeoutFor,
  type ApiClientDeps,
  type Params,
  type RequestOptions,
} from './api-client';
import { StorageKey } from './storage';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake network: the only thing outside the app boundary. Answers are queued per test. */
function fakeNetwork() {
  const calls: Call[] = [];
  const answers: Array<() => Promise<Response>> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    return next();
  });
  const reply = (status: number, body: unknown) =>
    answers.push(() =>
      Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
    );
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch, reply, answers };
}

function setup(overrides: Partial<ApiClientDeps> = {}) {
  const net = fakeNetwork();
  const toast = vi.fn<(message: string) => void>();
  const navigate = vi.fn<(to: string) => void>();
  const relaunch = vi.fn<(to: string) => void>();
  const client = createApiClient({
    fetch: net.fetch,
    toast,
    navigate,
    relaunch,
    currentLocation: () => '/pages/index/my?tab=1',
    ...overrides,
  });
  // The transport's two shapes, as the tests below use them (pages only ever use `call`).
  const transport = {
    request: client.request,
    get: (path: string, params?: Params, options: Omit<RequestOptions, 'method' | 'params'> = {}) =>
      client.request(path, { ...options, method: 'GET', params }),
    post: (
      path: string,
      data?: RequestOptions['data'],
      options: Omit<RequestOptions, 'method' | 'data'> = {},
    ) => client.request(path, { ...options, method: 'POST', data }),
  };
  return { net, toast, navigate, relaunch, client: transport, api: client };
}

const headerOf = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

function decryptNonce(nonce: string): string {
  const decipher = createDecipheriv(
    'aes-128-cbc',
    Buffer.from(DEFAULT_NONCE_KEY),
    Buffer.from(DEFAULT_NONCE_IV),
  );
  return Buffer.concat([decipher.update(Buffer.from(nonce, 'base64')), decipher.final()]).toString('utf8');
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('api client: request shape', () => {
  it('sends a fresh nonce that decrypts (AES-128-CBC, PKCS#7) to 16 [A-Za-z0-9] characters', async () => {
    const { net, client } = setup();
    net.reply(200, { code: 200, msg: 'ok', data: 1 });
    net.reply(200, { code: 200, msg: 'ok', data: 2 });
    await client.get('a');
    await client.get('b');
    const [first, second] = net.calls.map((c) => headerOf(c, 'nonce') ?? '');
    expect(decryptNonce(first ?? '')).toMatch(NONCE_PATTERN);
    expect(decryptNonce(second ?? '')).toMatch(NONCE_PATTERN);
    expect(first).not.toBe(second);
    expect(decryptNonce(first ?? '')).not.toBe(decryptNonce(second ?? ''));
  });

  it('sends the stored token as a bearer token, and none without one', async () => {
    const { net, client } = setup();
    net.reply(200, { code: 200, msg: 'ok', data: null });
    net.reply(200, { code: 200, msg: 'ok', data: null });
    await client.get('myInfo/getMyInfo');
    localStorage.setItem(StorageKey.token, 'tok-123');
    await client.get('myInfo/getMyInfo');
    expect(headerOf(net.calls[0], 'Authorization')).toBeNull();
    expect(headerOf(net.calls[1], 'Authorization')).toBe('Bearer tok-123');
  });

  it('calls under /api and merges params into the URL for GET and POST', async () => {
    const { net, client } = setup();
    net.reply(200, { code: 200, msg: 'ok', data: null });
    net.reply(200, { code: 200, msg: 'ok', data: null });
    await client.get('bookmain/getDicData', { type: 'grade', empty: undefined, n: 0 });
    await client.request('integral/deleteMyCart', {
      method: 'POST',
      params: { goodsId: 7 },
      data: { a: '1' },
    });
    expect(net.calls[0]?.url).toBe('/api/bookmain/getDicData?type=grade&n=0');
    expect(net.calls[0]?.init.method).toBe('GET');
    expect(net.calls[0]?.init.body).toBeUndefined();
    expect(net.calls[1]?.url).toBe('/api/integral/deleteMyCart?goodsId=7');
  });

  it('posts form-urlencoded bodies by default and JSON when asked', async () => {
    const { net, client } = setup();
    net.reply(200, { code: 200, msg: 'ok', data: null });
    net.reply(200, { code: 200, msg: 'ok', data: null });
    await client.post('oauth/Login', { account: 'student', password: 'a b&c=1', skip: undefined });
    await client.post('integral/commitOrder', { items: [{ goodsId: 1, qty: 2 }] }, { json: true });
    expect(headerOf(net.calls[0], 'Content-Type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(new URLSearchParams(String(net.calls[0]?.init.body))).toEqual(
      new URLSearchParams({ account: 'student', password: 'a b&c=1' }),
    );
    expect(headerOf(net.calls[1], 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(net.calls[1]?.init.body))).toEqual({ items: [{ goodsId: 1, qty: 2 }] });
  });
});

describe('api client: answers', () => {
  it('returns data on HTTP 200 with code 200, without a toast', async () => {
    const { net, client, toast } = setup();
    net.reply(200, { code: 200, msg: '成功', data: { dicList: [], info: { season_top: 'a' } } });
    await expect(client.get('bookmain/getDicData')).resolves.toEqual({
      dicList: [],
      info: { season_top: 'a' },
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it('parses a body that is a JSON string holding JSON', async () => {
    const { net, client } = setup();
    net.reply(200, JSON.stringify(JSON.stringify({ code: 200, msg: 'ok', data: { x: 1 } })));
    await expect(client.get('x')).resolves.toEqual({ x: 1 });
    expect(parseBody('')).toBeNull();
    expect(parseBody('<html>')).toBeNull();
  });

  it('toasts the server message and throws a typed error on a refused call', async () => {
    const { net, client, toast } = setup();
    net.reply(400, { code: 400, msg: '账号不能超过64个字符', data: null });
    const error = await client.post('oauth/Login', { account: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: 400, status: 400, message: '账号不能超过64个字符' });
    expect(toast).toHaveBeenCalledWith('账号不能超过64个字符');
  });

  it('treats HTTP 200 with a non-200 code as a failure', async () => {
    const { net, client, toast } = setup();
    net.reply(200, { code: 409, msg: '积分不足', data: null });
    await expect(client.post('integral/payOrderByPwd')).rejects.toMatchObject({ code: 409, kind: 'server' });
    expect(toast).toHaveBeenCalledWith('积分不足');
  });

  it('falls back to the generic message when the answer is not an envelope', async () => {
    const { net, client, toast } = setup();
    net.reply(502, '<html>Bad Gateway</html>');
    await expect(client.get('x')).rejects.toMatchObject({
      kind: 'server',
      code: 502,
      message: Msg.requestFailed,
    });
    expect(toast).toHaveBeenCalledWith('请求出错，请重试');
  });

  it('does not toast when the caller asks for silence', async () => {
    const { net, client, toast } = setup();
    net.reply(500, { code: 500, msg: '服务器开小差了', data: null });
    await expect(client.get('x', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast).not.toHaveBeenCalled();
  });

  it('reports a lost connection as a network error with the generic message', async () => {
    const { net, client, toast } = setup();
    net.answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('x')).rejects.toMatchObject({ kind: 'network', code: 0 });
    expect(toast).toHaveBeenCalledWith(Msg.requestFailed);
  });

  it('gives up after 60 s', async () => {
    vi.useFakeTimers();
    // WebCrypto settles outside the fake clock; a nonce at once keeps this test on the clock alone.
    const { net, client, toast } = setup({ makeNonce: () => Promise.resolve('nonce') });
    let seenSignal: AbortSignal | undefined;
    const fetchSpy = vi.mocked(net.fetch);
    fetchSpy.mockImplementationOnce((_input, init) => {
      seenSignal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const pending = client.get('slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(Timing.requestTimeout - 1);
    expect(seenSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(toast).toHaveBeenCalledWith(Msg.requestFailed);
  });

  it('gives up after 100 s in the app shell (the native app), 60 s in the web wrapper', async () => {
    expect(requestTimeoutFor('native')).toBe(100_000);
    expect(Timing.appShellRequestTimeout).toBe(100_000);
    expect(requestTimeoutFor('miniprogram')).toBe(Timing.requestTimeout);
    expect(requestTimeoutFor('')).toBe(Timing.requestTimeout);
    expect(requestTimeoutFor(null)).toBe(60_000);

    vi.useFakeTimers();
    window.__JC_SHELL__ = 'native';
    try {
      // The default dependencies read the shell: only the network and the nonce are replaced.
      const { net, client } = setup({ makeNonce: () => Promise.resolve('nonce') });
      let seenSignal: AbortSignal | undefined;
      vi.mocked(net.fetch).mockImplementationOnce((_input, init) => {
        seenSignal = init?.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      });
      const pending = client.get('slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(Timing.requestTimeout);
      expect(seenSignal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(Timing.appShellRequestTimeout - Timing.requestTimeout - 1);
      expect(seenSignal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: 'timeout' });
    } finally {
      window.__JC_SHELL__ = '';
    }
  });
});

describe('api client: lost session', () => {
  it.each([
    [600, '请先登录', '请先登录'],
    [601, '登录信息无效', '登录信息无效'],
    [602, '账号已在其他设备登录', '账号已在其他设备登录'],
    [403, '登录已过期', Msg.loginExpired],
  ])('code %i: toasts, removes the token and relaunches at login after 1.5 s', async (code, msg, shown) => {
    vi.useFakeTimers();
    const { net, client, toast, relaunch } = setup();
    localStorage.setItem(StorageKey.token, 'old-token');
    localStorage.setItem(StorageKey.user, '{"account":"student"}');
    net.reply(401, { code, msg, data: null });

    await expect(client.get('myInfo/getMyInfo')).rejects.toMatchObject({ kind: 'auth', code });
    expect(toast).toHaveBeenCalledWith(shown);
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(localStorage.getItem(StorageKey.user)).toBeNull();

    vi.advanceTimersByTime(Timing.tokenLossRelaunch - 1);
    expect(relaunch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(relaunch).toHaveBeenCalledTimes(1);
    expect(relaunch).toHaveBeenCalledWith(
      `${PAGES.accountLogin.path}?redirect=${encodeURIComponent('/pages/index/my?tab=1')}`,
    );
  });

  it('relaunches once when several calls lose the session together', async () => {
    vi.useFakeTimers();
    const { net, client, toast, relaunch } = setup();
    localStorage.setItem(StorageKey.token, 'old-token');
    net.reply(401, { code: 602, msg: '登录已失效', data: null });
    net.reply(401, { code: 602, msg: '登录已失效', data: null });
    await Promise.allSettled([client.get('a'), client.get('b')]);
    vi.advanceTimersByTime(Timing.tokenLossRelaunch);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(relaunch).toHaveBeenCalledTimes(1);
  });

  it('configure: the console sends a lost token to its own login page and toasts its own way', async () => {
    vi.useFakeTimers();
    const { net, api, toast, relaunch } = setup({ currentLocation: () => '/admin/shop/goods?pageNum=2' });
    const consoleToast = vi.fn<(message: string) => void>();
    api.configure({
      toast: consoleToast,
      isLoginPage: (here) => here.startsWith('/admin/login'),
      loginUrl: (back) => `/admin/login?redirect=${encodeURIComponent(back)}`,
    });
    localStorage.setItem(StorageKey.token, 'old-token');
    net.reply(401, { code: 601, msg: '登录信息无效', data: null });
    await expect(api.request('admin/shop/getGoodsList')).rejects.toMatchObject({ kind: 'auth' });
    vi.advanceTimersByTime(Timing.tokenLossRelaunch);
    expect(toast).not.toHaveBeenCalled();
    expect(consoleToast).toHaveBeenCalledWith('登录信息无效');
    expect(relaunch).toHaveBeenCalledWith(
      `/admin/login?redirect=${encodeURIComponent('/admin/shop/goods?pageNum=2')}`,
    );
  });

  it('configure: a token lost on the console login page sends nowhere', async () => {
    vi.useFakeTimers();
    const { net, api, relaunch } = setup({ currentLocation: () => '/admin/login' });
    api.configure({ isLoginPage: (here) => here.startsWith('/admin/login') });
    net.reply(401, { code: 600, msg: '请先登录', data: null });
    await expect(api.request('myInfo/getMyInfo')).rejects.toMatchObject({ kind: 'auth' });
    vi.advanceTimersByTime(Timing.tokenLossRelaunch);
    expect(relaunch).not.toHaveBeenCalled();
  });

  it('a role refusal (HTTP 403, code 700) keeps the session', async () => {
    const { net, client, relaunch } = setup();
    localStorage.setItem(StorageKey.token, 'tok');
    net.reply(403, { code: 700, msg: '没有权限访问', data: null });
    await expect(client.get('scoool/getSchoolList')).rejects.toMatchObject({ kind: 'server', code: 700 });
    expect(localStorage.getItem(StorageKey.token)).toBe('tok');
    expect(relaunch).not.toHaveBeenCalled();
  });
});

describe('api client: code 120', () => {
  it('toasts data.msg and goes to the change-account page after 1 s', async () => {
    vi.useFakeTimers();
    const { net, client, toast, navigate } = setup();
    net.reply(200, { code: 200, msg: '成功', data: { code: 120, msg: '演示账号请绑定手机后使用' } });
    await expect(client.get('myInfo/getMyInfo')).rejects.toMatchObject({ kind: 'changeAccount', code: 120 });
    expect(toast).toHaveBeenCalledWith('演示账号请绑定手机后使用');
    vi.advanceTimersByTime(Timing.changeAccountRedirect - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith(PAGES.changeAccount.path);
  });

  // A client-only rule (docs/spec-rules.md): no flow of the spec sends 120, the server never does; the
  // client keeps the spec's handling for any call that would.
  it('holds for a silent call too, and only inside a successful envelope', async () => {
    vi.useFakeTimers();
    const { net, client, toast, navigate } = setup();
    net.reply(200, { code: 200, msg: '成功', data: { code: 120, msg: '请切换账号' } });
    await expect(client.get('x', undefined, { silent: true })).rejects.toMatchObject({
      kind: 'changeAccount',
    });
    expect(toast).toHaveBeenCalledWith('请切换账号');
    vi.advanceTimersByTime(Timing.changeAccountRedirect);
    expect(navigate).toHaveBeenCalledTimes(1);

    net.reply(200, { code: 409, msg: '不可以', data: { code: 120, msg: '请切换账号' } });
    await expect(client.get('y')).rejects.toMatchObject({ kind: 'server', code: 409 });
    vi.advanceTimersByTime(Timing.changeAccountRedirect);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('api client: call(endpoint, input)', () => {
  const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });

  it('fills path parameters from the input and sends the rest as the query of a GET', async () => {
    const { net, api } = setup();
    net.reply(200, ok({ exists: true }));
    const answer = await api.call(personalEndpoints.favoriteExists, { target: 'YW 1/上', type: 'book' });
    expect(answer).toEqual({ exists: true });
    expect(net.calls[0]?.init.method).toBe('GET');
    expect(net.calls[0]?.url).toBe('/api/book/getFavoritesExists/YW%201%2F%E4%B8%8A?type=book');
  });

  it('sends a form body, or JSON where the endpoint says so', async () => {
    const { net, api } = setup();
    net.reply(200, ok(null));
    net.reply(200, ok({ orderId: 9 }));
    await api.call(addressEndpoints.remove, { id: 3 });
    await api.call(shopEndpoints.commitOrder, {
      idempotencyKey: 'k-1',
      addressId: 2,
      items: [{ goodsId: 1, quantity: 2 }],
    });
    expect(net.calls[0]?.url).toBe('/api/myInfo/deleteMyAddress/3');
    expect(headerOf(net.calls[0], 'Content-Type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(String(net.calls[0]?.init.body)).toBe('');
    expect(headerOf(net.calls[1], 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(net.calls[1]?.init.body))).toMatchObject({
      items: [{ goodsId: 1, quantity: 2 }],
    });
  });

  it('sends an upload as multipart form data with its file', async () => {
    const { net, api } = setup();
    net.reply(200, ok(null));
    const upload = post('test/upload/{kind}', 'user', 'addressIdInput', as<null>(), 'upload');
    const file = new Blob(['x'], { type: 'image/png' });
    await api.call(upload, { kind: 'photo', id: 1, file } as never);
    const body = net.calls[0]?.init.body;
    expect(net.calls[0]?.url).toBe('/api/test/upload/photo');
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('id')).toBe('1');
    expect((body as FormData).get('file')).toBeInstanceOf(Blob);
  });
});

describe('api client: uploads with progress', () => {
  const upload = post('test/upload/{kind}', 'user', 'addressIdInput', as<{ id: number }>(), 'upload');

  it('sends the multipart body by the progress exchange and reports the fraction sent', async () => {
    const seen: number[] = [];
    const sendWithProgress = vi.fn<ApiClientDeps['sendWithProgress']>(async (_url, _init, onProgress) => {
      onProgress(0.5);
      onProgress(1);
      return { status: 200, text: JSON.stringify({ code: 200, msg: 'ok', data: { id: 7 } }) };
    });
    const { api, net } = setup({ sendWithProgress });
    const file = new Blob(['x'], { type: 'image/jpeg' });
    const answer = await api.call(upload, { kind: 'image', id: 1, file } as never, {
      onProgress: (f) => seen.push(f),
    });
    expect(answer).toEqual({ id: 7 });
    expect(seen).toEqual([0.5, 1]);
    expect(net.calls).toHaveLength(0);
    const [url, init] = sendWithProgress.mock.calls[0] ?? [];
    expect(url).toBe('/api/test/upload/image');
    expect(init?.body).toBeInstanceOf(FormData);
    expect(init?.headers.nonce).toBeTruthy();
  });

  it('a cancelled upload fails as aborted, without a toast', async () => {
    const controller = new AbortController();
    const sendWithProgress = vi.fn<ApiClientDeps['sendWithProgress']>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          // As fetch and xhrSend do: an already aborted signal rejects at once.
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (init.signal.aborted) abort();
          else init.signal.addEventListener('abort', abort);
        }),
    );
    const { api, toast } = setup({ sendWithProgress });
    const pending = api.call(upload, { kind: 'audio', id: 1 } as never, {
      signal: controller.signal,
      onProgress: () => undefined,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(toast).not.toHaveBeenCalled();
  });
});
