import { chromium, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../chromium';
import { phone } from '../playwright.config';
import { openHome } from './helpers';

// The scan page (/pages/user/camera): the album fallback with committed pictures of real codes, the
// camera refusal, and the live camera fed a QR code through Chromium's fake capture device.
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/scan/${name}`, import.meta.url));
const toast = (page: Page) => page.locator('.adm-toast-main');
const SCAN_FAILED = '扫描失败，请使用微信扫一扫';
const album = (page: Page) => page.getByLabel('从相册选择图片');

/** Opens the scanner from the home page's scan button. */
async function openScanner(page: Page) {
  await openHome(page);
  await page.getByRole('button', { name: '扫一扫' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/camera$/);
  await expect(page.getByRole('heading', { name: '扫一扫' })).toBeVisible();
  // The decoder is ready once the album button is enabled.
  await expect(page.getByRole('button', { name: '从相册选择' })).toBeEnabled({ timeout: 15_000 });
}

test.describe('scanning from the album (this browser has no camera)', () => {
  test('a missing camera explains itself and keeps the album; the decoder comes from our own server', async ({
    page,
  }) => {
    const wasm: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('.wasm')) wasm.push(r.url());
    });
    await openScanner(page);
    // This browser has no camera at all.
    await expect(page.getByRole('alert')).toContainText('没有找到摄像头');
    await expect(page.getByRole('button', { name: '重新打开摄像头' })).toBeVisible();
    expect(wasm).toHaveLength(1);
    expect(new URL(wasm[0] ?? '').origin).toBe(new URL(page.url()).origin);
  });

  test('a QR code of an entry address opens its lesson; back returns home', async ({ page }) => {
    await openScanner(page);
    await album(page).setInputFiles(fixture('qr-entry.png'));
    await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?s=100500101$/);
    await expect(page.getByRole('heading', { name: '语文 一年级上册' })).toBeVisible();
    await expect(page.getByText('正在播放：《天地人》名师讲解')).toBeVisible();
    // The scanner replaced itself with the target.
    await page.goBack();
    await expect(page).toHaveURL(/\/pages\/index\/home$/);
  });

  test('an EAN-13 barcode on a back cover opens that book', async ({ page }) => {
    await openScanner(page);
    await album(page).setInputFiles(fixture('ean13-221.png'));
    await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=221$/);
    await expect(page.getByRole('heading', { name: '数学 二年级上册' })).toBeVisible();
  });

  test('an unknown QR code, an unknown barcode and a picture without a code toast and stay', async ({
    page,
  }) => {
    await openScanner(page);
    await album(page).setInputFiles(fixture('qr-unknown.png'));
    await expect(toast(page)).toHaveText(SCAN_FAILED);
    await expect(toast(page)).toBeHidden({ timeout: 5_000 });

    const lookups: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/bookmain/getBookByTXM')) lookups.push(r.status());
    });
    await album(page).setInputFiles(fixture('ean13-unknown.png'));
    await expect(toast(page)).toHaveText(SCAN_FAILED);
    expect(lookups).toEqual([404]);
    await expect(toast(page)).toBeHidden({ timeout: 5_000 });

    await album(page).setInputFiles(fixture('no-code.png'));
    await expect(toast(page)).toHaveText('扫描失败，未识别到二维码或条形码');
    await expect(page).toHaveURL(/\/pages\/user\/camera$/);
  });
});

/**
 * A browser of its own (launch options are per worker) with a fake camera playing a committed picture of
 * the entry QR code; `allow` grants the camera without asking, else the permission request is refused.
 */
async function withCamera(allow: boolean, baseURL: string | undefined, run: (page: Page) => Promise<void>) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      ...(allow ? ['--use-fake-ui-for-media-stream'] : []),
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${fixture('camera-qr-entry.y4m')}`,
    ],
  });
  try {
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      ...phone,
    });
    const page = await context.newPage();
    await openHome(page);
    await page.getByRole('button', { name: '扫一扫' }).click();
    await run(page);
  } finally {
    await browser.close();
  }
}

test.describe('scanning with the camera', () => {
  test('the camera reads the QR code in the viewfinder and opens its lesson', async ({ baseURL }) => {
    await withCamera(true, baseURL, async (page) => {
      await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?s=100500101$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { name: '语文 一年级上册' })).toBeVisible();
    });
  });

  test('a refused camera asks for the permission and keeps the album', async ({ baseURL }) => {
    await withCamera(false, baseURL, async (page) => {
      await expect(page.getByRole('alert')).toContainText('请打开摄像头权限以使用此功能');
      await expect(page.getByRole('button', { name: '从相册选择' })).toBeEnabled({ timeout: 15_000 });
      await album(page).setInputFiles(fixture('ean13-221.png'));
      await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=221$/);
    });
  });
});
