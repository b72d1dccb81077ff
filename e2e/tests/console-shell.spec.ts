import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { consoleLogin, desktop } from './helpers';

// The operator console's shell (issue 15): admin.html at /admin/, the login with the pupils' accounts,
// the administrators-only guard, the side menu and logout, at a desktop's 1280×800.
test.use(desktop);
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.CONSOLE_SHOTS_DIR ?? '/tmp/console-shell-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

test('an administrator logs in, sees the console and logs out', async ({ page }) => {
  await page.goto('/admin/');
  // Without a session the console asks for a login, and comes back afterwards.
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByText('课本伴学 · 运营后台')).toBeVisible();
  await shot(page, 'login');
  await consoleLogin(page);
  await expect(page.getByRole('link', { name: '课本伴学运营后台' })).toBeVisible();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await shot(page, 'home');

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // Logged out, a console page sends to the login again.
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('a pupil is refused with 需要管理员权限 and may log out', async ({ page }) => {
  await consoleLogin(page, 'student');
  await expect(page.getByText('需要管理员权限')).toBeVisible();
  await expect(page.getByRole('link', { name: '课本伴学运营后台' })).toHaveCount(0);
  await shot(page, 'refused');
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a wrong password is refused with the server reason', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('wrong-password-1');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('.ant-message')).toContainText(/密码|账号/);
  await expect(page).toHaveURL(/\/admin\/login/);
});
