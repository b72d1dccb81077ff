import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { apiHeaders, apiLogin, consoleLogin, desktop, throwawayPupil, signIn } from './helpers';

// The console at both desktop sizes (1280×800 and 1920×1080): every page of the side menu
// loads its data without a failure and without a horizontal scroll; and a review is decided with the
// keyboard alone (Tab, typing, Enter), as an operator without a mouse would.
test.use(desktop);
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Where to keep a 1920×1080 screenshot of every page, to look at them (none unless set: 27 shots a run). */
const SHOTS = process.env.CONSOLE_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** The addresses of the side menu's entries, in menu order. */
async function menuPages(page: Page): Promise<{ href: string; label: string }[]> {
  const links = page.getByRole('navigation', { name: '后台菜单' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((as) =>
    as.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.textContent?.trim() ?? '' })),
  );
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`every menu page loads at ${size.width}×${size.height} without a horizontal scroll`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await consoleLogin(page);
    const pages = await menuPages(page);
    expect(pages.length).toBeGreaterThanOrEqual(25);
    for (const { href, label } of pages) {
      // Within the app, as the menu goes (a reload per page would load and parse antd 27 times: most of
      // this test's 1.6-1.8 min on a busy machine). React Router follows a popstate to the new address.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, href);
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 3 }).first(), label).toBeVisible({ timeout: 10_000 });
      // Loaded: no skeleton left, and no failure state (the one page state says 加载失败 with 重试).
      await expect(page.locator('.ant-skeleton-active'), label).toHaveCount(0);
      await expect(page.getByRole('button', { name: '重试' }), label).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${label} (${href}) scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      if (SHOTS && size.width === 1920)
        await page.screenshot({ path: `${SHOTS}/${href.replace(/\W+/g, '_')}-1920.png` });
    }
  });
}

/** Presses Tab (or `key`) until `target` has the focus (at most `limit` presses); fails otherwise. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 80, key = 'Tab') {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('a feedback is answered with the keyboard alone', async ({ page, request }) => {
  const account = 'kbpupil';
  await throwawayPupil(account);
  const token = await apiLogin(request, account);
  const res = await request.post('/api/myInfo/saveFeedback', {
    headers: apiHeaders(token),
    multipart: { category: '产品建议', content: '键盘操作：希望字体再大一些。' },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);

  await signIn(page, 'admin');
  await page.goto('/admin/feedback');
  const row = page.getByRole('row').filter({ hasText: '键盘操作：希望字体再大一些。' });
  await expect(row).toHaveCount(1);

  // From the top of the page, Tab reaches the row's 回复 button; Enter opens the reply with its field focused.
  await page.locator('body').focus();
  await tabTo(page, row.getByRole('button', { name: '回复' }), 120);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: /回复 .* 的反馈/ });
  await expect(modal.getByLabel('回复内容')).toBeFocused();
  // Sending an empty reply is refused in place.
  await tabTo(page, modal.getByRole('button', { name: '发送回复' }));
  await page.keyboard.press('Enter');
  await expect(modal.getByText('请填写回复内容')).toBeVisible();
  await tabTo(page, modal.getByLabel('回复内容'), 10, 'Shift+Tab');
  await page.keyboard.type('谢谢，已调大默认字号。');
  await tabTo(page, modal.getByRole('button', { name: '发送回复' }));
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  // Answered, it leaves the queue of feedback waiting for a reply.
  await expect(row).toHaveCount(0);

  // Escape closes a detail drawer opened from the keyboard.
  const first = page.getByRole('row').nth(1);
  const content = (await first.getByRole('cell').nth(2).innerText()).replace('…', '');
  await tabTo(page, first.getByRole('button', { name: '查看' }), 120);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog').filter({ hasText: content });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});
