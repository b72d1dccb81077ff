import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../chromium';
import { phone } from '../playwright.config';
import { presetGrade, storeAll, storeGet, signIn } from './helpers';

// The recording is made with Chromium's fake microphone (a steady tone), granted without a prompt.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});
test.describe.configure({ mode: 'serial' });

const RUNNING = '21天古诗文朗读营';
const VIDEO = fileURLToPath(
  new URL('../../apps/server/assets/media/checkin/video-xiaochuan.mp4', import.meta.url),
);
const TEXT = '今天读了《江南》，还把诗抄在了田字格里！';

/** A JPEG of random noise over 1.5 MB: the browser must compress it (quality 60) before sending. */
async function noiseJpeg(seed: number): Promise<Buffer> {
  const width = 1400;
  const height = 1400;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function pupil(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await presetGrade(page);
  await signIn(page, account);
  return page;
}

async function openCamp(page: Page, title: string, tab?: string) {
  await page.goto('/pages/index/clock');
  if (tab) await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: title }).last().click();
  await expect(page).toHaveURL(/\/pages\/clock\/index\?dakaId=\d+/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

const postCard = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });

test('logged out: the camps and a login prompt; missing camps and posts; an empty user page', async ({
  page,
}) => {
  await presetGrade(page);
  await page.goto('/pages/index/clock');
  await expect(page.getByText('登录后查看你参加的打卡营和打卡记录')).toBeVisible();
  await expect(page.getByRole('button', { name: RUNNING })).toBeVisible();
  await page.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/accountLogin\?redirect=%2Fpages%2Findex%2Fclock/);

  await page.goto('/pages/clock/index?dakaId=9999');
  await expect(page.getByRole('heading', { name: '打卡营不存在' })).toBeVisible();
  await page.goto('/pages/clock/dakaDetails?dakaInfoId=999999');
  await expect(page.getByRole('heading', { name: '打卡不存在' })).toBeVisible();
  await page.goto('/pages/clock/userPage?userId=999999');
  await expect(page.getByRole('heading', { name: '还没有打卡' })).toBeVisible();

  // A camp seen logged out: its feed, and joining asks for a login.
  await page.goto('/pages/index/clock');
  await page.getByRole('button', { name: RUNNING }).click();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await page.goto('/pages/clock/publish?taskId=1');
  await expect(page).toHaveURL(/accountLogin\?redirect=/, { timeout: 5_000 });
});

test(
  'a pupil joins a camp, then checks in with text and two large pictures (compressed, with progress)',
  { tag: '@smoke' },
  async ({ browser }) => {
    const page = await pupil(browser, 'student');

    // Logged in, tab 1 lists my camps; the upcoming camp can be joined with a grade.
    await openCamp(page, await upcomingTitle(), '即将开始');
    await page.getByRole('button', { name: '立即参加' }).click();
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: '确认参加' }).click();
    await expect(page.getByText('累计打卡')).toBeVisible();
    await expect(page.getByRole('button', { name: '立即参加' })).toHaveCount(0);

    // The running camp: today's task → publish.
    await openCamp(page, RUNNING);
    const today = page.getByRole('region', { name: '今日任务' });
    await today.getByRole('button', { name: '去打卡' }).first().click();
    await expect(page).toHaveURL(/\/pages\/clock\/publish\?taskId=\d+/);

    await page.getByLabel('打卡内容').fill(TEXT);
    await expect(page.getByText(`${TEXT.length}/140`)).toBeVisible();

    const pictures = [await noiseJpeg(1), await noiseJpeg(2)];
    for (const p of pictures) expect(p.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const sent: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/dakaying/fileUploadTwo')) sent.push(r.postDataBuffer()?.length ?? 0);
    });
    // A slow uplink, so the bar is seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: 4 * 1024 * 1024,
      uploadThroughput: 600 * 1024,
    });
    await page
      .getByLabel('从相册选择图片')
      .setInputFiles(
        pictures.map((buffer, i) => ({ name: `big-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
      );
    await expect(page.getByRole('progressbar', { name: '上传进度' }).first()).toBeVisible();
    await expect(page.getByText(/上传中 \d+%/).first()).toBeVisible();
    const tiles = page.getByTestId('picture-tile');
    await expect(tiles).toHaveCount(2);
    await expect(tiles.and(page.locator('[data-status="done"]'))).toHaveCount(2, { timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Compressed in the browser before sending, and stored smaller still.
    expect(sent).toHaveLength(2);
    for (const size of sent) expect(size).toBeLessThan(pictures[0]!.length);
    const stored = await storeAll<{ size: number }>(
      "SELECT size FROM uploads WHERE kind = 'image' ORDER BY id DESC LIMIT 2",
    );
    for (const row of stored) expect(row.size).toBeLessThan(1.5 * 1024 * 1024);

    await page.getByRole('button', { name: '发布打卡' }).click();
    await expect(page).toHaveURL(/\/pages\/clock\/index\?dakaId=\d+/);
    const mine = postCard(page, TEXT);
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('button', { name: /查看第\d张图片/ })).toHaveCount(2);
    await expect(today.getByRole('button', { name: '今日已打卡' }).first()).toBeVisible();

    // A thumbnail opens the full-size viewer.
    await mine.getByRole('button', { name: '查看第1张图片' }).click();
    await expect(page.locator('.adm-image-viewer-content')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.context().close();
  },
);

test('a pupil records with the microphone, plays it back and posts it', async ({ browser }) => {
  const page = await pupil(browser, 'student');
  await openCamp(page, RUNNING);
  await page.getByRole('tab', { name: /任务列表/ }).click();
  await page.getByRole('button', { name: '去打卡' }).first().click();
  await expect(page).toHaveURL(/\/pages\/clock\/publish\?taskId=\d+/);

  await page.getByRole('tab', { name: '录音' }).click();
  await page.getByRole('button', { name: '开始录音' }).click();
  await expect(page.getByRole('timer')).toContainText('录音中');
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('timer')).toContainText(/录音中 00:0[2-9]/);
  await page.getByRole('button', { name: '停止录音' }).click();

  // Played back before posting, and sent.
  const row = page.getByTestId('media-row');
  await expect(row.getByRole('button', { name: '播放录音' })).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  await row.getByRole('button', { name: '播放录音' }).click();
  await expect(row.getByRole('button', { name: '暂停录音' })).toBeVisible();
  await row.getByRole('button', { name: '暂停录音' }).click();

  await page.getByLabel('打卡内容').fill('我的朗读录音');
  await page.getByRole('button', { name: '发布打卡' }).click();
  await expect(page).toHaveURL(/\/pages\/clock\/index\?dakaId=\d+/);
  const card = postCard(page, '我的朗读录音');
  await expect(card.getByRole('button', { name: '播放录音' })).toBeVisible();
  const kind = await storeGet<{ kind: string }>('SELECT kind FROM uploads ORDER BY id DESC LIMIT 1');
  expect(kind?.kind).toBe('audio');
  await page.context().close();
});

test('a pupil posts a short video', async ({ browser }) => {
  const page = await pupil(browser, 'student');
  await openCamp(page, RUNNING);
  await page.getByRole('tab', { name: /任务列表/ }).click();
  await page.getByRole('button', { name: '去打卡' }).nth(1).click();
  await expect(page).toHaveURL(/\/pages\/clock\/publish\?taskId=\d+/);
  await page.getByRole('tab', { name: '视频' }).click();
  await page.getByLabel('选择视频').setInputFiles(VIDEO);
  const row = page.getByTestId('media-row');
  await expect(row.locator('video')).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  await page.getByRole('button', { name: '发布打卡' }).click();
  await expect(page).toHaveURL(/\/pages\/clock\/index\?dakaId=\d+/);
  const card = page
    .getByTestId('post-card')
    .filter({ has: page.locator('video') })
    .first();
  await expect(card).toContainText('小明同学');
  const kind = await storeGet<{ kind: string }>('SELECT kind FROM uploads ORDER BY id DESC LIMIT 1');
  expect(kind?.kind).toBe('video');
  await page.context().close();
});

test('a classmate comments, likes and unlikes', async ({ browser }) => {
  const page = await pupil(browser, 'xiaohong');
  await openCamp(page, RUNNING);
  const card = postCard(page, TEXT);
  await expect(card.getByTestId('like-count')).toHaveText('0');

  // The like button is named by its word and count, and pressed once liked.
  await card.getByRole('button', { name: '点赞 0', exact: true, pressed: false }).click();
  await expect(card.getByRole('button', { name: '点赞 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByTestId('like-count')).toHaveText('1');

  await card.getByRole('button', { name: /^评论/ }).click();
  await expect(page).toHaveURL(/\/pages\/clock\/dakaDetails\?dakaInfoId=\d+/);
  await expect(page.getByText('1人觉得很棒')).toBeVisible();
  await page.getByLabel('评论内容').fill('字写得真工整，向你学习！');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '字写得真工整' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '评论 1' })).toBeVisible();

  // Unlike on the details page; the server's count stays after a reload.
  await page.getByRole('button', { name: '点赞 1', exact: true, pressed: true }).click();
  await expect(page.getByRole('button', { name: '点赞 0', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(page.getByTestId('like-count')).toHaveText('0');
  await expect(page.getByTestId('comment-count')).toHaveText('1');

  // Another user's post has no owner menu; the own comment can be deleted.
  await expect(page.getByRole('button', { name: '更多操作' })).toHaveCount(0);
  await page
    .getByRole('listitem')
    .filter({ hasText: '字写得真工整' })
    .getByRole('button', { name: '删除' })
    .click();
  await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('heading', { name: '评论 0' })).toBeVisible();
  await page.context().close();
});

test('the owner edits one check-in and deletes another', async ({ browser }) => {
  const page = await pupil(browser, 'student');
  await openCamp(page, RUNNING);
  await postCard(page, TEXT).getByRole('button', { name: '更多操作' }).click();
  await page.getByText('编辑', { exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/clock\/publish\?dakaInfoId=\d+/);
  await expect(page.getByLabel('打卡内容')).toHaveValue(TEXT);
  await expect(page.getByTestId('picture-tile')).toHaveCount(2);
  await page.getByRole('button', { name: '删除这张图片' }).first().click();
  await page.getByLabel('打卡内容').fill('改过的打卡：只留一张图');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page).toHaveURL(/\/pages\/clock\/index\?dakaId=\d+/);
  const edited = postCard(page, '改过的打卡：只留一张图');
  await expect(edited.getByRole('button', { name: /查看第\d张图片/ })).toHaveCount(1);

  await postCard(page, '我的朗读录音').getByRole('button', { name: '更多操作' }).click();
  await page.getByText('删除', { exact: true }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(postCard(page, '我的朗读录音')).toHaveCount(0);
  await expect(edited).toBeVisible();
  await page.context().close();
});

async function upcomingTitle(): Promise<string> {
  // Today in China, as the camps' dates are written.
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const row = await storeGet<{ title: string }>(
    'SELECT title FROM checkin_camps WHERE start_date > ? ORDER BY start_date, id LIMIT 1',
    today,
  );
  if (!row) throw new Error('no upcoming camp in the store');
  return row.title;
}
