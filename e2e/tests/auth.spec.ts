import { expect, test } from '../app-test';
import { loginAs, presetGrade, storeRun } from './helpers';

test.describe('account login', () => {
  test(
    'student logs in, stays logged in after a reload, and logs out',
    { tag: '@smoke' },
    async ({ page }) => {
      await presetGrade(page);
      await loginAs(page, 'student');
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

      await page.getByRole('navigation', { name: '主导航' }).getByText('我的', { exact: true }).click();
      await expect(page).toHaveURL(/\/pages\/index\/my/);
      await expect(page.getByText('账号：student')).toBeVisible();

      await page.reload();
      await expect(page.getByText('账号：student')).toBeVisible();

      await page.getByRole('button', { name: '退出登录' }).click();
      // The confirm dialog repeats the button's name; click the dialog's own button, not the page's under its mask.
      await page.locator('.adm-dialog').getByRole('button', { name: '退出登录' }).click();
      // Logging out returns to home; the my tab then offers to log in again.
      await expect(page).toHaveURL(/\/pages\/index\/home/);
      // The tab bar's 我的 (the my page's own title can still be on screen while home loads).
      await page.getByRole('navigation', { name: '主导航' }).getByText('我的', { exact: true }).click();
      await expect(page.getByText('登录/注册')).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    },
  );

  test('without WebCrypto (a plain-http host) the nonce comes from the script AES, loaded on first use', async ({
    page,
  }) => {
    await presetGrade(page);
    await page.addInitScript(() => {
      Object.defineProperty(window.crypto, 'subtle', { get: () => undefined });
    });
    const aesChunk = page.waitForResponse((res) => /\/assets\/aes-[^/]+\.js$/.test(res.url()));
    await loginAs(page, 'student');
    expect((await aesChunk).status()).toBe(200);
    await page.getByText('我的', { exact: true }).click();
    await expect(page.getByText('账号：student')).toBeVisible();
  });

  test('a wrong password is refused with the server message and no token', async ({ page }) => {
    await page.goto('/pages/login/accountLogin');
    await page.getByPlaceholder('请输入账号').fill('student');
    await page.getByPlaceholder('请输入密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/accountLogin/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/pages/login/accountLogin');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入账号', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('请输入密码', { exact: true }).last()).toBeVisible();
  });

  test('an expired token leads back to login after 1.5 s', async ({ page }) => {
    await presetGrade(page);
    await loginAs(page, 'teacher');
    // Off the app while the token expires: a background call of the page the login landed on would
    // otherwise find the token lost first, clear the session and toast there, before the page under test.
    await page.goto('about:blank');
    // Expire every live token of the teacher in the store, as time would.
    await storeRun(
      'UPDATE auth_tokens SET expires_at = 1 WHERE user_id = (SELECT id FROM users WHERE account = ?)',
      'teacher',
    );
    // The server keeps a resolved token for TOKEN_CACHE_MS (1 s in e2e); a hand-written change shows after.
    await page.waitForTimeout(1_100);
    await page.goto('/pages/index/my');
    await expect(page.getByText('登录失效请重新登录')).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/pages\/login\/accountLogin/, { timeout: 5_000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThanOrEqual(1_000);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
