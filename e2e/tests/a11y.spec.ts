import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { loginAs, presetGrade } from './helpers';

// Accessibility (issue 19): each page below, filled with the demo data, has no serious or critical
// axe-core violation of WCAG 2.1 A and AA at 390×844. The pages not yet here, and why, are listed in
// docs/web.md ("Accessibility"); a page joins this list once it passes.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PUPIL_PAGES = [
  '/pages/index/home',
  '/pages/index/my',
  '/pages/index/teacherResources',
  '/pages/clock/index',
  '/pages/clock/rankings',
  '/pages/clock/history',
  '/pages/shopping/integrationIndex',
  '/pages/shopping/integrationList',
  '/pages/shopping/orderList',
  '/pages/shopping/shoppingCar',
  '/pages/shopping/shoppingTop',
  '/pages/shopping/search',
  '/pages/book/bookDetails?bookNo=927',
  '/pages/book/bookSearch',
  '/pages/book/readingListening',
  '/pages/book/solicitingArticle',
  '/pages/book/sampleBook',
  '/pages/book/resourcesDownload',
  '/pages/user/accountInstall',
  '/pages/user/addressList',
  '/pages/user/browseRecording',
  '/pages/user/aboutUs',
  '/pages/user/feedback',
  '/pages/user/rewardQuery',
  '/pages/user/rewardList',
  '/pages/user/correctList',
  '/pages/user/certificateDownload',
  '/pages/user/weeklyReport',
];

/** The serious and critical violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/** Waits until the page has its data: no skeleton, no spinner left. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

test('the login page has no serious or critical violation', async ({ page }) => {
  await page.goto('/pages/login/accountLogin');
  await settled(page);
  expect(await violations(page)).toEqual([]);
});

test(`${PUPIL_PAGES.length} pupil pages have no serious or critical violation`, async ({ page }) => {
  await presetGrade(page);
  await loginAs(page, 'student');
  const found: Record<string, string[]> = {};
  for (const url of PUPIL_PAGES) {
    await page.goto(url);
    await settled(page);
    const v = await violations(page);
    if (v.length) found[url] = v;
  }
  expect(found).toEqual({});
});
