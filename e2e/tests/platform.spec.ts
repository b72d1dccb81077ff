import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../chromium';
import { phone } from '../playwright.config';
import { openHome, signIn } from './helpers';

// The platform layer (docs/platform.md): device permissions (explanation overlay, denied once,
// denied for good), the mini-program redirect under a messenger and a desktop user agent, the update
// dialog of the installed app with a real download, and the customer-service desks. The reminders page
// and its push delivery are reminders.spec.ts.

const ANDROID_MESSENGER =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 NetType/WIFI Language/zh_CN';
const DESKTOP_MESSENGER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

const BLOCKED = '操作权限已被拒绝，请手动前往设置';
const toast = (page: Page) => page.locator('.adm-toast-main');
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/scan/${name}`, import.meta.url));

/** Records every permission explanation overlay the page shows (it may be up only for a moment). */
async function recordExplanations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __explained: string[] }).__explained = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement && n.dataset.permissionExplain) seen.push(n.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}
const explained = (page: Page) =>
  page.evaluate(() => (window as unknown as { __explained: string[] }).__explained);

/** A browser of its own with a fake camera showing the entry QR code (launch options are per browser). */
async function cameraBrowser(fakeUi: boolean) {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      ...(fakeUi ? ['--use-fake-ui-for-media-stream'] : []),
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${fixture('camera-qr-entry.y4m')}`,
    ],
  });
}

test.describe('camera permission', () => {
  test('granted (Chromium permission override): no explanation, the camera scans', async ({ baseURL }) => {
    const browser = await cameraBrowser(false);
    try {
      const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...phone });
      await context.grantPermissions(['camera']);
      await recordExplanations(context);
      const page = await context.newPage();
      await openHome(page);
      await page.getByRole('button', { name: '扫一扫' }).click();
      await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?s=100500101$/, { timeout: 15_000 });
      expect(await explained(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('never asked: the explanation shows while the browser asks; refused for good, the settings modal; asked again, the modal at once', async ({
    baseURL,
  }) => {
    // Headless Chromium answers a camera request with a refusal it keeps (the state becomes 'denied'),
    // so this is the "denied for good" path; "denied once" (a dismissed prompt) is a unit test.
    const browser = await cameraBrowser(false);
    try {
      const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...phone });
      await recordExplanations(context);
      const page = await context.newPage();
      await openHome(page);
      await page.getByRole('button', { name: '扫一扫' }).click();
      const modal = page.getByRole('dialog').filter({ hasText: BLOCKED });
      await expect(modal).toBeVisible();
      const shown = await explained(page);
      expect(shown).toHaveLength(1);
      expect(shown[0]).toContain('相机权限使用说明');
      expect(shown[0]).toContain('未经授权将无法使用该功能');
      // The overlay is gone once the browser answered.
      await expect(page.locator('[data-permission-explain]')).toHaveCount(0);
      await expect(
        page.getByRole('alert').filter({ hasText: '请打开摄像头权限以使用此功能' }),
      ).toBeAttached();
      await modal.getByRole('button', { name: '立即设置' }).click();
      const steps = page.getByRole('dialog').filter({ hasText: '允许使用摄像头' });
      await expect(steps).toContainText('网站设置');
      await steps.getByRole('button', { name: '知道了' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The album still works.
      await page.getByLabel('从相册选择图片').setInputFiles(fixture('ean13-221.png'));
      await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=221$/);

      // Back on the scanner: already denied, so no explanation and no request, the modal straight away.
      await page.goto('/pages/user/camera');
      await expect(page.getByRole('dialog').filter({ hasText: BLOCKED })).toBeVisible();
      expect(await explained(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
      await expect(page.getByRole('alert')).toContainText('请打开摄像头权限以使用此功能');
    } finally {
      await browser.close();
    }
  });
});

test.describe('mini-program redirect', () => {
  test('in the messenger on a phone: 500 ms after load, the deep link to the sample book with the query', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      ...phone,
      userAgent: ANDROID_MESSENGER,
    });
    const page = await context.newPage();
    const deepLinks: { url: string; at: number }[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('weixin:')) deepLinks.push({ url: r.url(), at: Date.now() });
    });
    const loaded = Date.now();
    await page.goto('/pages/other/toWxMp?query=bookNo%3D927');
    await expect(page.getByRole('heading', { name: '正在打开小程序…' })).toBeVisible();
    await expect.poll(() => deepLinks.length, { timeout: 3000 }).toBe(1);
    const link = new URL(deepLinks[0]?.url ?? '');
    expect(link.protocol).toBe('weixin:');
    expect(link.searchParams.get('path')).toBe('pages/book/sampleBook');
    expect(link.searchParams.get('query')).toBe('bookNo=927');
    expect(link.searchParams.get('appid')).toMatch(/^wx/);
    expect((deepLinks[0]?.at ?? 0) - loaded).toBeGreaterThanOrEqual(500);
    await expect(page.getByTestId('mp-mask')).toHaveCount(0);

    // Only a scan value: home with q.
    deepLinks.length = 0;
    await page.goto('/pages/other/toWxMp?q=https%3A%2F%2Fjiaocai.example.cn%2Fr%3Fs%3D100500101');
    await expect.poll(() => deepLinks.length, { timeout: 3000 }).toBe(1);
    const home = new URL(deepLinks[0]?.url ?? '');
    expect(home.searchParams.get('path')).toBe('pages/index/home');
    expect(home.searchParams.get('query')).toBe('q=https%3A%2F%2Fjiaocai.example.cn%2Fr%3Fs%3D100500101');
    await context.close();
  });

  test('on a desktop: the mask, no redirect; a tap toasts for 2 s', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      viewport: { width: 390, height: 844 },
      locale: 'zh-CN',
      userAgent: DESKTOP_MESSENGER,
    });
    const page = await context.newPage();
    const deepLinks: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('weixin:')) deepLinks.push(r.url());
    });
    await page.goto('/pages/other/toWxMp?query=bookNo%3D927');
    const mask = page.getByTestId('mp-mask');
    await expect(mask).toContainText('请在小程序中打开');
    await page.waitForTimeout(1200);
    expect(deepLinks).toEqual([]);
    await mask.click();
    const clicked = Date.now();
    await expect(toast(page)).toHaveText('请点击右上角在小程序中打开');
    // Timed from the click (it cannot hide sooner than 2 s after it) and from when it was seen (it
    // hides about 2 s after that): on a loaded machine the toast can take a second to show at all.
    const seen = Date.now();
    await expect(toast(page)).toBeHidden({ timeout: 4000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1800);
    expect(Date.now() - seen).toBeLessThan(3500);
    expect(deepLinks).toEqual([]);
    await context.close();
  });
});

test.describe('update dialog of the installed app', () => {
  /** An Android phone with notifications allowed (so the startup reminder stays away). */
  async function androidApp(browserContext: () => Promise<BrowserContext>) {
    const context = await browserContext();
    await context.grantPermissions(['notifications']);
    return context.newPage();
  }

  test('forced (1.0.0 → 1.3.0): one button, the real file streamed with progress in 2 % steps and saved, 重启', async ({
    browser,
    baseURL,
  }) => {
    const page = await androidApp(() =>
      browser.newContext({
        ...(baseURL ? { baseURL } : {}),
        ...phone,
        userAgent: ANDROID,
        acceptDownloads: true,
      }),
    );
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/thirdpart/appUpdate/')) asked.push(r.url());
    });
    await page.goto('/pages/other/serviceWeb?installed=1');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('发现新版本 v1.3.0');
    expect(asked[0]).toMatch(/appUpdate\/android\?version=1\.0\.0$/);
    await expect(dialog).toContainText('必要更新');
    await expect(dialog.getByRole('button')).toHaveCount(1);
    // A slow line (about 150 KB/s), so the streamed progress is seen on its way: every percent shown.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 150 * 1024,
      uploadThroughput: 150 * 1024,
    });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __percents: number[] }).__percents = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="update-percent"]')?.textContent;
        const n = text ? Number.parseInt(text, 10) : NaN;
        if (!Number.isNaN(n) && seen.at(-1) !== n) seen.push(n);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const file = page.waitForResponse((r) => r.url().endsWith('/media/app/jiaocai-1.3.0.apk'));
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '立即升级' }).click();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    const response = await file;
    expect(response.status()).toBe(200);
    expect((await response.body()).byteLength).toBeGreaterThan(100_000);
    expect((await download).suggestedFilename()).toBe('jiaocai-1.3.0.apk');
    await expect(dialog).toContainText('更新完成，重启后生效', { timeout: 15_000 });
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // The percent rose in steps of at least 2 (spec section 9), through many values on the way.
    const percents = await page.evaluate(() => (window as unknown as { __percents: number[] }).__percents);
    expect(percents.length).toBeGreaterThan(5);
    for (let i = 1; i < percents.length; i += 1) {
      const step = (percents[i] ?? 0) - (percents[i - 1] ?? 0);
      expect(step >= 2 || percents[i] === 100).toBe(true);
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await dialog.getByRole('button', { name: '重启' }).click();
    // Restarted: still 1.0.0, so the forced dialog is back.
    await expect(page.getByRole('dialog')).toContainText('发现新版本 v1.3.0');
  });

  test('optional (1.2.0 → 1.3.0): 取消 closes; a failed download says 文件下载失败 and retries', async ({
    browser,
    baseURL,
  }) => {
    const page = await androidApp(() =>
      browser.newContext({ ...(baseURL ? { baseURL } : {}), ...phone, userAgent: ANDROID }),
    );
    await page.goto('/pages/other/serviceWeb?installed=1&appVersion=1.2.0');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('发现新版本 v1.3.0');
    await expect(dialog.getByRole('button', { name: '取消' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '立即升级' })).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /在线客服/ })).toBeVisible();

    // Again, with the file refused once.
    let refuse = true;
    await page.route('**/media/app/*.apk', (route) =>
      refuse ? route.fulfill({ status: 500, body: 'x' }) : route.continue(),
    );
    await page.reload();
    await page.getByRole('dialog').getByRole('button', { name: '立即升级' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('文件下载失败');
    refuse = false;
    await page.getByRole('dialog').getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('dialog')).toContainText('更新完成，重启后生效');
  });

  test('the startup notification reminder shows once, with one button', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      ...phone,
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
    });
    const page = await context.newPage();
    await page.goto('/pages/other/serviceWeb?installed=1');
    const reminder = page.getByRole('dialog').filter({ hasText: '通知权限提醒' });
    await expect(reminder).toContainText('开启通知后');
    await expect(reminder.getByRole('button')).toHaveCount(1);
    await reminder.getByRole('button', { name: '去开启' }).click();
    await expect(reminder).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: /在线客服/ })).toBeVisible();
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog').filter({ hasText: '通知权限提醒' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('customer service', () => {
  test('the desks: QR, tel: link and hours; a wrong type says so', async ({ page }) => {
    await page.goto('/pages/other/customerconsultation?type=kefu_ks');
    await expect(page.getByRole('heading', { name: '教材服务' })).toBeVisible();
    await expect(page.getByRole('img', { name: '教材服务二维码' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^客服电话 [\d -]+ 拨打$/ })).toHaveAttribute(
      'href',
      /^tel:[\d-]+$/,
    );
    await expect(page.getByText('工作时间')).toBeVisible();
    await page.goto('/pages/other/customerconsultation?type=kefu_x');
    await expect(page.getByRole('heading', { name: '没有这个客服' })).toBeVisible();
  });

  test('the enterprise contact asks again with 我已添加; the service list leads to every desk', async ({
    page,
  }) => {
    await page.goto('/pages/other/customerconsultationTwo');
    await expect(page.getByRole('img', { name: '企业微信客服二维码' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去登录' })).toBeVisible();
    await signIn(page, 'student');
    await page.goto('/pages/other/customerconsultationTwo');
    await page.getByRole('button', { name: '我已添加' }).click();
    await expect(toast(page)).toHaveText('暂未查询到添加记录，请添加后再试');
    await page.goto('/pages/other/serviceWeb');
    await page
      .getByRole('link', { name: /微信客服/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pages\/other\/(toWxCustomer|customerconsultationTwo)$/);
    await page.goto('/pages/other/toWxCustomer');
    await expect(page.getByRole('heading', { name: '微信客服' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^客服电话 [\d -]+ 拨打$/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await page.goto('/pages/other/webApp?url=javascript:alert(1)');
    await expect(page.getByRole('heading', { name: '无法打开该应用' })).toBeVisible();
  });
});
