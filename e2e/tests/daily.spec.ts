import { type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { dailyIndex, DAILY_HISTORY_DAYS, shiftDate, type DailyKind } from '@jc/contract';
import { dictionaryId, skipHomeAd, storeAll, storeRun } from './helpers';

// Daily reading: 晨读晚听, the 晨读 read-along view, 读写 and 知识点, each opened from its real
// entry, against the demo daily pieces. Expected pieces are computed from the store with the contract's
// rotation rule, so the tests hold on any day.

const GRADE = '一年级';
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

interface Row {
  id: number;
  title: string;
  audio: string;
}

/** The piece of `kind` the server should answer for the grade on `date`. */
async function expected(kind: DailyKind, date: string, grade = GRADE): Promise<Row> {
  const gradeId = await dictionaryId('grade', grade);
  const rows = await storeAll<Row>(
    `SELECT id, title, audio FROM daily_pieces WHERE kind = ? AND enabled = 1
     AND (grade_id = ? OR grade_id IS NULL) ORDER BY sort, id`,
    kind,
    gradeId,
  );
  const row = rows[dailyIndex(date, rows.length)];
  if (!row) throw new Error(`no ${kind} piece`);
  return row;
}

/** A pupil of 一年级 (chosen on the home page before) who has seen today's home pop-up. */
async function presetFirstGrade(page: Page) {
  const value = { gradeId: await dictionaryId('grade', GRADE), cebieId: await dictionaryId('cebie', '上册') };
  await page.addInitScript((v) => window.localStorage.setItem('gradeValue', JSON.stringify(v)), value);
  await skipHomeAd(page);
}

const pieceTitle = (page: Page) => page.getByTestId('daily-piece').getByRole('heading', { level: 2 });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await presetFirstGrade(page);
});

test('晨读晚听 from the home menu: today, the day before, audio, read-along and 晚听', async ({ page }) => {
  await page.goto('/pages/index/home');
  await page.getByRole('region', { name: '功能菜单' }).getByRole('button', { name: '晨读晚听' }).click();
  await expect(page).toHaveURL(/\/pages\/book\/readingListening$/);
  await expect(tab(page, '晨读')).toHaveAttribute('aria-selected', 'true');
  await expect(pieceTitle(page)).toHaveText((await expected('chendu', today())).title);
  await expect(page.getByTestId('daily-day')).toContainText('今天');
  await expect(page.getByRole('button', { name: '后一天' })).toBeDisabled();

  // One day back and forth again.
  await page.getByRole('button', { name: '前一天' }).click();
  const yesterday = shiftDate(today(), -1);
  await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));
  await expect(page.getByTestId('daily-day')).toContainText('昨天');
  await expect(pieceTitle(page)).toHaveText((await expected('chendu', yesterday)).title);
  await page.getByRole('button', { name: '后一天' }).click();
  await expect(page.getByTestId('daily-day')).toContainText('今天');
  await expect(pieceTitle(page)).toHaveText((await expected('chendu', today())).title);

  // Page back to the latest day whose poem has a recording, and play it.
  let back = 0;
  while (!(await expected('chendu', shiftDate(today(), -back))).audio) back++;
  expect(back).toBeLessThan(DAILY_HISTORY_DAYS);
  for (let i = 0; i < back; i++) {
    const before = await page.getByTestId('daily-day').textContent();
    await page.getByRole('button', { name: '前一天' }).click();
    await expect(page.getByTestId('daily-day')).not.toHaveText(before ?? '');
  }
  const withAudio = await expected('chendu', shiftDate(today(), -back));
  await expect(pieceTitle(page)).toHaveText(withAudio.title);
  const player = page.getByTestId('audio-player');
  await player.getByRole('button', { name: '播放' }).click();
  const audio = page.locator('audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.5);
  await player.getByRole('button', { name: '暂停' }).click();

  // The read-along view of that poem, then back to the same day.
  await page.getByRole('link', { name: '全屏跟读' }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/book/chendu\\?id=${withAudio.id}$`));
  await expect(page.getByTestId('read-along').getByRole('heading', { name: withAudio.title })).toBeVisible();
  await page.getByTestId('audio-player').getByRole('button', { name: '播放' }).click();
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.5);
  await page.goBack();
  await expect(pieceTitle(page)).toHaveText(withAudio.title);

  // 晚听: the English listening piece of the same day.
  await tab(page, '晚听').click();
  await expect(page).toHaveURL(/current=1/);
  await expect(pieceTitle(page)).toHaveText((await expected('yingyutl', shiftDate(today(), -back))).title);
  await expect(page.getByTestId('daily-piece').getByText('英语听力', { exact: true })).toBeVisible();
});

test('/book…y opens 读写 on 阅读; 写作 shows the model text; a failed load offers 重试', async ({ page }) => {
  await page.goto('/book927y');
  await expect(page).toHaveURL(/\/pages\/book\/readWrite\?current=0$/);
  await expect(tab(page, '阅读')).toHaveAttribute('aria-selected', 'true');
  await expect(pieceTitle(page)).toHaveText((await expected('yuedu', today())).title);
  await page.getByRole('button', { name: '点击展开阅读小问答' }).click();
  await expect(page.getByText(/^答：/).first()).toBeVisible();

  await tab(page, '写作').click();
  await expect(page).toHaveURL(/current=1/);
  await expect(pieceTitle(page)).toHaveText((await expected('xiezuo', today())).title);
  await expect(page.getByRole('heading', { name: '范文' })).toBeVisible();

  // The network fails: the error view, then 重试 loads the piece.
  await page.route('**/api/bookmain/getYueduOne**', (route) => route.abort());
  await page.goto('/pages/book/readWrite?current=0');
  await expect(page.getByRole('heading', { name: '阅读加载失败' })).toBeVisible({ timeout: 10_000 });
  await page.unroute('**/api/bookmain/getYueduOne**');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(pieceTitle(page)).toHaveText((await expected('yuedu', today())).title);
});

test('知识点 from a scanned /r?subject=数学: answers fold, subjects switch, back goes home', async ({
  page,
}) => {
  await page.goto('/r?subject=数学');
  await expect(page).toHaveURL(/\/pages\/other\/knowledge\?subject=%E6%95%B0%E5%AD%A6&isScan=1$/);
  await expect(tab(page, '数学')).toHaveAttribute('aria-selected', 'true');
  await expect(pieceTitle(page)).toHaveText((await expected('siweits', today())).title);
  await expect(page.getByRole('heading', { name: '答案' })).toBeVisible();
  await page.getByRole('button', { name: '想好了，看答案' }).click();
  await expect(page.getByRole('button', { name: '想好了，看答案' })).toHaveCount(0);

  await tab(page, '语文').click();
  await expect(pieceTitle(page)).toHaveText((await expected('ciyutx', today())).title);
  const words = page.getByTestId('daily-words').locator('li');
  const first = await words.first().textContent();
  await page.getByRole('button', { name: '遮住词语' }).click();
  await expect(words.first()).toHaveText('1');
  await page.getByRole('button', { name: '显示词语' }).click();
  await expect(words.first()).toHaveText(first ?? '');
  await tab(page, '预习课堂').click();
  await expect(pieceTitle(page)).toHaveText((await expected('yuxikt', today())).title);

  // Opened straight from the scan: no history in the app, so back goes home.
  await page.locator('header').getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/pages\/index\/home$/);
});

test('知识点 by subject id; a piece that does not exist; a kind with nothing yet', async ({ page }) => {
  const english = await dictionaryId('subject', '英语');
  await page.goto(`/pages/other/knowledge?subject=${english}`);
  await expect(tab(page, '英语')).toHaveAttribute('aria-selected', 'true');
  await expect(pieceTitle(page)).toHaveText((await expected('ziranpd', today())).title);

  await page.goto('/pages/book/chendu?id=999999');
  await expect(page.getByRole('heading', { name: '没有找到这篇晨读' })).toBeVisible();
  await page.getByRole('button', { name: '今天的晨读' }).click();
  await expect(page).toHaveURL(/\/pages\/book\/readingListening$/);

  await storeRun("UPDATE daily_pieces SET enabled = 0 WHERE kind = 'yingyutl'");
  try {
    await page.goto('/pages/book/readingListening?current=1');
    await expect(page.getByRole('heading', { name: '这一天的英语听力还在准备中' })).toBeVisible();
    await expect(page.getByRole('button', { name: '前一天' })).toBeEnabled();
  } finally {
    await storeRun("UPDATE daily_pieces SET enabled = 1 WHERE kind = 'yingyutl'");
  }
});
