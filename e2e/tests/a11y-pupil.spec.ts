import { expect, test } from '../app-test';
import { loginAs, presetGrade, skipBookAds } from './helpers';
import { PUPIL_PAGES, settled, sweep, violations } from './a11y-lib';

// Accessibility, the login page and the pupil's pages without an id, first half (tabs, camps,
// shop, books; the rest in a11y-pupil-more.spec.ts): no serious or critical axe-core violation of WCAG
// 2.1 A and AA at 390×844 (docs/accessibility.md). The sweep is split over files so the workers
// share it.
test.describe.configure({ mode: 'serial', timeout: process.env.A11Y_DEBUG ? 900_000 : 300_000 });

test('the login page has no serious or critical violation', async ({ page }) => {
  await page.goto('/pages/login/accountLogin');
  await settled(page);
  expect(await violations(page)).toEqual([]);
});

test("the pupil's tab, camp, shop and book pages have no serious or critical violation", async ({ page }) => {
  await presetGrade(page);
  await skipBookAds(page);
  await loginAs(page, 'student');
  expect(await sweep(page, PUPIL_PAGES)).toEqual({});
});
