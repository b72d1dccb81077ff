import { expect, test } from '../app-test';
import { loginAs, presetGrade } from './helpers';
import { STAFF_PAGES, staffRecordPages, sweep, TEACHER_PAGES } from './a11y-lib';

// Accessibility, the teacher's and the staff's pages: no serious or critical axe-core violation of WCAG 2.1 A and AA at
// 390×844 (docs/accessibility.md). The sweep is split over files so the workers share it.
test.describe.configure({ mode: 'serial', timeout: process.env.A11Y_DEBUG ? 900_000 : 300_000 });

test("the teacher's pages have no serious or critical violation", async ({ page }) => {
  await presetGrade(page);
  await loginAs(page, 'teacher');
  expect(await sweep(page, TEACHER_PAGES)).toEqual({});
});

test("the staff's pages have no serious or critical violation", async ({ page, request }) => {
  const urls = [...STAFF_PAGES, ...(await staffRecordPages(request))];
  await presetGrade(page);
  await loginAs(page, 'staff');
  expect(await sweep(page, urls)).toEqual({});
});
