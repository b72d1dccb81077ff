import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { DEMO_PASSWORD, consoleLogin, desktop } from './helpers';

// The operator console's shell: admin.html at /admin/, the login with the pupils' accounts,
// the administrators-only guard, the side menu and logout, at a desktop's 1280×800.
test.use(desktop);
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.CONSOLE_SHOTS_DIR ?? '/tmp/console-shell-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('an administrator logs in, sees the console and logs out', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/admin/');
  // Without a session the console asks for a login, and comes back afterwards.
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByText('课本伴学 · 运营后台')).toBeVisible();
  await shot(page, 'login');
  await consoleLogin(page);
  // The home is the first menu page: the dashboard, with today's and this week's figures of every area.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: '数据看板' })).toBeVisible();
  await expect(page.getByText(/全部地区 · 今日 \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(page.getByLabel('用户与学习').getByText('新增用户 · 今日')).toBeVisible();
  // 90 days of seeded activity: this week's active users are not zero, and today's figure is a number.
  await expect
    .poll(async () => Number((await page.getByTestId('week-activeUsers').innerText()).replace(/\D/g, '')))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('today-newUsers')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByRole('img', { name: '近7天用户' }).locator('canvas')).toHaveCount(1);
  await shot(page, 'dashboard');

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // Logged out, a console page sends to the login again.
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('the side menu is reached and followed with the keyboard', async ({ page }) => {
  await consoleLogin(page);
  await page.goto('/admin/nowhere');
  await expect(page.getByText('页面不存在')).toBeVisible();
  const entry = page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '数据看板' });
  for (let i = 0; i < 10 && !(await entry.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(entry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: '数据看板' })).toBeVisible();
});

test('a pupil is refused with 需要管理员权限 and may log out', async ({ page }) => {
  await consoleLogin(page, 'student');
  await expect(page.getByText('需要管理员权限')).toBeVisible();
  await expect(page.getByRole('link', { name: '课本伴学运营后台' })).toHaveCount(0);
  await shot(page, 'refused');
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a lost token sends to the console login and back to the page afterwards', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', 'a-token-the-server-never-gave');
    }
  });
  await page.goto('/admin/dashboard');
  await expect(page.locator('.ant-message')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fdashboard$/);
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a wrong password is refused with the server reason', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('wrong-password-1');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('.ant-message')).toContainText(/密码|账号/);
  await expect(page).toHaveURL(/\/admin\/login/);
});

/** Every script a page's HTML can reach (static imports, preload lists, lazy pages), with its text. */
async function reachableScripts(request: APIRequestContext, html: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const queue = [...html.matchAll(/\/(assets\/[\w.-]+\.js)/g)].map((m) => m[1]!);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    const script = await (await request.get(`/${file}`)).text();
    seen.set(file, script);
    for (const m of script.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g))
      queue.push(`assets/${m[1]}`);
  }
  return seen;
}

test("nothing of the console is in the pupils' app", async ({ request }) => {
  // None of the pupils' scripts carries antd (its icon class, anticon) or the console's own texts.
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('admin');
  const pupil = await reachableScripts(request, html);
  for (const [file, script] of pupil) {
    for (const marker of ['anticon', '需要管理员权限', '运营后台'])
      expect(script.includes(marker), `${file} holds ${marker}`).toBe(false);
  }
  // The whole pupil app, not only its entry (its lazy pages are many chunks).
  expect(pupil.size).toBeGreaterThan(100);
  // The console's scripts do carry antd (in whichever chunk the build puts it): the markers are the right ones.
  const consoleScripts = await reachableScripts(request, await (await request.get('/admin/')).text());
  expect([...consoleScripts.values()].some((script) => script.includes('anticon'))).toBe(true);
});
