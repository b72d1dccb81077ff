import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import {
  apiHeaders,
  apiLogin,
  loginAs,
  playVideoFromStart,
  skipBookAds,
  subjectIds,
  watchLayoutShifts,
  signIn,
} from './helpers';

// The rest of the book detail page: the enterprise-contact prompt and its verification, the
// page's pop-up ad, the choice popups, tablets and landscape. Runs against the demo catalogue: 211
// (数学一年级上册) prompts at percent 0 with the unclosable `video` popup; 927 at 30 % with the default one.

const toast = (page: Page) => page.locator('.adm-toast-main');
const contactPopup = (page: Page) => page.getByTestId('contact-popup');

/** An operator marks whether a user joined the enterprise contact (POST weixinService/setUserWeCom). */
async function setJoined(request: APIRequestContext, account: string, joined: boolean) {
  const admin = await apiLogin(request, 'admin');
  const res = await request.post('/api/weixinService/setUserWeCom', {
    headers: apiHeaders(admin),
    form: { account, joined: String(joined) },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

test.describe('enterprise-contact prompt', () => {
  test('percent 0: 验证中, 验证失败, then joined after an operator marks the user', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await setJoined(request, 'teacher', false);
    await skipBookAds(page);
    await loginAs(page, 'teacher');
    const checks: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/weixinService/checkUserWeCom')) checks.push(Date.now());
    });

    const opened = Date.now();
    await page.goto('/pages/book/bookDetails?bookNo=211');
    await expect(page.getByRole('heading', { name: '数学 一年级上册' })).toBeVisible();
    const popup = contactPopup(page);
    await expect(popup).toBeVisible({ timeout: 4_000 });
    expect(Date.now() - opened).toBeGreaterThan(900);
    await expect(popup.getByRole('heading', { name: '观看完整视频' })).toBeVisible();
    await expect(popup.getByText('添加老师企业微信')).toBeVisible();
    await expect(popup.getByText('解锁全部名师视频课')).toBeVisible();
    await expect(popup.getByText('添加后点击“我已添加”')).toBeVisible();
    // canClose is false for this popup: no close icon.
    await expect(popup.getByRole('button', { name: '关闭' })).toHaveCount(0);

    // Tapping the QR picture counts a hit of that QR.
    const hit = page.waitForResponse((r) => r.url().includes('/api/bookContent/updateHits/2/openQr'));
    await popup.getByRole('button', { name: '企业微信二维码' }).click();
    expect((await hit).status()).toBe(200);

    // Not joined: the check runs 3 times, 3.5 s apart, showing 验证中, then 验证失败.
    await popup.getByRole('button', { name: '我已添加' }).click();
    await expect(popup.getByRole('button', { name: '验证中' })).toBeDisabled();
    await expect(toast(page)).toHaveText('验证失败', { timeout: 10_000 });
    expect(checks).toHaveLength(3);
    for (let i = 1; i < checks.length; i++) {
      const gap = (checks[i] ?? 0) - (checks[i - 1] ?? 0);
      expect(gap).toBeGreaterThan(3_300);
      expect(gap).toBeLessThan(4_500);
    }
    await expect(popup.getByRole('button', { name: '我已添加' })).toBeEnabled();

    // An operator marks the user; the next tap closes the popup at once.
    await setJoined(request, 'teacher', true);
    await popup.getByRole('button', { name: '我已添加' }).click();
    await expect(popup).toBeHidden();
    expect(checks).toHaveLength(4);

    // Joined users are not asked again.
    await page.reload();
    await expect(page.getByRole('heading', { name: '数学 一年级上册' })).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(contactPopup(page)).toHaveCount(0);
    await setJoined(request, 'teacher', false);
  });

  test('percent 30: the video pauses at 30 % and the closable popup shows once', async ({
    page,
    request,
  }) => {
    await setJoined(request, 'student', false);
    await skipBookAds(page);
    await signIn(page, 'student');
    await page.goto('/pages/book/bookDetails?s=100500101');
    await expect(page.getByText('正在播放：《天地人》名师讲解')).toBeVisible();
    const video = await playVideoFromStart(page);
    const popup = contactPopup(page);
    await expect(popup).toBeVisible({ timeout: 8_000 });
    await expect(popup.getByRole('heading', { name: '添加班主任老师' })).toBeVisible();
    // 30 % of the 6 s video.
    const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    expect(at).toBeGreaterThan(1.7);
    expect(at).toBeLessThan(3);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    // Closable: close, play on; the prompt does not come back on this visit.
    await popup.getByRole('button', { name: '关闭' }).click();
    await expect(popup).toBeHidden();
    await playVideoFromStart(page);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 8_000 })
      .toBeGreaterThan(2.5);
    await expect(contactPopup(page)).toHaveCount(0);
  });

  test('anonymous visitors are not prompted', async ({ page }) => {
    await skipBookAds(page);
    await page.goto('/pages/book/bookDetails?bookNo=211');
    await expect(page.getByRole('heading', { name: '数学 一年级上册' })).toBeVisible();
    await page.waitForTimeout(1_800);
    await expect(contactPopup(page)).toHaveCount(0);
  });
});

test.describe('pop-up ad', () => {
  test('appears 500 ms after load once a day per subject; a tap counts and opens its contact QR', async ({
    page,
  }) => {
    await page.goto('/pages/book/bookDetails?bookNo=927');
    await expect(page.getByRole('heading', { name: '语文 一年级上册' })).toBeVisible();
    const ad = page.getByRole('dialog', { name: '添加班主任老师' });
    await expect(ad).toBeVisible();
    const key = await page.evaluate(() =>
      Object.keys(window.localStorage).find((k) => k.startsWith('adShownDate:bookDetails:')),
    );
    expect((await subjectIds()).map((id) => `adShownDate:bookDetails:${id}`)).toContain(key);
    await ad.getByRole('button', { name: '关闭广告' }).click();
    await expect(ad).toBeHidden();

    // Once a day: not again today for this subject.
    await page.reload();
    await expect(page.getByRole('heading', { name: '语文 一年级上册' })).toBeVisible();
    await page.waitForTimeout(1_200);
    await expect(page.getByRole('dialog', { name: '添加班主任老师' })).toHaveCount(0);

    // Another subject has its own day.
    await page.goto('/pages/book/bookDetails?bookNo=211');
    const mathAd = page.getByRole('dialog', { name: '添加班主任老师' });
    await expect(mathAd).toBeVisible();
    // The ad has no address but a contact QR: the tap counts a hit and opens the (closable) popup.
    const hit = page.waitForResponse((r) => /\/api\/bookContent\/updateHits\/\d+\/ad$/.test(r.url()));
    await mathAd.getByRole('button').first().click();
    expect((await hit).status()).toBe(200);
    const popup = contactPopup(page);
    await expect(popup.getByRole('heading', { name: '添加班主任老师' })).toBeVisible();
    await popup.getByRole('button', { name: '关闭' }).click();
    await expect(popup).toBeHidden();
  });
});

test.describe('choices', () => {
  test('a code of several books offers them by title', async ({ page }) => {
    await skipBookAds(page);
    await page.goto('/pages/book/bookDetails?bookNo=YW1');
    const sheet = page.getByRole('dialog', { name: '请选择图书' });
    await expect(sheet).toBeVisible();
    const list = sheet.getByRole('list', { name: '可选图书' });
    await expect(list.getByRole('button')).toHaveText(['语文 一年级上册', '语文 一年级下册']);
    // The book was only missing as a number: no failure toast.
    await expect(toast(page)).toHaveCount(0);
    await list.getByRole('button', { name: '语文 一年级下册' }).click();
    await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=112$/);
    await expect(page.getByRole('heading', { name: '语文 一年级下册' })).toBeVisible();
  });

  test('a code of one book opens it; an unknown one still fails', async ({ page }) => {
    await skipBookAds(page);
    await page.goto('/pages/book/bookDetails?bookNo=bk362');
    await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=362$/);
    await expect(page.getByRole('heading', { name: '英语 六年级下册' })).toBeVisible();
    await page.goto('/pages/book/bookDetails?bookNo=nothing1');
    await expect(toast(page)).toHaveText(/获取书籍信息失败/);
  });

  test('without a book, the two sample lessons are offered', async ({ page }) => {
    await skipBookAds(page);
    await page.goto('/pages/book/bookDetails');
    const sheet = page.getByRole('dialog', { name: '请选择要学习的课程' });
    const choices = sheet.getByRole('list', { name: '可选图书' }).getByRole('button');
    await expect(choices).toHaveCount(2);
    await expect(choices.nth(0)).toContainText('语文 一年级上册');
    await expect(choices.nth(0)).toContainText('视频');
    await expect(choices.nth(1)).toContainText('英语 三年级上册');
    await expect(choices.nth(1)).toContainText('音频');
    await choices.nth(1).click();
    await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?t=115245$/);
    await expect(page.getByTestId('audio-player')).toBeVisible();

    await page.goto('/pages/book/bookDetails');
    await page
      .getByRole('dialog', { name: '请选择要学习的课程' })
      .getByRole('button', { name: '取消' })
      .click();
    await expect(page).toHaveURL(/\/pages\/index\/home/);
  });
});

test.describe('tablet 768x1024', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('no ad carousels, a 500 px column, the tree in 44 % and the video in 48 % of the window', async ({
    page,
  }) => {
    await skipBookAds(page);
    await page.goto('/pages/book/bookDetails?s=100500101');
    await expect(page.getByText('正在播放：《天地人》名师讲解')).toBeVisible();
    await expect(page.getByRole('region', { name: /^广告位/ })).toHaveCount(0);
    const column = await page.getByRole('heading', { name: '语文 一年级上册' }).evaluate((h) => {
      const main = h.closest('section')?.parentElement;
      return main ? main.getBoundingClientRect().width : 0;
    });
    expect(column).toBe(500);
    const player = await page.getByTestId('video-player').boundingBox();
    expect(Math.round(player?.height ?? 0)).toBe(Math.round(1024 * 0.48));
    const treeMax = await page.getByTestId('lesson-scroll').evaluate((el) => getComputedStyle(el).maxHeight);
    expect(treeMax).toBe(`${Math.round(1024 * 0.44)}px`);
  });

  test("the server's phone markup moves nothing when the page learns it is on a tablet", async ({ page }) => {
    // The server renders a phone's page (with the ad carousels); the tablet drops them after the hydration.
    await skipBookAds(page);
    const shifts = await watchLayoutShifts(page);
    await page.goto('/pages/book/bookDetails?bookNo=927');
    await expect(page.getByRole('heading', { name: '语文 一年级上册' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^广告位/ })).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await shifts()).toBeLessThan(0.01);
  });
});

test.describe('landscape phone', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test('asks to come back in portrait', async ({ page }) => {
    await skipBookAds(page);
    await page.goto('/pages/book/bookDetails?bookNo=927');
    await expect(page.getByRole('alert').filter({ hasText: '请退出并以竖屏模式进入' })).toBeVisible();
  });
});
