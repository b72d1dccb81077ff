import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../app-test';
import sharp from 'sharp';
import { apiHeaders, apiLogin, presetGrade, signIn } from './helpers';

// Essay contests: `student` submits an essay with a picture to the open contest 童话新编
// (where the seed has none of theirs), the operator awards it through the admin API, the points and the
// certificate appear, and its code verifies on the public page. Refusals: a closed contest and one at the
// limit disable 我要投稿 with the reason; a file that is not really a picture is refused by the server in
// Chinese; a bad code is not valid.
test.describe.configure({ mode: 'serial' });

const PUPIL = 'student';
const CONTEST = '童话新编';
const ESSAY = '小蚂蚁搬家';

async function pointsOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/myInfo/getMyInfo', { headers: apiHeaders(token) });
  const body = (await res.json()) as { data: { integral?: number; points?: number } };
  return Number(body.data.integral ?? body.data.points ?? 0);
}

async function picture() {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  let x = 99;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name: 'drawing.png', mimeType: 'image/png', buffer };
}

let certificateCode = '';

test('the contest list, a closed and a full contest refuse with the reason', async ({ page }) => {
  await presetGrade(page);
  await page.goto('/pages/book/solicitingArticle');
  await expect(page.getByRole('heading', { name: '有奖征文' })).toBeVisible();
  await expect(page.getByText(CONTEST).first()).toBeVisible();
  await expect(page.getByText('我眼中的秋天').first()).toBeVisible();
  // The finished contest's awarded essays, readable by anyone.
  await page.getByText('我和爸爸妈妈').first().click();
  await expect(page).toHaveURL(/\/pages\/other\/writer\?id=\d+/);
  await expect(page.getByRole('heading', { name: '我和爸爸妈妈' })).toBeVisible();
  await expect(page.getByText('一等奖').first()).toBeVisible();

  // Logged out: the button asks for a login.
  await page.goto('/pages/book/solicitingArticle');
  await page.getByText('我眼中的秋天').first().click();
  await expect(page.getByRole('button', { name: '登录后投稿' })).toBeEnabled();

  await signIn(page, PUPIL);
  await page.goto('/pages/book/solicitingArticle');
  await page.getByText('我眼中的秋天').first().click();
  await expect(page.getByText('征稿时间')).toBeVisible();
  await expect(page.getByText('（北京时间）')).toBeVisible();
  // student already wrote for it; one per user.
  await expect(page.getByRole('button', { name: '我要投稿' })).toBeDisabled();
  await expect(page.getByText(/你已投过稿/)).toBeVisible();
});

test('an essay with a picture is submitted; a fake picture is refused in Chinese', async ({ page }) => {
  await presetGrade(page);
  await signIn(page, PUPIL);
  await page.goto('/pages/book/solicitingArticle');
  await page.getByText(CONTEST).first().click();
  await page.getByRole('button', { name: '我要投稿' }).click();
  await expect(page).toHaveURL(/solicitingSubmit\?contestId=\d+/);

  // The form's own checks first.
  await page.getByRole('button', { name: '提交作品' }).click();
  await expect(page.getByText('请填写作品标题')).toBeVisible();

  await page.getByLabel('作品标题').fill(ESSAY);
  await page
    .getByLabel('作品正文')
    .fill(
      '小蚂蚁要搬家了。它扛着一粒米，走过小草，走过石头。\n天要下雨了，朋友们都来帮忙，大家一起把家搬到了高高的树洞里。',
    );
  await expect(page.getByText(/\/5000/)).toBeVisible();

  // A "picture" that is not one: the server refuses it, the form says so.
  await page
    .getByLabel('选择附件')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await page.getByRole('button', { name: '提交作品' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /[\u4e00-\u9fa5]/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: '移除附件1' }).click();

  await page.getByLabel('选择附件').setInputFiles(await picture());
  await expect(page.getByRole('img', { name: '附件1' })).toBeVisible();
  await page.getByRole('button', { name: '提交作品' }).click();
  await expect(page).toHaveURL(/solicitingDetails\?yewuId=\d+/);
  await expect(page.getByRole('heading', { name: ESSAY })).toBeVisible();
  await expect(page.getByText('已投稿').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '修改作品' })).toBeVisible();

  // Listed under 我的投稿.
  await page.goto('/pages/book/solicitingList');
  await expect(page.getByText(ESSAY)).toBeVisible();
});

test('the operator awards it: points, the certificate, and its code verifies publicly', async ({
  page,
  request,
}) => {
  const pupil = await apiLogin(request, PUPIL);
  const before = await pointsOf(request, pupil);
  const admin = await apiLogin(request, 'admin');
  const list = await request.get('/api/admin/article/getSubmissionList', {
    headers: apiHeaders(admin),
    params: { status: 'submitted', pageNum: 1, pageSize: 50 },
  });
  const rows = ((await list.json()) as { data: { list: { id: number; title: string; account: string }[] } })
    .data.list;
  const row = rows.find((r) => r.account === PUPIL && r.title === ESSAY);
  expect(row, 'the submitted essay').toBeTruthy();
  const res = await request.post('/api/admin/article/award', {
    headers: apiHeaders(admin),
    form: { id: String(row!.id), decision: 'award', level: 'second' },
  });
  const awarded = (await res.json()) as {
    code: number;
    data: { certificateCode: string; awardPoints: number };
  };
  expect(awarded.code).toBe(200);
  certificateCode = awarded.data.certificateCode;
  expect(certificateCode).toMatch(/^[A-Z0-9]{12}$/);
  expect(await pointsOf(request, pupil)).toBe(before + awarded.data.awardPoints);

  await presetGrade(page);
  await signIn(page, PUPIL);
  await page.goto(`/pages/book/solicitingDetails?yewuId=${row!.id}`);
  await expect(page.getByText('二等奖', { exact: true })).toBeVisible();
  await expect(page.getByText(`获得 ${awarded.data.awardPoints} 积分`)).toBeVisible();
  await page.getByRole('button', { name: '查看证书' }).click();
  await expect(page).toHaveURL(/certificateDownload/);
  const image = page.getByRole('img', { name: /二等奖证书/ }).first();
  await expect(image).toBeVisible();
  const natural = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(natural).toBe(1400);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '保存证书' }).first().click();
  expect((await download).suggestedFilename()).toBe(`证书-${ESSAY}-${certificateCode}.png`);
});

test('a certificate code verifies without a login; a wrong one does not', async ({ page }) => {
  expect(certificateCode).not.toBe('');
  await page.goto(`/pages/user/certificateDownload?code=${certificateCode}`);
  await expect(page.getByText('✓ 证书真实有效')).toBeVisible();
  await expect(page.getByText(`《${ESSAY}》`)).toBeVisible();
  await page.getByRole('textbox', { name: '证书编号' }).fill('ZZZZ-ZZZZ-ZZZZ');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('✗ 证书无效')).toBeVisible();
  await page.getByRole('textbox', { name: '证书编号' }).fill('abc');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('证书编号须为12位字母或数字')).toBeVisible();
});
