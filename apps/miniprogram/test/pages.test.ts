import { createDecipheriv } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY, NONCE_PATTERN, withEan13Check } from '@jc/contract';
import { fakeWx, flush, loadPage } from './simulate';

/**
 * The mini program's pages, rendered by miniprogram-simulate from their own code and .wxml, with a
 * fake `wx`: what each page shows, which addresses it opens, what it sends to the server.
 */
let wx: ReturnType<typeof fakeWx>['wx'];
let storage: Map<string, unknown>;
beforeEach(() => {
  ({ wx, storage } = fakeWx());
});

const H5 = 'https://jc.example.com';

describe('the web-view pages', () => {
  it('home shows H5 home, with the token when logged in', async () => {
    storage.set('token', 'tok-1');
    const page = await loadPage('pages/index/home');
    expect(page.dom.querySelector('wx-web-view')).toBeNull();
    (page.instance.onLoad as (o: object) => void)({});
    expect(page.instance.data.src).toBe(`${H5}/pages/index/home?jc_shell=miniprogram&jc_token=tok-1`);
    await flush();
    expect(page.dom.querySelector('wx-web-view')).not.toBeNull();
  });

  it("home with a scan value q opens the scan router's target; an unknown code toasts and shows home", async () => {
    const page = await loadPage('pages/index/home');
    const load = (page.instance.onLoad as (o: object) => void).bind(page.instance);
    load({ q: encodeURIComponent('https://jc.example.com/r?em=5') });
    expect(page.instance.data.src).toBe(`${H5}/pages/book/sampleBook?em_5&jc_shell=miniprogram`);
    load({ q: encodeURIComponent('https://elsewhere.example/x') });
    expect(wx.showToast).toHaveBeenCalledWith({
      title: '扫描失败，请使用微信扫一扫',
      icon: 'none',
      duration: 2000,
    });
    expect(page.instance.data.src).toBe(`${H5}/pages/index/home?jc_shell=miniprogram`);
  });

  it('the sample book keeps its query; the generic page shows its path', async () => {
    const sample = await loadPage('pages/book/sampleBook');
    (sample.instance.onLoad as (o: object) => void)({ ed_7: '' });
    expect(sample.instance.data.src).toBe(`${H5}/pages/book/sampleBook?ed_7&jc_shell=miniprogram`);
    const web = await loadPage('pages/web/index');
    (web.instance.onLoad as (o: object) => void)({
      path: encodeURIComponent('/pages/other/knowledge?subject=12&isScan=1'),
    });
    expect(web.instance.data.src).toBe(
      `${H5}/pages/other/knowledge?subject=12&isScan=1&jc_shell=miniprogram`,
    );
  });

  it('logout=1 (the H5 ended its session): the kept token is forgotten, the route opens without it', async () => {
    storage.set('token', 'tok-old');
    const web = await loadPage('pages/web/index');
    (web.instance.onLoad as (o: object) => void)({
      path: encodeURIComponent('/pages/index/home'),
      logout: '1',
    });
    expect(storage.has('token')).toBe(false);
    expect(web.instance.data.src).toBe(`${H5}/pages/index/home?jc_shell=miniprogram`);
    // Another account logged in inside the H5: its route opens, the H5 keeps its own (new) session.
    storage.set('token', 'tok-old');
    (web.instance.onLoad as (o: object) => void)({
      path: encodeURIComponent('/pages/index/my'),
      logout: '1',
    });
    expect(web.instance.data.src).toBe(`${H5}/pages/index/my?jc_shell=miniprogram`);
    expect(storage.has('token')).toBe(false);
    // The next open hands no token (a new login is the login page's).
    const home = await loadPage('pages/index/home');
    (home.instance.onLoad as (o: object) => void)({});
    expect(home.instance.data.src).toBe(`${H5}/pages/index/home?jc_shell=miniprogram`);
    // Without the option nothing is forgotten.
    storage.set('token', 'tok-2');
    (home.instance.onLoad as (o: object) => void)({});
    expect(home.instance.data.src).toBe(`${H5}/pages/index/home?jc_shell=miniprogram&jc_token=tok-2`);
  });

  it('shares the route the web-view shows, under the share defaults, never the token', async () => {
    const page = await loadPage('pages/web/index');
    (page.instance.onLoad as (o: object) => void)({ path: encodeURIComponent('/pages/index/my') });
    const share = (page.instance.onShareAppMessage as (o: object) => Record<string, string>)({
      webViewUrl: `${H5}/pages/book/bookDetails?bookNo=927&jc_token=secret&jc_shell=miniprogram`,
    });
    expect(share).toEqual({
      title: '课本伴学 · 同步教材，好好学习每一天',
      path: '/pages/web/index?path=%2Fpages%2Fbook%2FbookDetails%3FbookNo%3D927',
      imageUrl: '/static/share.png',
    });
    expect((page.instance.onShareAppMessage as (o: object) => Record<string, string>)({}).path).toBe(
      '/pages/web/index?path=%2Fpages%2Findex%2Fmy',
    );
  });
});

/** The server's answers, by path, as wx.request's success callback gets them. */
function answer(routes: Record<string, (data: Record<string, string>) => unknown>) {
  wx.request.mockImplementation((req: { url: string; data: string; success: (r: object) => void }) => {
    const path = req.url.replace(`${H5}/api/`, '');
    const data = Object.fromEntries(new URLSearchParams(req.data));
    const body = routes[path]?.(data) ?? { code: 404, msg: '接口不存在', data: null };
    setTimeout(() => req.success({ statusCode: 200, data: body }), 0);
  });
}

let codes = 0;
const codesGiven = () => {
  wx.login.mockImplementation(({ success }: { success: (r: { code: string }) => void }) =>
    success({ code: `code-${++codes}` }),
  );
};

describe('the login page (wx.login → oauth/wxCodeExists → oauth/loginByCode)', () => {
  it('a bound user: two codes, the token kept, the redirect opened in a web-view', async () => {
    codesGiven();
    answer({
      'oauth/wxCodeExists': () => ({ code: 200, data: { exists: true } }),
      'oauth/loginByCode': () => ({
        code: 200,
        msg: '登录成功',
        data: { bound: true, token: 'tok-bound', expiresAt: '' },
      }),
    });
    const page = await loadPage('pages/login/index');
    (page.instance.onLoad as (o: object) => void)({
      redirect: encodeURIComponent('/pages/book/sampleBook?em_5'),
    });
    await vi.waitFor(() => expect(wx.redirectTo).toHaveBeenCalled());
    expect(storage.get('token')).toBe('tok-bound');
    expect(wx.redirectTo).toHaveBeenCalledWith({ url: '/pages/book/sampleBook?em_5' });
    const [exists, login] = wx.request.mock.calls.map(
      ([req]) => req as { url: string; data: string; header: Record<string, string> },
    );
    expect(exists!.url).toBe(`${H5}/api/oauth/wxCodeExists`);
    expect(exists!.data).not.toBe(login!.data); // a code is single-use: each call has its own
    expect(login!.header['content-type']).toBe('application/x-www-form-urlencoded');
    // The nonce decrypts with the server's key and IV to 16 [A-Za-z0-9].
    const decipher = createDecipheriv('aes-128-cbc', DEFAULT_NONCE_KEY, DEFAULT_NONCE_IV);
    const plain = Buffer.concat([
      decipher.update(login!.header.nonce!, 'base64'),
      decipher.final(),
    ]).toString();
    expect(plain).toMatch(NONCE_PATTERN);
  });

  it('a new user binds an account: the form, its checks, the server refusal, then success', async () => {
    codesGiven();
    let tries = 0;
    answer({
      'oauth/wxCodeExists': () => ({ code: 200, data: { exists: false } }),
      'oauth/loginByCode': (d) =>
        d.password === 'demo123456' && ++tries
          ? { code: 200, data: { bound: true, token: 'tok-new' } }
          : { code: 409, msg: '账号或密码错误', data: null },
    });
    const page = await loadPage('pages/login/index');
    (page.instance.onLoad as (o: object) => void)({});
    await vi.waitFor(() => expect(page.instance.data.step).toBe('bind'));
    expect(page.querySelector('.account')).toBeDefined();

    await (page.instance.bind as () => Promise<void>)();
    expect(page.instance.data.error).toBe('请输入账号');
    page.querySelector('.account')!.dispatchEvent('input', { detail: { value: ' student ' } });
    await flush();
    await (page.instance.bind as () => Promise<void>)();
    expect(page.instance.data.error).toBe('请输入密码');

    (page.instance.onPassword as (e: object) => void)({ detail: { value: 'wrong' } });
    await (page.instance.bind as () => Promise<void>)();
    expect(page.instance.data.error).toBe('账号或密码错误');
    expect(storage.get('token')).toBeUndefined();

    (page.instance.onPassword as (e: object) => void)({ detail: { value: 'demo123456' } });
    await (page.instance.bind as () => Promise<void>)();
    const bindCall = wx.request.mock.calls.at(-1)![0] as { data: string };
    expect(Object.fromEntries(new URLSearchParams(bindCall.data))).toMatchObject({
      account: 'student',
      password: 'demo123456',
    });
    expect(storage.get('token')).toBe('tok-new');
    expect(wx.redirectTo).toHaveBeenCalledWith({ url: '/pages/index/home' });
  });

  it('a platform refusal (no mini program configured) shows its words and 重试', async () => {
    codesGiven();
    answer({
      'oauth/wxCodeExists': () => ({ code: 503, msg: '未配置微信小程序，暂不支持微信登录', data: null }),
    });
    const page = await loadPage('pages/login/index');
    (page.instance.onLoad as (o: object) => void)({});
    await vi.waitFor(() => expect(page.instance.data.step).toBe('failed'));
    expect(page.instance.data.error).toBe('未配置微信小程序，暂不支持微信登录');
    expect(page.querySelector('.retry')).toBeDefined();
  });

  it('logout clears the kept token', async () => {
    storage.set('token', 'old');
    wx.login.mockImplementation(({ fail }: { fail: () => void }) => fail());
    const page = await loadPage('pages/login/index');
    (page.instance.onLoad as (o: object) => void)({ logout: '1' });
    expect(storage.has('token')).toBe(false);
    await vi.waitFor(() => expect(page.instance.data.error).toBe('微信登录失败，请重试'));
  });
});

describe('the scan page (wx.scanCode through the scan router)', () => {
  const scanned = (result: string) =>
    wx.scanCode.mockImplementation(
      ({ success, complete }: { success: (r: object) => void; complete: () => void }) => {
        success({ result });
        complete();
      },
    );

  it('a code of the app opens its route in a web-view', async () => {
    scanned('https://jc.example.com/twoCode.app?TkBookInfo=927');
    const page = await loadPage('pages/scan/index');
    (page.instance.onLoad as () => void)();
    expect(wx.redirectTo).toHaveBeenCalledWith({
      url: '/pages/web/index?path=%2Fpages%2Fbook%2FbookDetails%3FbookNo%3D927',
    });
  });

  it('a book barcode opens the H5 scanner page with the code, which looks the book up', async () => {
    const code = withEan13Check('978710712345');
    scanned(code);
    const page = await loadPage('pages/scan/index');
    (page.instance.onLoad as () => void)();
    expect(wx.redirectTo).toHaveBeenCalledWith({
      url: `/pages/web/index?path=${encodeURIComponent(`/pages/user/camera?code=${code}`)}`,
    });
  });

  it('an unknown code toasts 扫描失败 and goes back; a cancel goes back', async () => {
    vi.useFakeTimers();
    scanned('https://elsewhere.example/x');
    const page = await loadPage('pages/scan/index');
    (page.instance.onLoad as () => void)();
    expect(wx.showToast).toHaveBeenCalledWith({
      title: '扫描失败，请使用微信扫一扫',
      icon: 'none',
      duration: 2000,
    });
    vi.advanceTimersByTime(2000);
    expect(wx.navigateBack).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    wx.scanCode.mockImplementation(({ fail, complete }: { fail: () => void; complete: () => void }) => {
      fail();
      complete();
    });
    (page.instance.scan as () => void)();
    expect(wx.navigateBack).toHaveBeenCalledTimes(2);
    expect(wx.redirectTo).not.toHaveBeenCalled();
  });
});

describe('calls and subscriptions', () => {
  it('calls customer service, then goes back', async () => {
    wx.makePhoneCall.mockImplementation(({ complete }: { complete: () => void }) => complete());
    const page = await loadPage('pages/call/index');
    (page.instance.onLoad as (o: object) => void)({ phone: encodeURIComponent('400-800 1234') });
    expect(wx.makePhoneCall).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: '400-8001234' }));
    expect(wx.navigateBack).toHaveBeenCalled();
  });

  it("'active' accepted: recorded with myInfo/openMsgRecord (smallapp, taskId, template_id)", async () => {
    storage.set('token', 'tok');
    wx.requestSubscribeMessage.mockImplementation(
      ({ success, complete }: { success: (r: object) => void; complete: () => void }) => {
        success({ TEMPLATE_ID_ACTIVE: 'accept', errMsg: 'requestSubscribeMessage:ok' });
        complete();
      },
    );
    answer({ 'myInfo/openMsgRecord': () => ({ code: 200, msg: '订阅成功', data: null }) });
    const page = await loadPage('pages/subscribe/index');
    (page.instance.onLoad as (o: object) => void)({ name: 'active', taskId: '100500101' });
    page.querySelector('.subscribe')!.dispatchEvent('tap');
    await vi.waitFor(() => expect(wx.showToast).toHaveBeenCalledWith({ title: '订阅成功', icon: 'success' }));
    const req = wx.request.mock.calls[0]![0] as { data: string; header: Record<string, string> };
    expect(Object.fromEntries(new URLSearchParams(req.data))).toEqual({
      type: 'smallapp',
      taskId: '100500101',
      template_id: 'TEMPLATE_ID_ACTIVE',
    });
    expect(req.header.Authorization).toBe('Bearer tok');
  });

  it('refused or 暂不: nothing recorded, back', async () => {
    wx.requestSubscribeMessage.mockImplementation(
      ({ success, complete }: { success: (r: object) => void; complete: () => void }) => {
        success({ TEMPLATE_ID_ACTIVE: 'reject' });
        complete();
      },
    );
    const page = await loadPage('pages/subscribe/index');
    (page.instance.onLoad as (o: object) => void)({ name: 'active', taskId: '1' });
    (page.instance.subscribe as () => void)();
    (page.instance.later as () => void)();
    expect(wx.request).not.toHaveBeenCalled();
    expect(wx.navigateBack).toHaveBeenCalledTimes(2);
  });
});
