import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import sharp from 'sharp';
import { apiHeaders, apiLogin, loginAs, presetGrade, signIn } from './helpers';

// The teacher entrance (tab 2): a pupil with no application (keke, of the check-in seed)
// applies with a photo, an operator approves through the admin API and the tab turns into the teacher's;
// a points claim with a photo is approved and the balance and breakdown follow. Refusals and the
// empty and failed states are seen on the way.
test.describe.configure({ mode: 'serial' });

const PUPIL = 'keke';
const TAB = '/pages/index/teacherResources';

interface Row {
  id: number;
  account: string;
  status: string;
}

/** The operator decides the pending row of `account` (an application or a points claim). */
async function decide(
  request: APIRequestContext,
  kind: 'Apply' | 'Integral',
  account: string,
  extra: Record<string, string> = {},
) {
  const admin = await apiLogin(request, 'admin');
  const list = await request.get(`/api/admin/teacher/get${kind === 'Apply' ? 'ApplyList' : 'IntegralList'}`, {
    headers: apiHeaders(admin),
    params: { status: 'pending', pageNum: 1, pageSize: 50 },
  });
  const body = (await list.json()) as { code: number; data: { list: Row[] } };
  expect(body.code).toBe(200);
  const row = body.data.list.find((r) => r.account === account);
  expect(row, `a pending ${kind} of ${account}`).toBeTruthy();
  const res = await request.post(`/api/admin/teacher/decide${kind}`, {
    headers: apiHeaders(admin),
    form: { id: String(row!.id), decision: 'approve', ...extra },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

/** A small photo-like PNG, different for every seed (the same proof cannot be claimed twice). */
async function photo(seed: number) {
  const width = 240;
  const height = 180;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761 + 7;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name: `proof-${seed}.png`, mimeType: 'image/png', buffer };
}

async function balance(page: Page): Promise<number> {
  await page.goto('/pages/shopping/integrationIndex');
  const text = page.getByTestId('points-balance');
  await expect(text).not.toHaveText('--');
  return Number((await text.innerText()).replace(/,/g, ''));
}

test('logged out: what certification gives and a login; a failed load offers 重试', async ({ page }) => {
  await presetGrade(page);
  await page.goto(TAB);
  await expect(page.getByRole('heading', { name: '教师专区' })).toBeVisible();
  await expect(page.getByText('认证后可享')).toBeVisible();
  await page.getByRole('link', { name: '登录后申请' }).click();
  await expect(page).toHaveURL(/accountLogin\?redirect=%2Fpages%2Findex%2FteacherResources/);

  await loginAs(page, PUPIL);
  await page.route('**/api/teacher/getApplyInfo*', (route) => route.abort());
  await page.goto(TAB);
  await expect(page.getByText('教师认证信息加载失败')).toBeVisible({ timeout: 10_000 });
  await page.unroute('**/api/teacher/getApplyInfo*');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('link', { name: '申请教师认证' })).toBeVisible();
});

test('a pupil applies with a photo, the operator approves, the tab turns into the teacher’s', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await presetGrade(page);
  await signIn(page, PUPIL);
  await page.goto(TAB);
  await page.getByRole('link', { name: '申请教师认证' }).click();
  await expect(page).toHaveURL(/\/pages\/teacher\/attestation/);

  // Nothing filled: each field says what is missing.
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('真实姓名至少2个字')).toBeVisible();
  await expect(page.getByText('请选择任教学科')).toBeVisible();
  await expect(page.getByText('请上传教师资格证或工作证照片')).toBeVisible();

  await page.getByLabel('真实姓名').fill('柯老师');
  await page.getByLabel('学校所在地区').click();
  await expect(page.getByText('选择学校所在地区')).toBeVisible();
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(page.getByText('北京市 市辖区 东城区')).toBeVisible();
  await page.getByLabel('学校名称').fill('实验小学');
  await page
    .getByRole('group', { name: /任教学科/ })
    .getByText('语文')
    .click();
  await page
    .getByRole('group', { name: /任教年级/ })
    .getByText('三年级')
    .click();
  await page.getByLabel('手机号').fill('12345');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('手机号须为11位数字，以1开头')).toBeVisible();
  await expect(page.getByText('学校所在地区须选到区县')).toHaveCount(0);
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByLabel('选择证明图片').setInputFiles(await photo(1));
  await expect(page.getByRole('img', { name: '证明图片1' })).toBeVisible();
  await page.getByRole('button', { name: '提交认证' }).click();

  await expect(page).toHaveURL(new RegExp(TAB));
  await expect(page.getByText('审核中')).toBeVisible();
  await expect(page.getByText('柯老师 · 实验小学')).toBeVisible();

  await decide(request, 'Apply', PUPIL);
  // Back on the tab (another tab, then this one): the teacher's entrance at once.
  await page.locator('nav[aria-label="主导航"]').getByText('我的').click();
  await page.locator('nav[aria-label="主导航"]').getByText('教师专区').click();
  await expect(page.getByText('已认证教师')).toBeVisible();
  await expect(page.getByRole('link', { name: /积分上传/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /资源下载/ })).toBeVisible();
});

test('a points claim with a photo is approved: the balance and the breakdown change', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await presetGrade(page);
  await loginAs(page, PUPIL);
  const before = await balance(page);

  await page.goto(TAB);
  await page.getByRole('link', { name: /积分上传/ }).click();
  await expect(page).toHaveURL(/\/pages\/teacher\/integralUpload/);
  await expect(page.getByText('还没有积分申请')).toBeVisible();

  // No class, no photo: refused on the form.
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请填写班级')).toBeVisible();
  await expect(page.getByText('请上传证明图片')).toBeVisible();

  await page.getByLabel('班级').fill('三年级二班');
  await page.getByLabel('选择课堂照片').setInputFiles(await photo(2));
  await expect(page.getByText('已上传')).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('listitem', { name: /三年级二班 .* 审核中/ })).toBeVisible();

  await decide(request, 'Integral', PUPIL, { points: '60' });
  await page.reload();
  const claim = page.getByRole('listitem', { name: /三年级二班 .* 已发放/ });
  await expect(claim).toBeVisible();
  await expect(claim.getByText('+60 积分')).toBeVisible();

  await page.getByRole('link', { name: '积分明细 ›' }).click();
  await expect(page).toHaveURL(/integrationList/);
  await expect(page.getByText('教师积分上传').first()).toBeVisible();
  expect(await balance(page)).toBe(before + 60);
});

test('a rejected applicant sees the reason and applies again with the form prefilled', async ({ page }) => {
  await presetGrade(page);
  await signIn(page, 'lilaoshi');
  await page.goto(TAB);
  await expect(page.getByText('未通过')).toBeVisible();
  await expect(page.getByText(/驳回原因：聘书照片无法看清学校盖章/)).toBeVisible();
  await page.getByRole('link', { name: '重新申请' }).click();

  await expect(page.getByLabel('真实姓名')).toHaveValue('李明');
  await expect(page.getByLabel('学校名称')).toHaveValue('东城区第二小学');
  await expect(page.getByText('北京市 市辖区 东城区')).toBeVisible();
  // The kept proof is sent back by id; a second, new one goes with it.
  await expect(page.getByRole('img', { name: '证明图片1' })).toBeVisible();
  await page.getByLabel('选择证明图片').setInputFiles(await photo(3));
  await expect(page.getByRole('img', { name: '证明图片2' })).toBeVisible();
  await page.getByRole('button', { name: '重新提交认证' }).click();
  await expect(page).toHaveURL(new RegExp(TAB));
  await expect(page.getByText('审核中')).toBeVisible();

  // One open application: the form is not offered again.
  await page.goto('/pages/teacher/attestation');
  await expect(page.getByRole('heading', { name: '认证申请审核中' })).toBeVisible();
});

test('favorites: empty tabs say so; a non-teacher on a teacher page is shown the way to certification', async ({
  page,
}) => {
  await presetGrade(page);
  await signIn(page, PUPIL);
  await page.goto('/pages/teacher/bookFavorites?type=resource');
  await expect(page.getByText('还没有收藏资源')).toBeVisible();

  await signIn(page, 'student');
  await page.goto('/pages/teacher/integralUpload');
  await expect(page.getByRole('heading', { name: '仅限认证教师使用' })).toBeVisible();
  await page.getByRole('button', { name: '去认证' }).click();
  await expect(page).toHaveURL(/\/pages\/teacher\/attestation/);
});
