import { expect, test } from '../app-test';
import { chooseGrade, openHome, presetGrade, skipHomeAd } from './helpers';

// Entry addresses of spec section 2 land on the page the global guard names. Pages that are not
// built yet show the app's 404 page at the right address.
const ENTRIES: [string, RegExp][] = [
  ['/marketing/927', /\/pages\/book\/bookDetails\?bookNo=927$/],
  ['/book?bookNo=927', /\/pages\/book\/bookDetails\?bookNo=927$/],
  ['/r?s=100500101', /\/pages\/book\/bookDetails\?s=100500101$/],
  ['/r?t=115245', /\/pages\/book\/bookDetails\?t=115245$/],
  ['/r?em=12', /\/pages\/book\/sampleBook\?em_12$/],
  ['/r?x=300', /\/pages\/book\/resourcesDownload\?lessonno=300$/],
  ['/r?d=301', /\/pages\/book\/resourcesDownload\?lessonnoDa=301$/],
  ['/r?bk=7', /\/pages\/book\/bookIndex\?id=7$/],
  ['/twoCode.app?TkBookInfo=927', /\/pages\/book\/bookDetails\?bookNo=927$/],
  ['/twoCode.app?TkAllPptBook=927', /\/pages\/teacher\/downloadDetails\?bookNo=927$/],
  ['/twoCode.app?PdfDownload=55', /\/pages\/book\/resourcesDownload\?lessonnoKa=55$/],
  ['/twoCode.app?TkBookContent=88&type=8', /\/pages\/book\/resourcesDownload\?lessonnoZi=88$/],
  ['/book927y', /\/pages\/book\/readWrite\?current=0$/],
];

test.describe('entry addresses', () => {
  for (const [from, to] of ENTRIES) {
    test(`${from} lands where the spec says`, async ({ page }) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(to);
    });
  }

  test('an unknown page shows the 404 page with a way home', async ({ page }) => {
    await presetGrade(page);
    await page.goto('/pages/nowhere/atAll');
    await expect(page.getByText('页面不存在')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/pages\/index\/home/);
  });

  test('the advert page leads to home, where the grade choice is mandatory', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/pages\/index\/home/, { timeout: 10_000 });
    await expect(page.getByText('请选择孩子的年级')).toBeVisible();
    await expect(page.getByText('我的', { exact: true })).toBeHidden();
    await chooseGrade(page, '三年级', '上册');
    await expect(page.getByText('三年级(上册)')).toBeVisible();
    await expect(page.getByText('我的', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('三年级(上册)')).toBeVisible();
    await expect(page.getByText('请选择孩子的年级')).toBeHidden();
  });
});

test('the grade can be switched from the top bar; the picker closes with a tap outside, Esc or its close button', async ({
  page,
}) => {
  await openHome(page);
  await expect(page.getByText('三年级(上册)')).toBeVisible();
  const picker = page.getByRole('dialog', { name: '切换年级' });
  const open = () => page.getByRole('button', { name: '切换年级' }).first().click();

  await open();
  await expect(picker).toBeVisible();
  await page.mouse.click(195, 60); // the dimmed page above the sheet
  await expect(picker).toBeHidden();
  await open();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await open();
  await picker.getByRole('button', { name: '关闭' }).click();
  await expect(picker).toBeHidden();

  await open();
  await chooseGrade(page, '四年级', '下册');
  await expect(picker).toBeHidden();
  await expect(page.getByText('四年级(下册)')).toBeVisible();
});

test('the first grade choice cannot be dismissed', async ({ page }) => {
  await page.goto('/pages/index/home');
  const picker = page.getByRole('dialog', { name: '请选择孩子的年级' });
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(195, 60);
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: '关闭' })).toHaveCount(0);
  // Android's back gesture closes a modal dialog even when its cancel is refused: the choice comes back.
  await picker.evaluate((dialog: HTMLDialogElement) => dialog.close());
  await expect(picker).toBeVisible();
  await chooseGrade(page, '二年级', '上册');
  await expect(picker).toBeHidden();
  await expect(page.getByText('二年级(上册)')).toBeVisible();
});

test('browsers without a modal <dialog> (iOS before 15.4) get the grade picker as a pop-up', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // @ts-expect-error: removing what old browsers lack
    delete HTMLDialogElement.prototype.showModal;
  });
  // Today's pop-up ad, which comes 500 ms after the grade is chosen, would cover the switcher's button.
  await skipHomeAd(page);
  await page.goto('/pages/index/home');
  const picker = page.getByRole('dialog', { name: '请选择孩子的年级' });
  await expect(picker).toBeVisible();
  await expect(page.locator('dialog')).toHaveCount(0);
  await chooseGrade(page, '五年级', '下册');
  await expect(picker).toBeHidden();
  await expect(page.getByText('五年级(下册)')).toBeVisible();

  await page.getByRole('button', { name: '切换年级' }).first().click();
  const switcher = page.getByRole('dialog', { name: '切换年级' });
  await expect(switcher).toBeVisible();
  await page.mouse.click(195, 60);
  await expect(switcher).toBeHidden();
});

test('launch work: indexAdShow at once, the area tree cached (raw and by code) once the app has settled', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/pages/login/accountLogin');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const stored = (key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
  expect(await stored('indexAdShow')).toBe('true');
  // Not during the first screen: the area tree waits ~10 s after load.
  expect(await stored('areaAllByCode')).toBeNull();
  await page.clock.runFor(15_000);
  await expect.poll(() => stored('areaAllByCode'), { timeout: 10_000 }).not.toBeNull();
  const raw = JSON.parse((await stored('areaAll')) ?? '[]') as { id: string; children?: unknown[] }[];
  const byCode = JSON.parse((await stored('areaAllByCode')) ?? '[]') as { code: string; id?: string }[];
  expect(raw.length).toBeGreaterThan(30);
  expect(byCode).toHaveLength(raw.length);
  expect(byCode[0]!.code).toBe(raw[0]!.id);
  expect(byCode[0]!.id).toBeUndefined();
});

test('the splash in index.html paints before the app script is even requested, then the page replaces it', async ({
  page,
}) => {
  await page.goto('/pages/login/accountLogin');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(page.locator('.splash')).toHaveCount(0);
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/.+\.js$/.test(e.name))
      .map((e) => e.startTime);
    return { firstContentfulPaint: paint?.startTime ?? null, firstScript: Math.min(...scripts) };
  });
  expect(timings.firstContentfulPaint).not.toBeNull();
  expect(timings.firstScript).toBeGreaterThan(timings.firstContentfulPaint!);
});
