import { expect, test } from '../app-test';
import { openHome, signIn, throwawayPupil } from './helpers';

// the details of the spec checked rule by rule (docs/spec-rules.md): the apply page's share
// path renders against the server in each of its states, and a picture that fails shows the error icon.
// Phone screenshots of both land in the test's output folder.

const APPLY = '/pages/index/apply';

test('the apply page: a visitor sees the certification and a login that comes back to it', async ({
  page,
}, testInfo) => {
  await page.goto(APPLY);
  await expect(page.getByRole('heading', { name: '教师认证', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '认证后可享' })).toBeVisible();
  const login = page.getByRole('link', { name: '登录后申请' });
  await expect(login).toHaveAttribute('href', /redirect=%2Fpages%2Findex%2Fapply|apply/);
  await page.screenshot({ path: testInfo.outputPath('apply-visitor.png'), fullPage: true });
});

test('the apply page: loading, then a failure with 重试, then the empty state of a pupil who never applied', async ({
  page,
}, testInfo) => {
  await signIn(page, await throwawayPupil(`apply${Date.now().toString(36)}`));
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/teacher/getApplyInfo*', async (route) => {
    await held;
    await route.fulfill({ status: 200, json: { code: 500, msg: '服务繁忙', data: null } });
  });
  await page.goto(APPLY);
  await expect(page.getByRole('status').filter({ hasText: '加载中' })).toBeVisible();
  answer();
  await expect(page.getByRole('alert').filter({ hasText: '教师认证信息加载失败' })).toBeVisible();

  await page.unroute('**/api/teacher/getApplyInfo*');
  await page.getByRole('button', { name: '重试' }).click();
  const card = page.getByLabel('认证申请状态');
  await expect(card.getByText('未申请')).toBeVisible();
  await expect(card.getByText('您还没有提交教师认证申请')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('apply-empty.png'), fullPage: true });
  await card.getByRole('link', { name: '申请教师认证' }).click();
  await expect(page).toHaveURL(/\/pages\/teacher\/attestation/);
});

test('the apply page: a certified teacher is sent on to the teachers’ tab', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto(APPLY);
  const card = page.getByLabel('认证申请状态');
  await expect(card.getByText('已认证')).toBeVisible();
  await card.getByRole('link', { name: '进入教师专区' }).click();
  await expect(page).toHaveURL(/\/pages\/index\/teacherResources/);
});

test('a picture that fails to load shows the error icon in its own box', async ({ page }, testInfo) => {
  // Every book cover answers 404; the rest of the page loads as usual.
  await page.route(/\/media\/covers\//, (route) => route.fulfill({ status: 404, body: '' }));
  await openHome(page);
  const cover = page.locator('[data-picture="failed"]').first();
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAccessibleName(/.+/);
  const box = await cover.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(40);
  expect(box!.height).toBeGreaterThanOrEqual(40);
  expect(await cover.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('data:image/svg+xml');
  await cover.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: testInfo.outputPath('broken-pictures.png') });
});
