import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { presetGrade, signIn } from './helpers';

// School archives for field staff (学校档案): 李业务 (staff, 杭州市) registers a school in a
// district of his city in a few taps, covers it, adds a grade with its classes, a teacher, a competitor
// product, a channel and a sale (each refusal first), sees the sums and the history, and exports the
// sales as an XLSX. 赵业务 (苏州市) cannot open it; a pupil has no entry.
test.describe.configure({ mode: 'serial' });

const SCHOOL = '钱塘实验小学';

/** A screenshot for looking at the pages, only when SHOTS_DIR is set (I14 review at 390×844). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
let schoolUrl = '';

test('a staff member registers a school and covers it', async ({ page }) => {
  await presetGrade(page);
  await signIn(page, 'staff');
  await page.goto('/pages/index/my');
  await page.getByRole('button', { name: '学校档案' }).click();
  await expect(page).toHaveURL(/\/pages\/schoolArchives\/index/);
  await expect(page.getByRole('list', { name: '学校列表' })).toBeVisible();
  await shot(page, '01-index');

  await page.getByRole('button', { name: '新增学校' }).click();
  await expect(page).toHaveURL(/\/pages\/schoolArchives\/changeSchool/);
  // Nothing typed: the contract's messages, nothing sent.
  await expect(page.getByLabel('学校名称')).toBeVisible();
  await page.getByRole('button', { name: '新增学校' }).click();
  await expect(page.getByText('学校名称至少2个字')).toBeVisible();
  await expect(page.getByText('学校所在地区须选到区县')).toBeVisible();
  await shot(page, '02-changeSchool-errors');

  await page.getByLabel('学校名称').fill(SCHOOL);
  await page.getByText('西湖区', { exact: true }).click();
  await page.getByLabel('学生人数').fill('860');
  await page.getByLabel('地址').fill('西湖区文三路 88 号');
  await page.getByLabel('校长').fill('周校长');
  await page.getByLabel('联系人').fill('陈主任');
  await page.getByLabel('联系电话').fill('12345');
  await page.getByLabel('经度').fill('10.5');
  await page.getByLabel('纬度').fill('30.27');
  await page.getByRole('button', { name: '新增学校' }).click();
  await expect(page.getByText('联系电话须为手机号或带区号的固定电话（如0571-88886666）')).toBeVisible();
  await expect(page.getByText('位置须在中国境内（经度73.5～135.1）')).toBeVisible();
  await shot(page, '03-changeSchool-filled');
  await page.getByLabel('联系电话').fill('0571-88886666');
  await page.getByLabel('经度').fill('120.1300');
  await page.getByRole('button', { name: '新增学校' }).click();

  await expect(page).toHaveURL(/\/pages\/schoolArchives\/schoolInfo\?id=\d+/);
  schoolUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByRole('heading', { name: new RegExp(SCHOOL) })).toBeVisible();
  await expect(page.getByText('浙江省 杭州市 西湖区')).toBeVisible();
  await expect(page.getByRole('link', { name: '0571-88886666' })).toHaveAttribute(
    'href',
    'tel:0571-88886666',
  );
  await expect(page.getByLabel('变更记录').getByText('新建')).toBeVisible();
  await shot(page, '04-schoolInfo');

  await page.getByRole('button', { name: '我负责这所学校' }).click();
  await expect(page.getByRole('button', { name: '取消负责' })).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(SCHOOL) })).toContainText('我负责');

  // The same name again in the same district: refused by the server.
  await page.goto('/pages/schoolArchives/changeSchool');
  await expect(page.getByLabel('学校名称')).toBeVisible();
  await page.getByLabel('学校名称').fill(SCHOOL);
  await page.getByText('西湖区', { exact: true }).click();
  await page.getByRole('button', { name: '新增学校' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /已有|重名|已存在/ })).toBeVisible();

  // 我负责的: one tap.
  await page.goto('/pages/schoolArchives/index');
  await page.getByRole('button', { name: '我负责的' }).click();
  const rows = page.getByRole('list', { name: '学校列表' });
  await expect(rows.getByRole('button', { name: new RegExp(SCHOOL) })).toBeVisible();
  await expect(rows.getByRole('button', { name: new RegExp(SCHOOL) })).toContainText('我负责');
  await shot(page, '05-index-mine');
});

test('grades, a teacher, a competitor, a channel and a sale', async ({ page }) => {
  await presetGrade(page);
  await signIn(page, 'staff');
  await page.goto(schoolUrl);

  await page.getByRole('button', { name: /年级班级/ }).click();
  await expect(page.getByText('还没有年级')).toBeVisible();
  await page.getByRole('button', { name: '添加年级' }).click();
  await page.getByText('三年级', { exact: true }).click();
  await page.getByLabel('年级人数').fill('160');
  await page.getByRole('button', { name: '4个班' }).click();
  await expect(page.getByLabel('班级（逗号分隔）')).toHaveValue('1班,2班,3班,4班');
  await shot(page, '06-grade-form');
  await page.getByRole('button', { name: '添加年级', exact: true }).last().click();
  await expect(page.getByRole('list', { name: '年级列表' })).toContainText('160人 · 4个班');
  await shot(page, '07-grade-list');
  await page.goBack();

  await page.getByRole('button', { name: /教师/ }).click();
  await page.getByRole('button', { name: '添加教师' }).click();
  await page.getByLabel('姓名').fill('林');
  await page.getByRole('button', { name: '添加教师' }).last().click();
  await expect(page.getByText('教师姓名至少2个字')).toBeVisible();
  await shot(page, '08-teacher-form');
  await page.getByLabel('姓名').fill('林晓燕');
  await page.getByText('语文', { exact: true }).click();
  await page.getByText('三年级', { exact: true }).click();
  await page.getByRole('button', { name: '班主任' }).click();
  await page.getByLabel('电话').fill('13912345678');
  await page.getByRole('button', { name: '添加教师' }).last().click();
  const teachers = page.getByRole('list', { name: '教师列表' });
  await expect(teachers).toContainText('林晓燕');
  await expect(teachers).toContainText('语文 · 三年级');
  // Change her, then the history says who changed what.
  await teachers.getByRole('button', { name: /林晓燕/ }).click();
  await page.getByRole('button', { name: '教研组长' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(teachers).toContainText('教研组长');
  await teachers.getByRole('button', { name: /林晓燕/ }).click();
  await expect(page.getByLabel('变更记录')).toContainText('李业务');
  await expect(page.getByLabel('变更记录')).toContainText('修改');
  await shot(page, '09-teacher-edit-history');
  await page.goBack();
  await page.goBack();

  await page.getByRole('button', { name: /竞品/ }).click();
  await page.getByRole('button', { name: '添加竞品' }).click();
  await page.getByRole('button', { name: '北师大版' }).click();
  await page.getByLabel('产品名称').fill('数学同步练习册');
  await page.getByText('数学', { exact: true }).click();
  await page.getByText('三年级', { exact: true }).click();
  await page.getByLabel('单价（元）').fill('-5');
  await page.getByLabel('数量（册）').fill('150');
  await page.getByRole('button', { name: '添加竞品' }).last().click();
  await expect(page.getByText('单价不能为负数')).toBeVisible();
  await page.getByLabel('单价（元）').fill('18.50');
  await page.getByRole('button', { name: '添加竞品' }).last().click();
  await expect(page.getByRole('list', { name: '竞品列表' })).toContainText('¥18.50');
  await shot(page, '10-jingpin-list');
  await page.goBack();

  await page.getByRole('button', { name: /渠道/ }).click();
  await page.getByRole('button', { name: '添加渠道' }).click();
  await page.getByText('新华书店', { exact: true }).click();
  await page.getByLabel('渠道名称').fill('西湖区新华书店');
  await page.getByRole('button', { name: '添加渠道' }).last().click();
  await expect(page.getByRole('list', { name: '渠道列表' })).toContainText('西湖区新华书店');
  // One entered by mistake, then deleted.
  await page.getByRole('button', { name: '添加渠道' }).click();
  await page.getByText('网店', { exact: true }).click();
  await page.getByLabel('渠道名称').fill('临时网店');
  await page.getByRole('button', { name: '添加渠道' }).last().click();
  const channels = page.getByRole('list', { name: '渠道列表' });
  await channels.getByRole('button', { name: /临时网店/ }).click();
  await page.getByRole('button', { name: '删除这条渠道' }).click();
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await expect(channels).toContainText('西湖区新华书店');
  await expect(channels).not.toContainText('临时网店');
  await page.goBack();

  await page.getByRole('button', { name: /销售/ }).click();
  await page.getByRole('button', { name: '添加销售记录' }).click();
  await page.getByLabel('书号').fill('131');
  await page.getByLabel('数量（册）').fill('120');
  await page.getByLabel('金额（元）').fill('2580');
  await page.getByLabel('销售日期').fill('2999-01-01');
  await page.getByRole('button', { name: '添加销售记录' }).last().click();
  await expect(page.getByText('销售日期不能晚于今天')).toBeVisible();
  await shot(page, '11-sale-form');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  await page.getByLabel('销售日期').fill(today);
  await page.getByRole('button', { name: '添加销售记录' }).last().click();
  await expect(page.getByRole('list', { name: '销售记录列表' })).toContainText('¥2580.00');
  await expect(page.getByTestId('sale-total-quantity')).toHaveText('120册');
  await expect(page.getByTestId('sale-total-amount')).toHaveText('¥2580.00');
  await shot(page, '12-sale-list');

  // The export opens as a valid XLSX (a zip with the workbook inside).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 2).toString()).toBe('PK');
  expect(file.includes(Buffer.from('xl/workbook.xml'))).toBe(true);

  // The next sale of the same book: one tap on the book sold before.
  await page.getByRole('button', { name: '添加销售记录' }).click();
  await page.getByRole('button', { name: '语文 三年级上册' }).click();
  await expect(page.getByLabel('书号')).toHaveValue('131');
  await page.goBack();

  await page.goBack();
  await expect(page.getByRole('button', { name: /年级班级/ })).toContainText('1个年级 4个班');
  await expect(page.getByRole('button', { name: /销售/ })).toContainText('¥2580.00');
  await shot(page, '13-schoolInfo-after');
});

test('another city’s staff member cannot open it; a pupil has no entry', async ({ page }) => {
  await presetGrade(page);
  await signIn(page, 'zhaoyewu');
  await page.goto(schoolUrl);
  await expect(page.getByText('学校不存在')).toBeVisible();
  await page.goto('/pages/schoolArchives/index?q=' + encodeURIComponent(SCHOOL));
  await expect(page.getByText('没有找到学校')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await presetGrade(page);
  await signIn(page, 'student');
  await page.goto('/pages/index/my');
  await expect(page.getByRole('button', { name: '我的订单' })).toBeVisible();
  await expect(page.getByRole('button', { name: '学校档案' })).toHaveCount(0);
});
