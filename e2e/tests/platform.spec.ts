import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../chromium';
import { phone } from '../playwright.config';
import { openHome, signIn } from './helpers';

// The platform layer (docs/web.md, "Platform"): device permissions (explanation overlay, denied once,
// denied for good), the mini-program redirect under a messenger and a desktop user agent, the update
// dialog of the installed app with a real download, and the reminders page.

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
    await expect(toast(page)).toBeHidden({ timeout: 4000 });
    const shownFor = Date.now() - clicked;
    expect(shownFor).toBeGreaterThanOrEqual(1800);
    expect(shownFor).toBeLessThan(3500);
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
    await expect(page.getByRole('link', { name: /拨打客服电话/ })).toHaveAttribute('href', /^tel:[\d-]+$/);
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
    await expect(page.getByRole('link', { name: /拨打客服电话/ })).toHaveAttribute('href', /^tel:/);
    await page.goto('/pages/other/webApp?url=javascript:alert(1)');
    await expect(page.getByRole('heading', { name: '无法打开该应用' })).toBeVisible();
  });
});

// The reminder tests use accounts the demo seed gives no reminders (the student has three) and no other
// spec logs in with in the browser, so each starts from an empty list.
test.describe('reminders', () => {
  test('list, add, switch off, edit and delete', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/pages/user/reminders');
    await expect(page.getByRole('heading', { name: '推送通知' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '还没有提醒' })).toBeVisible();
    await page.getByRole('button', { name: '添加提醒' }).click();
    const sheet = page.locator('.adm-popup-body');
    await sheet.getByRole('radio').first().click();
    await sheet.getByRole('button', { name: '周六' }).click();
    await sheet.getByRole('button', { name: '保存' }).click();
    await expect(toast(page)).toHaveText('提醒已添加');
    const item = page.getByRole('listitem').first();
    await expect(item).toContainText('20:00');
    await expect(item).toContainText('周一、周二、周三、周四、周五、周六');
    await expect(item).toContainText('下次提醒');
    await item.getByRole('switch').click();
    await expect(item).toContainText('已关闭');
    await item.getByRole('button', { name: '编辑' }).click();
    await sheet.getByRole('button', { name: '周六' }).click();
    await sheet.getByRole('button', { name: '保存' }).click();
    await expect(item).toContainText('工作日');
    await item.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('heading', { name: '还没有提醒' })).toBeVisible();
  });
});

// ---------------------------------------------------------------- push delivery

/** RFC 8291 (aes128gcm) decryption of a Web Push body with the subscription's private key. */
function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  const secret = ecdh.computeSecret(serverKey);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    serverKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(auth, secret), info);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The padding delimiter 0x02 ends the last record's data.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

/** A local push service: records each POST's headers and body. */
async function pushService(): Promise<{
  server: Server;
  url: string;
  received: { headers: Record<string, unknown>; body: Buffer }[];
}> {
  const received: { headers: Record<string, unknown>; body: Buffer }[] = [];
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(parts) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}/push/e2e-device`, received };
}

test.describe('reminder push', () => {
  test.skip(
    !process.env.REMINDER_TICK_MS,
    'needs the scheduler running: REMINDER_TICK_MS=2000 (docs/web.md, "Reminders")',
  );
  test.setTimeout(200_000);

  test("a reminder due the next minute is pushed encrypted to this browser's subscription, and the worker shows it", async ({
    page,
    context,
  }) => {
    const service = await pushService();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    try {
      // Headless Chromium has no push service of its own: its PushManager hands out a subscription of
      // the local one (same shape as a real PushSubscription).
      await context.grantPermissions(['notifications']);
      await context.addInitScript(
        ({ endpoint, p256dh, authKey }) => {
          let current: unknown = null;
          const make = (key: ArrayBuffer | null) => ({
            endpoint,
            expirationTime: null,
            options: { applicationServerKey: key, userVisibleOnly: true },
            toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth: authKey } }),
            unsubscribe: () => {
              current = null;
              return Promise.resolve(true);
            },
          });
          PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
            const key = options?.applicationServerKey;
            const bytes =
              key instanceof ArrayBuffer ? key : ArrayBuffer.isView(key) ? key.buffer.slice(0) : null;
            current = make(bytes ?? null);
            return Promise.resolve(current as PushSubscription);
          };
          PushManager.prototype.getSubscription = () => Promise.resolve(current as PushSubscription | null);
        },
        {
          endpoint: service.url,
          p256dh: ecdh.getPublicKey().toString('base64url'),
          authKey: auth.toString('base64url'),
        },
      );
      await signIn(page, 'admin');
      await page.goto('/pages/user/reminders');
      await page.getByRole('button', { name: '开启推送' }).click();
      await expect(toast(page)).toHaveText('推送通知已开启');
      await expect(page.getByText('已开启', { exact: true })).toBeVisible();

      // A reminder every day at the next minute (Asia/Shanghai): saving claims the current minute's slot,
      // so with under 30 s of this minute left the one after is taken, lest a slow save reach it first.
      const ahead = new Date().getSeconds() < 30 ? 60_000 : 120_000;
      const now = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Shanghai',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(new Date(Date.now() + ahead))
        .split(':');
      await page.getByRole('button', { name: '添加提醒' }).click();
      const sheet = page.locator('.adm-popup-body');
      await sheet.getByRole('radio').first().click();
      const title = (await sheet.getByRole('radio').first().textContent()) ?? '';
      for (const day of ['周六', '周日']) await sheet.getByRole('button', { name: day }).click();
      await sheet.getByText(`${now[0]}时`, { exact: true }).dispatchEvent('click');
      await sheet.getByText(`${now[1]}分`, { exact: true }).dispatchEvent('click');
      // Both wheels show the picks (the picker reports them to the form right after).
      const picked = sheet.locator('.adm-picker-view-column-item[data-selected="true"]');
      await expect(picked.filter({ hasText: `${now[0]}时` })).toHaveCount(1);
      await expect(picked.filter({ hasText: `${now[1]}分` })).toHaveCount(1);
      await page.waitForTimeout(400);
      await sheet.getByRole('button', { name: '保存' }).click();
      // Found by its time: a retry of this test finds the first attempt's reminder in the list too.
      const saved = page.getByRole('listitem').filter({ hasText: `${now[0]}:${now[1]}` });
      await expect(saved).toHaveCount(1);
      await expect(saved).toContainText('每天');

      // The server's scheduler pushes it to the local push service, encrypted for this subscription.
      await expect.poll(() => service.received.length, { timeout: 130_000 }).toBeGreaterThan(0);
      const push = service.received[0];
      expect(push?.headers['content-encoding']).toBe('aes128gcm');
      expect(String(push?.headers.authorization)).toMatch(/^vapid t=/);
      const payload = JSON.parse(decryptPush(push?.body ?? Buffer.alloc(0), ecdh, auth)) as {
        title: string;
        body: string;
        path: string;
      };
      expect(payload.title).toBe(title);
      expect(payload.path).toMatch(/^\/pages\//);

      // The same payload delivered to the app's service worker becomes a notification.
      const registration = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.ready;
        return r.scope;
      });
      const origin = new URL(registration).origin;
      const pageCdp = await context.newCDPSession(page);
      await pageCdp.send('ServiceWorker.enable');
      const registrationId = await new Promise<string>((resolve) => {
        pageCdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
          const found = e.registrations.find((r) => r.scopeURL === registration);
          if (found) resolve(found.registrationId);
        });
      });
      const shown = () =>
        page.evaluate(async () => {
          const r = await navigator.serviceWorker.ready;
          return (await r.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            data: n.data as unknown,
          }));
        });
      // On a busy machine the worker may not take the first delivery; the payload's tag makes a repeated
      // one replace the notification, never add a second.
      await expect
        .poll(
          async () => {
            const list = await shown();
            if (list.length === 0)
              await pageCdp.send('ServiceWorker.deliverPushMessage', {
                origin,
                registrationId,
                data: JSON.stringify(payload),
              });
            return list;
          },
          { timeout: 20_000, intervals: [500, 1000, 2000] },
        )
        .toEqual([{ title: payload.title, body: payload.body, data: { path: payload.path } }]);
    } finally {
      service.server.close();
    }
  });
});
