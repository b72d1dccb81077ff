import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { phone } from '../playwright.config';
import { DEMO_PASSWORD, loginAs, presetGrade, storeGet, storeRun, throwawayPupil, signIn } from './helpers';

// Each flow uses its own demo pupil of the check-in seed, so no other spec sees its changes.

const PICTURE = fileURLToPath(new URL('../fixtures/scan/qr-entry.png', import.meta.url));
const SECOND_PICTURE = fileURLToPath(new URL('../fixtures/scan/no-code.png', import.meta.url));

async function pupil(browser: Browser, account: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await presetGrade(page);
  await signIn(page, account, password);
  return page;
}

/** A JPEG of random noise over 1.5 MB: the browser compresses it (quality 60) before sending. */
async function noiseJpeg(): Promise<Buffer> {
  const side = 1400;
  const pixels = Buffer.alloc(side * side * 3);
  let x = 7 * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The sheet (antd-mobile Popup) showing a title. */
const sheet = (page: Page, title: string) => page.locator('.adm-popup-body').filter({ hasText: title });

test('my page: profile, entries of pages that exist, and the way to settings', async ({ browser }) => {
  const page = await pupil(browser, 'student');
  await page.goto('/pages/index/my');
  await expect(page.getByText('账号：student')).toBeVisible();
  await expect(page.getByText('学生/家长')).toBeVisible();
  await expect(page.getByText(/^(年级：|尚未选择年级)/)).toBeVisible();
  const grid = page.getByRole('region', { name: '常用功能' });
  for (const entry of ['积分商城', '我的订单', '打卡营', '浏览记录', '收货地址', '扫一扫']) {
    await expect(grid.getByRole('button', { name: entry })).toBeVisible();
  }
  for (const entry of ['账号设置', '意见反馈', '联系客服', '关于我们']) {
    await expect(page.locator('.adm-list-item', { hasText: entry })).toBeVisible();
  }
  // No entry leads to a page that does not exist yet.
  await expect(page.getByText('教师认证')).toHaveCount(0);
  await page.getByRole('button', { name: '账号设置' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/accountInstall/);
  await expect(page.getByText('修改登录密码')).toBeVisible();
  await page.context().close();
});

test('settings: nickname, avatar with progress, grade, phone (503 text) — seen on the my page', async ({
  browser,
}) => {
  const page = await pupil(browser, 'haohao');
  await page.goto('/pages/user/accountInstall');

  // Nickname: refused locally when empty or too long, then saved.
  await page.getByText('昵称', { exact: true }).click();
  const nick = sheet(page, '修改昵称');
  await nick.getByPlaceholder('请输入昵称').fill('');
  await nick.getByRole('button', { name: '保存' }).click();
  await expect(nick.getByRole('alert')).toHaveText('请输入昵称');
  await nick.getByPlaceholder('请输入昵称').fill('一二三四五六七八九十一二三四五六七八九十一');
  await nick.getByRole('button', { name: '保存' }).click();
  await expect(nick.getByRole('alert')).toHaveText('昵称不能超过20个字');
  await nick.getByPlaceholder('请输入昵称').fill('浩浩爱读书');
  await nick.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('昵称已保存')).toBeVisible();
  await expect(page.locator('.adm-list-item', { hasText: '昵称' })).toContainText('浩浩爱读书');

  // Avatar: something that is not a picture is refused before sending; a PNG goes up with a bar.
  await page.getByLabel('选择头像图片').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('文件类型不支持：请上传JPG、PNG 或 WebP 图片')).toBeVisible();
  // A large photo on a slow uplink: compressed first, and the bar is seen while it goes up.
  const photo = await noiseJpeg();
  expect(photo.length).toBeGreaterThan(1.5 * 1024 * 1024);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 4 * 1024 * 1024,
    uploadThroughput: 400 * 1024,
  });
  const sent = page.waitForRequest((r) => r.url().includes('/api/myInfo/headImgUpload'));
  await page
    .getByLabel('选择头像图片')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('progressbar', { name: '上传进度' })).toBeVisible();
  await expect(page.getByText(/上传中 \d+%/)).toBeVisible();
  const request = await sent;
  await expect(page.getByText('头像已更新')).toBeVisible({ timeout: 20_000 });
  expect((await request.sizes()).requestBodySize).toBeLessThan(photo.length);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.locator('.adm-list-item', { hasText: '头像' }).locator('img')).toHaveAttribute(
    'src',
    /\/uploads\//,
  );

  // Grade and volume.
  await page.getByText('年级与册别', { exact: true }).click();
  const grade = sheet(page, '年级与册别');
  await grade.getByText('五年级', { exact: true }).click();
  await grade.getByText('下册', { exact: true }).click();
  await grade.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.adm-list-item', { hasText: '年级与册别' })).toContainText('五年级 · 下册');

  // Phone: a malformed number is named; a good one gets the server's own words (no SMS in this build).
  await page.getByText('手机号', { exact: true }).click();
  const phoneSheet = sheet(page, '绑定手机号');
  await phoneSheet.getByPlaceholder('请输入11位手机号').fill('2380013800');
  await phoneSheet.getByRole('button', { name: '获取验证码' }).click();
  await expect(phoneSheet.getByRole('alert')).toHaveText('手机号须为11位数字，以1开头');
  await phoneSheet.getByPlaceholder('请输入11位手机号').fill('13800138000');
  await phoneSheet.getByRole('button', { name: '获取验证码' }).click();
  await expect(phoneSheet.getByRole('alert')).toHaveText(
    '此版本未接入短信服务，暂不能绑定手机号，请前往小程序使用完整版',
  );
  await phoneSheet.getByRole('button', { name: '关闭' }).click();

  // The my page shows all of it.
  await page.goto('/pages/index/my');
  await expect(page.getByRole('heading', { name: '浩浩爱读书' })).toBeVisible();
  await expect(page.getByText('年级：五年级 · 下册')).toBeVisible();
  await expect(page.getByRole('button', { name: '修改头像和昵称' }).locator('img')).toHaveAttribute(
    'src',
    /\/uploads\//,
  );
  await page.context().close();
});

test(
  'change password: the old one checked first, the other session refused, the new one logs in',
  { tag: '@smoke' },
  async ({ browser }) => {
    const other = await pupil(browser, 'tiantian');
    const page = await pupil(browser, 'tiantian');
    await page.goto('/pages/user/accountInstall');
    await page.getByText('修改登录密码', { exact: true }).click();
    const form = sheet(page, '修改登录密码');
    await form.getByLabel('原密码').fill('wrong-old-1');
    await form.getByRole('button', { name: '下一步' }).click();
    await expect(form.getByRole('alert')).toHaveText('原密码不正确');
    await form.getByLabel('原密码').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '下一步' }).click();
    await form.getByLabel('新密码', { exact: true }).fill('short');
    await form.getByLabel('确认新密码').fill('short');
    await form.getByRole('button', { name: '确认修改' }).click();
    await expect(form.getByText('密码至少6位')).toBeVisible();
    await form.getByLabel('新密码', { exact: true }).fill('tiantian2026');
    await form.getByLabel('确认新密码').fill('tiantian2026');
    await form.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('密码修改成功，其他设备已退出登录')).toBeVisible();

    // This device stays in; the other one is sent to login.
    await page.goto('/pages/index/my');
    await expect(page.getByText('账号：tiantian')).toBeVisible();
    await other.goto('/pages/index/my');
    await expect(other).toHaveURL(/\/pages\/login\/accountLogin/);
    await loginAs(other, 'tiantian', 'tiantian2026');
    await page.context().close();
    await other.context().close();
  },
);

test('browse history: books opened are listed; one removed, then all after a confirmation', async ({
  browser,
}) => {
  const page = await pupil(browser, 'duoduo');
  await page.goto('/pages/user/browseRecording');
  await expect(page.getByText('还没有浏览记录')).toBeVisible();
  for (const bookNo of ['927', '221']) {
    const saved = page.waitForResponse((r) => r.url().includes(`/api/book/saveBrowse/${bookNo}`));
    await page.goto(`/pages/book/bookDetails?bookNo=${bookNo}`);
    await saved;
  }
  await page.goto('/pages/user/browseRecording');
  await expect(page.getByText('共 2 本')).toBeVisible();
  const rows = page.locator('li');
  await expect(rows).toHaveCount(2);
  await rows
    .first()
    .getByRole('button', { name: /^删除 / })
    .click();
  await expect(page.getByText('共 1 本')).toBeVisible();
  await page.getByRole('button', { name: '清空' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '清空' }).click();
  await expect(page.getByText('还没有浏览记录')).toBeVisible();
  await page.context().close();
});

test('about us: the version and both texts from getXieyi', async ({ page }) => {
  await page.goto('/pages/user/aboutUs');
  await expect(page.getByText(/^版本 v\d+\.\d+\.\d+$/)).toBeVisible();
  const agreement = page.locator('.adm-list-item').first();
  const title =
    (await agreement.locator('.adm-list-item-content-main').textContent())?.replace(/更新于.*/, '') ?? '';
  await agreement.click();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading')).toHaveText(title.trim());
  expect((await article.locator('p').count()) > 3).toBe(true);
  await article.getByRole('button', { name: '关闭' }).click();
  await page.locator('.adm-list-item').nth(1).click();
  await expect(page.getByRole('article').getByRole('heading')).toContainText('隐私');
});

test('feedback: refused without category and text; sent with two pictures; the reply shows', async ({
  browser,
}) => {
  const page = await pupil(browser, 'duoduo');
  await page.goto('/pages/user/feedback');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('请选择反馈类型')).toBeVisible();
  await expect(page.getByText('反馈内容至少5个字')).toBeVisible();

  await page.getByText('内容纠错', { exact: true }).click();
  await page.getByLabel('反馈内容').fill('第三课的音频和课文对不上');
  await expect(page.getByText('12/140')).toBeVisible();
  await page.getByLabel('选择反馈图片').setInputFiles([PICTURE, SECOND_PICTURE]);
  await expect(page.getByRole('img', { name: /图片\d/ })).toHaveCount(2);
  await page.getByLabel('联系方式（选填）').fill('13800138000');
  const sent = page.waitForResponse((r) => r.url().includes('/api/myInfo/saveFeedback'));
  await page.getByRole('button', { name: '提交反馈' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('感谢你的反馈，我们会尽快回复')).toBeVisible();

  const card = page.locator('li', { hasText: '第三课的音频和课文对不上' });
  await expect(card).toContainText('待回复');
  await expect(card.getByRole('img')).toHaveCount(2);

  // An operator answers (in the store, as the admin console would).
  await storeRun(
    "UPDATE feedback SET status = 'replied', reply = ?, replied_at = ? WHERE content = ?",
    '感谢指出，已修正第三课音频。',
    Date.now(),
    '第三课的音频和课文对不上',
  );
  await page.reload();
  await expect(card).toContainText('已回复');
  await expect(card).toContainText('感谢指出，已修正第三课音频。');
  await page.context().close();
});

test('change account (?type=2): another login replaces the session', async ({ browser }) => {
  const page = await pupil(browser, 'student');
  const oldToken = await page.evaluate(() => localStorage.getItem('token'));
  const liveTokens = async () =>
    (await storeGet<{ n: number }>(
      "SELECT COUNT(*) AS n FROM auth_tokens WHERE revoked_at IS NULL AND user_id = (SELECT id FROM users WHERE account = 'student')",
    ))!.n;
  const before = await liveTokens();
  await page.goto('/pages/user/changeAccount?type=2');
  await expect(page.getByText('当前账号', { exact: true })).toBeVisible();
  await expect(page.getByText('账号：student')).toBeVisible();
  await expect(page.getByText('请登录其他账号')).toBeVisible();
  await page.getByPlaceholder('请输入账号').fill('lele');
  await page.getByPlaceholder('请输入密码').fill('wrong-pass-1');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(oldToken);

  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/index\/my/);
  await expect(page.getByText('账号：lele')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(oldToken);
  // The old token was revoked on the server.
  expect(await liveTokens()).toBe(before - 1);
  await page.context().close();
});

test('cancel account: the warning, a wrong password refused, then cancelled and never logs in again', async ({
  browser,
}) => {
  // An account of its own: the demo pupils stay for the other specs (keke applies as a teacher).
  const account = await throwawayPupil(`bye${Date.now().toString(36)}`);
  const page = await pupil(browser, account);
  await page.goto('/pages/user/accountInstall');
  await page.getByRole('button', { name: '注销账号' }).click();
  const form = sheet(page, '注销账号');
  await expect(form.getByText('收货地址')).toBeVisible();
  await form.getByLabel('登录密码').fill('wrong-pass-2');
  await form.getByRole('button', { name: '注销账号' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定注销' }).click();
  await expect(form.getByRole('alert')).toHaveText('登录密码不正确，账号未注销');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await form.getByLabel('登录密码').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: '注销账号' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定注销' }).click();
  await expect(page).toHaveURL(/\/pages\/index\/home/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/pages/login/accountLogin');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await page.context().close();
});

test('logged out: settings, history and feedback ask for a login; about us is open to all', async ({
  page,
}) => {
  await presetGrade(page);
  for (const path of ['/pages/user/accountInstall', '/pages/user/browseRecording', '/pages/user/feedback']) {
    await page.goto(path);
    await expect(page.getByText('请先登录').first()).toBeVisible();
  }
  await page.goto('/pages/index/my');
  await expect(page.getByText('登录/注册')).toBeVisible();
  await expect(page.getByText('关于我们', { exact: true })).toBeVisible();
});
