import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { phone } from '../playwright.config';
import { consoleLogin, DEMO_PASSWORD, desktop, loginAs, presetGrade, throwawayPupil } from './helpers';

// Users in the operator console: a throwaway pupil is made staff of 苏州市 in the console and
// sees that city's schools on the phone; another is disabled in the console and is logged out on the
// phone, and cannot log in again until enabled. The audit log shows both changes with before and after.
test.use(desktop);
// Each test drives two browsers (the console and a phone) on a machine shared with other runs.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const SHOTS = process.env.CONSOLE_SHOTS_DIR ?? '/tmp/console-users-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const run = Date.now().toString(36);
// Written into the worker's store by the tests (the store exists once the worker's server runs).
const STAFF = `cuwork${run}`;
const OFF = `cuoff${run}`;

/** A pupil logged in on a phone of its own. */
async function onPhone(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await presetGrade(page);
  await loginAs(page, account);
  return page;
}

/** Finds a user by the start of the account and opens the drawer. */
async function openUser(page: Page, account: string) {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible();
  await page.getByPlaceholder('账号、手机号或昵称的开头').fill(account);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('cell', { name: account, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `查看 ${account}` }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `用户 ${account}` });
  await expect(drawer.getByText('账号状态')).toBeVisible();
  return drawer;
}

test('a user made staff of 苏州市 in the console sees that city’s schools on the phone', async ({
  page,
  browser,
}) => {
  await throwawayPupil(STAFF);
  await consoleLogin(page);
  const drawer = await openUser(page, STAFF);
  await shot(page, 'users-drawer');
  await drawer.getByRole('checkbox', { name: '业务员' }).check();
  await drawer.getByRole('button', { name: '保存角色' }).click();
  await expect(page.getByText('角色已保存')).toBeVisible();
  // The areas editor appears for staff: pick 苏州市 from the area tree.
  const areas = drawer.getByLabel('负责区域');
  await areas.click();
  await page.keyboard.type('苏州市');
  // antd's tree drops a click that lands while its filtered list is still being drawn (a busy CI machine
  // saved no area that way): pick again until the select shows the city as chosen.
  const chosen = drawer.locator('.ant-select').filter({ hasText: /^苏州市/ });
  await expect(async () => {
    if ((await chosen.count()) === 0)
      await page.locator('.ant-select-tree-title', { hasText: /^苏州市$/ }).click();
    await expect(chosen).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: '保存区域' }).click();
  await expect(page.getByText('负责区域已保存')).toBeVisible();
  await shot(page, 'users-staff-areas');

  const phonePage = await onPhone(browser, STAFF);
  await phonePage.goto('/pages/index/my');
  await phonePage.getByRole('button', { name: '学校档案' }).click();
  const list = phonePage.getByRole('list', { name: '学校列表' });
  await expect(list.getByText('苏州市实验小学校')).toBeVisible();
  await expect(list.getByText(/杭州/)).toHaveCount(0);
  await phonePage.context().close();
});

test('a user disabled in the console is logged out on the phone and cannot log in until enabled', async ({
  page,
  browser,
}) => {
  await throwawayPupil(OFF);
  const phonePage = await onPhone(browser, OFF);
  await phonePage.goto('/pages/index/my');
  await expect(phonePage.getByText(`${OFF}同学`)).toBeVisible();

  await consoleLogin(page);
  const drawer = await openUser(page, OFF);
  await drawer.getByRole('button', { name: '停用账号' }).click();
  const modal = page.getByRole('dialog', { name: `停用账号 ${OFF}` });
  await modal.getByRole('button', { name: '停用' }).click();
  await expect(modal.getByText('请填写停用原因')).toBeVisible();
  await modal.getByLabel('停用原因').fill('账号异常，暂停使用');
  await modal.getByRole('button', { name: '停用' }).click();
  await expect(page.getByText('账号已停用，登录已全部失效')).toBeVisible();
  await expect(drawer.getByText('已停用', { exact: true }).first()).toBeVisible();
  await shot(page, 'users-disabled');

  // The phone's next call finds the session ended: the app forgets the token and asks for a login.
  await phonePage.goto('/pages/user/accountInstall');
  await expect(phonePage).toHaveURL(/\/pages\/login\/accountLogin/);
  // Evaluated again if a navigation is under way (the lost session's relaunch may still come).
  await expect
    .poll(() => phonePage.evaluate(() => localStorage.getItem('token')).catch(() => 'navigating'))
    .toBeNull();
  // A fresh load of the login address, so no timer of the old document navigates under the form.
  await phonePage.goto(phonePage.url());
  await phonePage.getByPlaceholder('请输入账号').fill(OFF);
  await phonePage.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await phonePage.getByRole('button', { name: '登录', exact: true }).click();
  await expect(phonePage.getByText('该账号已被停用，如有疑问请联系客服')).toBeVisible();

  // Enabled again (with a confirm), the same login goes through.
  await drawer.getByRole('button', { name: '启用账号' }).click();
  await page.getByRole('button', { name: '启用', exact: true }).click();
  await expect(drawer.getByText('正常', { exact: true }).first()).toBeVisible();
  await phonePage.getByRole('button', { name: '登录', exact: true }).click();
  // Back to the page the lost session left from.
  await expect(phonePage).toHaveURL(/\/pages\/user\/accountInstall/);
  expect(await phonePage.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await phonePage.context().close();
});

test('points are granted and a too large deduction is refused; the audit log shows before and after', async ({
  page,
}) => {
  await consoleLogin(page);
  const drawer = await openUser(page, OFF);
  const form = drawer.getByRole('form', { name: '调整积分' });
  await form.getByLabel('积分数量').fill('30');
  await form.getByLabel('调整原因').fill('活动补发');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('积分已发放')).toBeVisible();
  const ledger = drawer.getByRole('table');
  await expect(drawer.getByText('+30')).toBeVisible();
  await form.getByText('扣除').click();
  await form.getByLabel('积分数量').fill('99999');
  await form.getByLabel('调整原因').fill('扣回');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText(/不能扣除99999积分（余额不能为负）/)).toBeVisible();
  await expect(ledger.first()).toBeVisible();
  await shot(page, 'users-points');

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: '审计日志' })).toBeVisible();
  await page.getByPlaceholder('如 admin/users 或完整接口').fill('admin/users/disableUser');
  await page.getByRole('button', { name: '查询' }).click();
  // The filtered list replaces the whole one only when its answer comes: wait for it before 查看.
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: '查看' }) });
  await expect(rows.first()).toContainText('admin/users/disableUser');
  await expect(rows.filter({ hasNotText: 'admin/users/disableUser' })).toHaveCount(0);
  await rows.first().getByRole('button', { name: '查看' }).click();
  const detail = page.getByRole('dialog').filter({ hasText: '操作详情' });
  await expect(detail.getByText('账号异常，暂停使用')).toBeVisible();
  await expect(detail.getByRole('cell', { name: 'disabledAt' })).toBeVisible();
  await shot(page, 'audit-detail');
});
