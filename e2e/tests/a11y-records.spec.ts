import { expect, test } from '../app-test';
import { loginAs, presetGrade, skipBookAds } from './helpers';
import { pupilRecordPages, sweep } from './a11y-lib';

// Accessibility, the pupil's pages of a record, with ids from the demo seed: no serious or critical axe-core violation of WCAG 2.1 A and AA at
// 390×844 (docs/accessibility.md). The sweep is split over files so the workers share it.
test.describe.configure({ mode: 'serial', timeout: process.env.A11Y_DEBUG ? 900_000 : 300_000 });

test("the pupil's pages of a record (a camp, a post, an order…) have no serious or critical violation", async ({
  page,
  request,
}) => {
  const urls = await pupilRecordPages(request);
  await presetGrade(page);
  await skipBookAds(page);
  await loginAs(page, 'student');
  expect(await sweep(page, urls)).toEqual({});
});
