import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { apiHeaders, apiLogin, loginAs, throwawayPupil, signIn } from './helpers';

// Operations statistics (统计分析): a staff member opens the totals, the daily trends and the leader
// boards; every chart is drawn by ECharts (a canvas) and has its table; the figures follow the app's own rows
// through the rollup job (a new pupil who logs in shows in today's new and active users).
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.STATS_SHOTS_DIR ?? '/tmp/i14-stats-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const todayOf = async (page: Page, metric: string) =>
  Number((await page.getByTestId(`today-${metric}`).innerText()).replace(/[^\d.]/g, ''));

test('the totals page shows today, the week and the totals, with a chart and its table', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/pages/other/tjfxData');
  await expect(page.getByRole('heading', { name: '运营统计' })).toBeVisible();
  await expect(page.getByText(/档案范围：浙江省 杭州市/)).toBeVisible();
  await expect(page.getByLabel('用户与学习').getByText('新增用户 · 今日')).toBeVisible();
  // 90 days of seeded activity: the totals are not empty.
  await expect
    .poll(async () => Number((await page.getByTestId('total-newUsers').innerText()).replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(60);
  const chart = page.getByLabel('近7天用户', { exact: true });
  await expect(chart.locator('canvas')).toHaveCount(1);
  await shot(page, 'tjfxData');
  await chart.getByRole('button', { name: '表格' }).click();
  const table = page.getByRole('table', { name: '近7天用户表格' });
  await expect(table.getByRole('columnheader', { name: '活跃用户' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(8);
});

test('a new pupil who logs in shows in today’s figures after the next rollup', async ({ page, request }) => {
  await signIn(page, 'staff');
  await page.goto('/pages/other/tjfxData');
  await expect(page.getByTestId('today-newUsers')).toBeVisible();
  const before = await todayOf(page, 'newUsers');
  const activeBefore = await todayOf(page, 'activeUsers');
  const pupil = await throwawayPupil(`tongjixin${Date.now() % 100000}`);
  const second = await page.context().browser()!.newContext();
  const other = await second.newPage();
  await loginAs(other, pupil);
  await second.close();
  void request;
  await expect
    .poll(
      async () => {
        await page.reload();
        return [await todayOf(page, 'newUsers'), await todayOf(page, 'activeUsers')];
      },
      { timeout: 20_000, intervals: [1_000, 2_000] },
    )
    .toEqual([before + 1, activeBefore + 1]);
});

test('a sale the staff member records shows in today’s sales after the next rollup', async ({
  page,
  request,
}) => {
  await signIn(page, 'staff');
  await page.goto('/pages/other/tjfxData');
  await expect(page.getByTestId('today-salesAmount')).toBeVisible();
  const before = await todayOf(page, 'salesAmount');
  const token = await apiLogin(request, 'staff');
  const list = await request.get('/api/scoool/getSchoolList?pageNum=1&pageSize=1', {
    headers: apiHeaders(token),
  });
  const schools = (await list.json()) as { data: { list: { id: number }[] } };
  const schoolId = schools.data.list[0]!.id;
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const sale = await request.post('/api/scoool/saveYGSaleInfo', {
    headers: apiHeaders(token),
    form: { schoolId: String(schoolId), bookNo: '927', quantity: '12', amount: '345.60', soldOn: today },
  });
  expect(((await sale.json()) as { code: number }).code).toBe(200);
  await expect
    .poll(
      async () => {
        await page.reload();
        return todayOf(page, 'salesAmount');
      },
      { timeout: 20_000, intervals: [1_000, 2_000] },
    )
    .toBeCloseTo(before + 345.6, 2);
});

test('the trends page draws every metric over the chosen period, each with its table', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/pages/other/tjfxData');
  await page.getByRole('link', { name: '每日趋势' }).click();
  await expect(page).toHaveURL(/tjfxTrend/);
  await expect(page.getByLabel('用户', { exact: true }).locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('stats-chart')).toHaveCount(7);
  await shot(page, 'tjfxTrend');
  await page.getByRole('button', { name: '近90天' }).click();
  await expect(page).toHaveURL(/days=90/);
  const learning = page.getByLabel('学习与打卡', { exact: true });
  await learning.getByRole('button', { name: '表格' }).click();
  const table = page.getByRole('table', { name: '学习与打卡表格' });
  await expect(table.getByRole('row')).toHaveCount(91);
  await shot(page, 'tjfxTrend-table');
});

test('the leader boards rank areas and staff members; a pupil may not see them', async ({
  page,
  request,
}) => {
  await signIn(page, 'staff');
  await page.goto('/pages/other/tjfxMore');
  await expect(page.getByRole('button', { name: '销售金额' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('区域排行', { exact: true })).toBeVisible();
  await expect(page.getByLabel('业务员排行', { exact: true })).toBeVisible();
  await expect(page.getByLabel('区域排行', { exact: true }).locator('canvas')).toHaveCount(1);
  await shot(page, 'tjfxMore-sales');
  await page.getByRole('button', { name: '覆盖学校' }).click();
  await expect(page).toHaveURL(/metric=coverage/);
  await expect(page.getByText(/按覆盖学校排名/)).toBeVisible();
  await shot(page, 'tjfxMore');
  void request;

  await signIn(page, 'student');
  await page.goto('/pages/other/tjfxData');
  await expect(page.getByText('没有权限查看统计')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await shot(page, 'tjfxData-pupil');
});
