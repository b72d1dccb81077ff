import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { apiHeaders, apiLogin, dictionaryId, skipBookAds, skipHomeAd, watchLayoutShifts } from './helpers';

// Home's and a book's first screens come rendered in the HTML (docs/first-screens.md, "Server-rendered first
// screens"): the grade cookie picks home's book list; the app hydrates them without asking for that data
// again and without moving anything.

const HOME = '/pages/index/home';

async function gradeCookie(context: BrowserContext, baseURL: string) {
  const value = `${await dictionaryId('grade', '三年级')}.${await dictionaryId('cebie', '上册')}`;
  await context.addCookies([{ name: 'jc_grade', value, url: baseURL }]);
  return value;
}

/** The page's console errors and uncaught exceptions, and the API calls it makes (path and query). */
function watchConsoleAndApi(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  return { errors, asked };
}

test.describe('server-rendered home', () => {
  test(
    'without JavaScript shows the banner, the subject tabs and the books of the cookie grade',
    { tag: '@smoke' },
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        locale: 'zh-CN',
      });
      await gradeCookie(context, baseURL!);
      const page = await context.newPage();
      await page.goto(HOME);
      await expect(page.getByText('三年级(上册)')).toBeVisible();
      const banner = page.getByRole('region', { name: '活动横幅' }).locator('img').first();
      await expect(banner).toBeVisible();
      await expect(banner).toHaveAttribute('fetchpriority', 'high');
      await expect
        .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const tabs = page.getByRole('tablist', { name: '学科' }).getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      expect(await tabs.count()).toBeGreaterThan(1);
      await expect(page.getByRole('list', { name: '图书' }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('list', { name: '图书' })).toContainText('三年级上册');
      await expect(page.getByText('首页', { exact: true })).toBeVisible();
      await page.screenshot({ path: '../.tmp/ssr-home-nojs.png' });
      await context.close();
    },
  );

  test('hydrates without a console error, a second fetch of its data or a layout shift', async ({
    page,
    context,
    baseURL,
  }) => {
    await gradeCookie(context, baseURL!);
    await page.addInitScript((v) => window.localStorage.setItem('gradeValue', JSON.stringify(v)), {
      gradeId: await dictionaryId('grade', '三年级'),
      cebieId: await dictionaryId('cebie', '上册'),
    });
    await skipHomeAd(page);
    const shifts = await watchLayoutShifts(page);
    const { errors, asked } = watchConsoleAndApi(page);
    await page.goto(HOME);
    // Hydrated: the date (the browser's clock) is filled in after the hydration.
    await expect(page.getByText(/\d{4}年\d{1,2}月\d{1,2}日 星期/)).toBeVisible();
    await expect(page.getByRole('list', { name: '图书' })).toContainText('三年级上册');
    // The carousel's loop clones join after the hydration, on the first banner.
    await expect(page.getByRole('group', { name: '1 / 3' })).toBeInViewport();
    await page.waitForTimeout(1_500);
    expect(errors).toEqual([]);
    expect(await shifts()).toBeLessThan(0.01);
    const again = asked.filter((u) =>
      /getDicData\?type=(grade|cebie|subject|mainbanner|mainBuoy)\b|getMainPageBookList|GetAppMenuList/.test(
        u,
      ),
    );
    expect(again).toEqual([]);
    // Still the app: a tab switches the list in place.
    const tabs = page.getByRole('tablist', { name: '学科' }).getByRole('tab');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('a grade cookie without its localStorage (storage cleared) is kept: no picker, no switch', async ({
    page,
    context,
    baseURL,
  }) => {
    await gradeCookie(context, baseURL!);
    await skipHomeAd(page);
    const shifts = await watchLayoutShifts(page);
    await page.goto(HOME);
    await expect(page.getByText(/\d{4}年\d{1,2}月\d{1,2}日 星期/)).toBeVisible();
    await expect(page.getByRole('list', { name: '图书' })).toContainText('三年级上册');
    await expect(page.getByRole('dialog', { name: '请选择孩子的年级' })).toHaveCount(0);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('gradeValue') ?? 'null') as unknown),
    ).toEqual({
      gradeId: await dictionaryId('grade', '三年级'),
      cebieId: await dictionaryId('cebie', '上册'),
    });
    expect(await shifts()).toBeLessThan(0.01);
  });

  test('a grade chosen in the picker is mirrored in the cookie, so the next HTML carries its books', async ({
    page,
    context,
    request,
  }) => {
    await skipHomeAd(page);
    await page.goto(HOME);
    await expect(page.getByText('请选择孩子的年级')).toBeVisible();
    await page.getByText('四年级', { exact: true }).click();
    await page.getByText('下册', { exact: true }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('四年级(下册)')).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'jc_grade');
    expect(cookie?.value).toBe(
      `${await dictionaryId('grade', '四年级')}.${await dictionaryId('cebie', '下册')}`,
    );
    const html = await (await request.get(HOME, { headers: { cookie: `jc_grade=${cookie!.value}` } })).text();
    expect(html).toContain('四年级(下册)');
    expect(html).toMatch(/aria-label="图书"/);
  });

  test('a choice kept before the cookies existed is mirrored at start and shown after the hydration', async ({
    page,
    context,
  }) => {
    await page.addInitScript((v) => window.localStorage.setItem('gradeValue', JSON.stringify(v)), {
      gradeId: await dictionaryId('grade', '三年级'),
      cebieId: await dictionaryId('cebie', '上册'),
    });
    await skipHomeAd(page);
    await page.goto(HOME);
    await expect(page.getByText('三年级(上册)')).toBeVisible();
    await expect(page.getByRole('list', { name: '图书' })).toContainText('三年级上册');
    await expect(page.getByText('请选择孩子的年级')).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'jc_grade')?.value).toBe(
      `${await dictionaryId('grade', '三年级')}.${await dictionaryId('cebie', '上册')}`,
    );
  });
});

const BOOK = '/pages/book/bookDetails?bookNo=927';

test.describe('server-rendered book detail', () => {
  test('without JavaScript shows the cover, the title and the lesson tree', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(BOOK);
    await expect(page.getByRole('heading', { name: '语文 一年级上册' })).toBeVisible();
    const cover = page.getByRole('img', { name: '语文 一年级上册' });
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('width', '150');
    await expect(cover).toHaveAttribute('height', '200');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const tree = page.getByRole('tree', { name: '目录' });
    await expect(tree).toBeVisible();
    const lessons = tree.locator('[role="treeitem"][aria-level="1"]');
    expect(await lessons.count()).toBeGreaterThan(1);
    await expect(lessons.first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '目录' })).toBeVisible();
    // The top ad carousel's first picture (the page's largest) is in the HTML too.
    const ad = page.getByRole('region', { name: '广告位一' }).locator('img').first();
    await expect(ad).toBeVisible();
    await expect.poll(() => ad.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: '../.tmp/ssr-book-nojs.png' });
    await context.close();
  });

  test('hydrates without a console error, a second fetch of the book and its ads or a layout shift', async ({
    page,
  }) => {
    await skipBookAds(page);
    const shifts = await watchLayoutShifts(page);
    const { errors, asked } = watchConsoleAndApi(page);
    await page.goto(BOOK);
    await expect(page.getByRole('heading', { name: '语文 一年级上册' })).toBeVisible();
    // Hydrated: the tree's box takes the window's height in pixels (44svh in the server's markup).
    await expect
      .poll(() => page.getByTestId('lesson-scroll').evaluate((el) => el.style.maxHeight))
      .toBe(`${Math.round(844 * 0.44)}px`);
    await page.waitForTimeout(1_500);
    expect(errors).toEqual([]);
    expect(await shifts()).toBeLessThan(0.01);
    expect(asked.filter((u) => /getBookInfo|getBookChange|getVideoADPic/.test(u))).toEqual([]);
    await page.screenshot({ path: '../.tmp/ssr-book-hydrated.png' });
    // Still the app: a lesson opens in place.
    const first = page
      .getByRole('tree', { name: '目录' })
      .locator('[role="treeitem"][aria-level="1"]')
      .first();
    await first.locator('button').first().click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  test("an operator's edit of a book shows in the next HTML", async ({ request }) => {
    const token = await apiLogin(request, 'admin');
    const bookNo = `SSR${Date.now().toString(36)}`;
    const save = async (data: Record<string, unknown>) => {
      const res = await request.post('/api/admin/catalogue/saveBook', { headers: apiHeaders(token), data });
      const body = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
      expect(body.code, body.msg).toBe(200);
      return body.data;
    };
    const book = await save({
      bookNo,
      title: '服务端渲染的书',
      subjectId: await dictionaryId('subject', '数学'),
      gradeId: await dictionaryId('grade', '一年级'),
      cebieId: await dictionaryId('cebie', '上册'),
      bookarea: '人教版',
    });
    const html = () => request.get(`/pages/book/bookDetails?bookNo=${bookNo}`).then((r) => r.text());
    expect(await html()).toContain('>服务端渲染的书</h1>');
    await save({ ...book, title: '改过名的书' });
    const after = await html();
    expect(after).toContain('>改过名的书</h1>');
    expect(after).not.toContain('服务端渲染的书');
  });

  test('an entry address still redirects before anything renders, then shows the book', async ({ page }) => {
    await skipBookAds(page);
    await page.goto('/book927');
    await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=927$/);
    await expect(page.getByRole('heading', { name: '语文 一年级上册' })).toBeVisible();
  });
});
