import type { Page } from '@playwright/test';
import {
  h5RouteOf,
  MP_PAGES,
  mpAddressOf,
  mpUrl,
  parseMpQuery,
  scannedCodePath,
  webViewSrc,
} from '@jc/contract';
import { expect, test } from '../app-test';
import {
  apiHeaders,
  apiLogin,
  homeHydrated,
  openHome,
  presetGrade,
  storeGet,
  throwawayPupil,
} from './helpers';

// The H5 app opened as the mini program's web-view opens it (docs/native.md): the address of
// a mini-program page built by the contract's mapping (its route, the shell, the token), in the
// messenger's web-view user agent, with the messenger's JS bridge recorded instead of the mini program.

const MP_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F36) ' +
  'WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx6f1c2d3e4b5a6978';

test.use({ userAgent: MP_UA });

/** What a mini-program page at `address` (`/pages/…?query`) loads in its web-view. */
function webViewAddress(base: string, address: string, token: string | null): string {
  const cut = address.indexOf('?');
  const target = h5RouteOf(
    cut < 0 ? address : address.slice(0, cut),
    parseMpQuery(cut < 0 ? '' : address.slice(cut + 1)),
  );
  return webViewSrc(base, target.path, token);
}

/** The messenger's bridge in the web-view: every wx.miniProgram call the H5 makes, recorded. */
async function recordBridge(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __bridgeCalls: unknown[] }).__bridgeCalls = calls;
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke: (name: string, args: unknown, callback?: (r: unknown) => void) => {
        calls.push({ name, args });
        callback?.({ err_msg: `${name}:ok` });
      },
      on: () => {},
    };
  });
  // The JS-SDK's invokeMiniProgramAPI calls, as `navigateTo /pages/…` (it adds its signature fields).
  return () =>
    page.evaluate(() =>
      (
        window as unknown as {
          __bridgeCalls: { name: string; args: { name?: string; arg?: { url?: string } } }[];
        }
      ).__bridgeCalls
        .filter((c) => c.name === 'invokeMiniProgramAPI')
        .map((c) => `${c.args.name} ${c.args.arg?.url}`),
    );
}

const areaId = async (name: string) =>
  (await storeGet<{ id: number }>('SELECT id FROM ebook_areas WHERE name = ?', name))!.id;

test('the sample-book page lands logged in on the sample book of its query, the token out of the address', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await throwawayPupil('mpweb1');
  const token = await apiLogin(request, account);
  const id = await areaId('人教PEP版');
  const src = webViewAddress(baseURL!, `/${MP_PAGES.sampleBook}?em_${id}`, token);
  expect(src).toBe(
    `${baseURL}/pages/book/sampleBook?em_${id}&jc_shell=miniprogram&jc_token=${encodeURIComponent(token)}`,
  );

  await page.goto(src);
  await expect(page).toHaveURL(new RegExp(`/pages/book/sampleBook\\?em_${id}$`));
  await expect(page.getByRole('tab', { name: '人教PEP版' })).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  expect(await page.evaluate(() => (window as unknown as { __JC_SHELL__?: string }).__JC_SHELL__)).toBe(
    'miniprogram',
  );

  // Still logged in on the next page of the app: the my page shows the account.
  await page.goto('/pages/index/my');
  await expect(page.getByText(`账号：${account}`)).toBeVisible();
});

test('the generic page lands logged in on its route; home with a scanned code on the scan router’s target', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await throwawayPupil('mpweb2');
  const token = await apiLogin(request, account);
  await page.goto(webViewAddress(baseURL!, mpUrl(mpAddressOf('/pages/index/my')), token));
  await expect(page).toHaveURL(/\/pages\/index\/my$/);
  await expect(page.getByText(`账号：${account}`)).toBeVisible();

  const scanned = encodeURIComponent('https://jc.example.com/twoCode.app?TkBookInfo=927');
  await page.goto(webViewAddress(baseURL!, `/${MP_PAGES.home}?q=${scanned}`, token));
  await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=927$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
});

test("a book barcode from the mini program's scanner is looked up by the H5 scan page", async ({
  page,
  baseURL,
}) => {
  const barcode = (await storeGet<{ barcode: string }>("SELECT barcode FROM books WHERE book_no = '221'"))!
    .barcode;
  // What pages/scan/index opens for it: the generic page with the scan page and the code.
  const address = mpUrl(mpAddressOf(scannedCodePath(barcode)));
  expect(address).toBe(`/pages/web/index?path=${encodeURIComponent(`/pages/user/camera?code=${barcode}`)}`);
  await page.goto(webViewAddress(baseURL!, address, null));
  await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=221$/);
  await expect(page.getByRole('heading', { name: '数学 二年级上册' })).toBeVisible();
});

test('a new token replaces the one kept, with its cached user', async ({ page, request, baseURL }) => {
  const first = await throwawayPupil('mpweb3');
  const second = await throwawayPupil('mpweb4');
  await page.goto(
    webViewAddress(baseURL!, '/pages/web/index?path=%2Fpages%2Findex%2Fmy', await apiLogin(request, first)),
  );
  await expect(page.getByText(`账号：${first}`)).toBeVisible();
  await page.goto(
    webViewAddress(baseURL!, '/pages/web/index?path=%2Fpages%2Findex%2Fmy', await apiLogin(request, second)),
  );
  await expect(page.getByText(`账号：${second}`)).toBeVisible();
  await expect(page.getByText(`账号：${first}`)).toHaveCount(0);
});

test("inside the web-view the mini program's scanner and login take over through the bridge", async ({
  page,
  baseURL,
}) => {
  const bridge = await recordBridge(page);
  await presetGrade(page);
  await page.goto(webViewAddress(baseURL!, `/${MP_PAGES.home}`, null));
  await expect(page).toHaveURL(/\/pages\/index\/home$/);
  await homeHydrated(page);
  await page.getByRole('button', { name: '扫一扫' }).click();
  // The scan is handed to the mini program's page, and the web-view goes back to where scanning began.
  await expect.poll(bridge).toContain('navigateTo /pages/scan/index');
  await expect(page).toHaveURL(/\/pages\/index\/home$/);

  // A page that needs a login sends the mini program to its own login, with the way back.
  await page.goto('/pages/login/accountLogin?redirect=%2Fpages%2Fuser%2FaccountInstall');
  await expect
    .poll(bridge)
    .toContain(`redirectTo /${MP_PAGES.login}?redirect=${encodeURIComponent('/pages/user/accountInstall')}`);
});

test('退出登录 in the web-view relaunches the mini program to forget its token; the next open is logged out', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await throwawayPupil('mpweb5');
  const token = await apiLogin(request, account);
  const bridge = await recordBridge(page);
  await page.goto(webViewAddress(baseURL!, mpUrl(mpAddressOf('/pages/index/my')), token));
  await expect(page.getByText(`账号：${account}`)).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '退出登录' }).click();
  const relaunch = `/${MP_PAGES.web}?path=${encodeURIComponent('/pages/index/home')}&logout=1`;
  await expect.poll(bridge).toContain(`reLaunch ${relaunch}`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // What the relaunched page loads: home, with no token handed (its page forgot the kept one).
  await page.goto(webViewAddress(baseURL!, relaunch, null));
  await expect(page).toHaveURL(/\/pages\/index\/home$/);
  await page.goto('/pages/index/my');
  await expect(page.getByText('登录/注册')).toBeVisible();
  // The revoked token is refused by the server: handing it back would not have logged in either.
  const me = await request.get('/api/myInfo/getMyInfo', { headers: apiHeaders(token) });
  expect(((await me.json()) as { code: number }).code).not.toBe(200);
});

test.describe('in a plain browser', () => {
  test.use({ userAgent: undefined });

  test('nothing changes: no shell, no shell chunk, the address and the login as they were', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/pages/book/sampleBook?em_1&jc_x=1');
    await expect(page).toHaveURL(/\/pages\/book\/sampleBook\?em_1&jc_x=1$/);
    expect(await page.evaluate(() => (window as unknown as { __JC_SHELL__?: string }).__JC_SHELL__)).toBe('');
    await openHome(page);
    await page.getByRole('button', { name: '扫一扫' }).click();
    await expect(page).toHaveURL(/\/pages\/user\/camera$/);
    // The shells' platforms (Capacitor's plugins, the JS-SDK) are chunks of their own, never fetched here.
    expect(scripts.filter((s) => /\/(native|miniprogram)-[\w-]+\.js$/.test(s))).toEqual([]);
  });
});
