import { expect, test } from '../app-test';
import { Timing } from '@jc/contract';
import { apiLogin, loginAs, openHome, presetGrade, skipBookAds, signIn } from './helpers';
import { api, settled, textAt200, trackRequests, type Paged } from './a11y-lib';

// Accessibility, the display settings: reduced motion, text at 200 %, focus return and keys
// (docs/accessibility.md).
test.describe.configure({ mode: 'serial', timeout: process.env.A11Y_DEBUG ? 900_000 : 300_000 });

test.describe('display settings', () => {
  test('reduced motion: the banner carousel stays on its slide and nothing transitions', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    const carousel = page.getByRole('region', { name: '活动横幅' });
    const first = carousel.getByRole('group', { name: '1 / 3' });
    await expect(first).toBeInViewport({ ratio: 0.9 });
    const durations = await page.evaluate(() =>
      [...document.querySelectorAll('body *')].map(
        (el) => parseFloat(getComputedStyle(el).transitionDuration) || 0,
      ),
    );
    expect(Math.max(...durations)).toBeLessThan(0.001);
    // autoplay would have moved on once by now (and twice in this time without the setting: book.spec)
    await page.waitForTimeout(Timing.bannerInterval * 1.5);
    await expect(first).toBeInViewport({ ratio: 0.9 });
  });

  test('text at 200 % fits on home, a book, the shop and a camp', async ({ page, request }) => {
    const token = await apiLogin(request, 'student');
    const camps = await api<Paged<{ dakaId: number; status: string }>>(
      request,
      token,
      'dakaying/getDakaYingList?pageNum=1&pageSize=10',
    );
    const camp = camps.list.find((c) => c.status === 'running') ?? camps.list[0]!;
    await presetGrade(page);
    await skipBookAds(page);
    await loginAs(page, 'student');
    trackRequests(page);
    const found: Record<string, string[]> = {};
    for (const [shot, url] of [
      ['home', '/pages/index/home'],
      ['book', '/pages/book/bookDetails?bookNo=927'],
      ['shop', '/pages/shopping/index'],
      ['camp', `/pages/clock/index?dakaId=${camp.dakaId}`],
    ] as const) {
      await page.goto(url);
      await settled(page);
      const v = await textAt200(page);
      if (v.length) found[url] = v;
      await page.screenshot({ path: test.info().outputPath(`text-200-${shot}.png`) });
    }
    expect(found).toEqual({});
  });

  test('focus returns to the control that opened the grade picker and a dialog; the picker works by keys', async ({
    page,
  }) => {
    await openHome(page);
    const opener = page.getByRole('button', { name: '切换年级' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: '切换年级' });
    await expect(picker).toBeVisible();
    const grade = picker.getByRole('option', { name: '四年级' });
    await grade.focus();
    await page.keyboard.press('Enter');
    await expect(grade).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(opener).toBeFocused();

    await signIn(page, 'student');
    await page.goto('/pages/user/addressList');
    const remove = page.getByRole('button', { name: '删除' }).first();
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/确定删除/)).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
  });
});
