import { expect, test } from '../app-test';
import { loginAs, presetGrade, throwawayPupil, signIn } from './helpers';

// One pupil of the spec's own, new: the empty report, then a lesson played to its end and a check-in
// through the app, then the report from the my page with those figures.
test.describe.configure({ mode: 'serial' });

const PUPIL = 'zhoubao01';
const RUNNING = '21天古诗文朗读营';
const TEXT = '今天把《江南》读了三遍，还背下来了！';

test('a new pupil is told kindly that there is nothing yet, with a way home', async ({ page }) => {
  await throwawayPupil(PUPIL);
  await presetGrade(page);
  await signIn(page, PUPIL);
  await page.goto('/pages/index/my');
  await page.getByRole('button', { name: '学习周报' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/weeklyReport$/);
  await expect(page.getByRole('heading', { name: '还没有学习记录' })).toBeVisible();
  await page.getByRole('button', { name: '去首页学习' }).click();
  await expect(page).toHaveURL(/\/pages\/index\/home/);
});

test('a pupil plays a lesson and checks in, then the week shows them', async ({ page }) => {
  await throwawayPupil(PUPIL);
  await presetGrade(page);
  await loginAs(page, PUPIL);

  // A lesson (a 12 s recording) played to its end at double speed: one lesson finished.
  await page.goto('/pages/book/musicPlayer?bookNo=927&timuId=2');
  const player = page.getByTestId('audio-player');
  await expect(player.getByRole('heading', { name: '《天地人》课文朗读' })).toBeVisible();
  const speed = player.getByRole('button', { name: '倍速' });
  await speed.click();
  await speed.click();
  await expect(speed).toHaveText('2.0X');
  const finished: boolean[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/book/saveProgress'))
      void r.json().then((b: { data?: { finished?: boolean } }) => finished.push(b.data?.finished === true));
  });
  const play = player.getByRole('button', { name: '播放' });
  if (await play.isVisible()) await play.click();
  await expect.poll(() => finished.includes(true), { timeout: 20_000 }).toBe(true);

  // A check-in in the running camp (joined first).
  await page.goto('/pages/index/clock');
  await page.getByRole('button', { name: RUNNING }).last().click();
  await expect(page.getByRole('heading', { name: RUNNING })).toBeVisible();
  const join = page.getByRole('button', { name: '立即参加' });
  if (await join.isVisible()) {
    await join.click();
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: '确认参加' }).click();
  }
  const today = page.getByRole('region', { name: '今日任务' });
  await today.getByRole('button', { name: '去打卡' }).first().click();
  await expect(page).toHaveURL(/\/pages\/clock\/publish\?taskId=\d+/);
  await page.getByLabel('打卡内容').fill(TEXT);
  await page.getByRole('button', { name: '发布打卡' }).click();
  await expect(page).toHaveURL(/\/pages\/clock\/index\?dakaId=\d+/);
  await expect(today.getByRole('button', { name: '今日已打卡' }).first()).toBeVisible();

  // 我的 → 学习周报.
  await page.goto('/pages/index/my');
  await page.getByRole('button', { name: '学习周报' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/weeklyReport$/);
  await expect(page.getByText('本周（截至今天）')).toBeVisible();
  const summary = page.getByTestId('report-summary');
  await expect(summary).toContainText('本周学习 1 天');
  await expect(summary).toContainText('完成 1 节课');
  await expect(summary).toContainText('打卡 1 天');
  const tile = (key: string) => page.locator(`[data-figure="${key}"]`);
  await expect(tile('lessonsFinished')).toContainText('1节');
  await expect(tile('lessonsFinished')).toContainText('↑1');
  await expect(tile('checkinDays')).toContainText('1天');
  await expect(tile('activeDays')).toContainText('1天');
  await expect(tile('homeworkCorrected')).toContainText('持平');

  // The week before: nothing, and back again; the switch of the Sunday push.
  await page.getByRole('button', { name: '上一周' }).click();
  await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
  await expect(summary).toHaveText('这一周还没有学习记录。');
  await page.getByRole('button', { name: '下一周' }).click();
  await expect(summary).toContainText('本周学习 1 天');
  const push = page.getByRole('switch', { name: '订阅每周学习报告' });
  await expect(push).not.toBeChecked();
  await push.click();
  await expect(push).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: '订阅每周学习报告' })).toBeChecked();
});

test('the demo pupil has weeks of activity: a screenshot for a parent', async ({ page }) => {
  await presetGrade(page);
  await signIn(page, 'student');
  await page.goto('/pages/index/my');
  await page.getByRole('button', { name: '学习周报' }).click();
  await page.getByRole('button', { name: '上一周' }).click();
  await expect(page.getByTestId('report-summary')).toContainText(/这一周学习 \d 天，共 \d+ 分钟/);
  await page.screenshot({ path: '.tmp/weekly-report.png' });
  await page.screenshot({ path: '.tmp/weekly-report-full.png', fullPage: true });
});

test('a failure offers a retry', async ({ page }) => {
  await presetGrade(page);
  await loginAs(page, 'student');
  await page.route('**/api/myInfo/getWeeklyReport**', (route) => route.abort());
  await page.goto('/pages/user/weeklyReport');
  await expect(page.getByRole('heading', { name: '学习周报加载失败' })).toBeVisible();
  await page.unroute('**/api/myInfo/getWeeklyReport**');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('report-summary')).toBeVisible();
});
