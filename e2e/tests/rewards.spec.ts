import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../app-test';
import sharp from 'sharp';
import { apiHeaders, apiLogin, presetGrade, throwawayPupil, signIn } from './helpers';

// Content-error rewards (纠错有奖): a pupil of this spec's own (no reports; account.spec changes
// tiantian's password, and the two may share a worker's store) reports an error with
// a photo, the operator accepts it through the admin API and the status and points show; a second report is
// rejected with its reason; the form's refusals are seen first.
test.describe.configure({ mode: 'serial' });

const PUPIL = 'jiucuo';
test.beforeAll(async () => {
  await throwawayPupil(PUPIL);
});

/** The operator decides the report `id` through the admin API. */
async function decide(request: APIRequestContext, id: number, form: Record<string, string>) {
  const admin = await apiLogin(request, 'admin');
  const res = await request.post('/api/admin/reward/decide', {
    headers: apiHeaders(admin),
    form: { id: String(id), ...form },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

async function photo() {
  const buffer = await sharp({ create: { width: 240, height: 180, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  return { name: 'error-page.png', mimeType: 'image/png', buffer };
}

const reportId = (url: string) => Number(new URL(url).searchParams.get('id'));

test('a report is refused until complete, then accepted: status and points show', async ({
  page,
  request,
}) => {
  await presetGrade(page);
  await signIn(page, PUPIL);
  await page.goto('/pages/user/rewardQuery');
  await expect(page.getByRole('heading', { name: '纠错有奖' })).toBeVisible();
  // Empty form: each refusal under its field.
  await page.getByRole('button', { name: '提交纠错' }).click();
  await expect(page.getByText('请输入书号或从书架选择')).toBeVisible();
  await expect(page.getByText('请填写页码')).toBeVisible();
  await expect(page.getByText('请选择错误类型')).toBeVisible();
  await expect(page.getByText('请描述错误内容')).toBeVisible();
  // An unknown book: the server's refusal.
  await page.getByPlaceholder('输入封底的书号').fill('000');
  await page.getByPlaceholder('错误所在的页码').fill('12');
  await page.getByText('错别字', { exact: true }).click();
  await page.getByPlaceholder(/请写清楚哪一处错了/).fill('短');
  await page.getByRole('button', { name: '提交纠错' }).click();
  await expect(page.getByText('错误描述至少5个字')).toBeVisible();
  await page.getByPlaceholder(/请写清楚哪一处错了/).fill('第六行“银否树”应为“银杏树”。');
  await page.getByRole('button', { name: '提交纠错' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '书号不存在' })).toBeVisible();
  // The book picked from the catalogue.
  await page.getByRole('button', { name: '从书架选择' }).click();
  await page.getByRole('button', { name: /语文 三年级上册/ }).click();
  await expect(page.getByPlaceholder('输入封底的书号')).toHaveValue('131');
  await page.getByLabel('选择错误图片').setInputFiles(await photo());
  await expect(page.getByText('已上传')).toBeVisible();
  await page.getByRole('button', { name: '提交纠错' }).click();

  await expect(page).toHaveURL(/\/pages\/user\/rewardDetails\?id=\d+/);
  await expect(page.getByText('审核中')).toBeVisible();
  await expect(page.getByRole('img', { name: '错误图片1' })).toBeVisible();
  const id = reportId(page.url());

  await decide(request, id, { decision: 'accept', points: '25' });
  await page.reload();
  await expect(page.getByText('已采纳')).toBeVisible();
  await expect(page.getByText(/获得\s*25\s*积分/)).toBeVisible();

  await page.goto('/pages/user/rewardList');
  await expect(page.getByLabel('纠错获得积分')).toHaveText('25');
  await expect(page.getByRole('tab', { name: '已采纳 1' })).toBeVisible();
  await expect(page.getByText('+25 积分')).toBeVisible();
});

test('the form opens on the last book and category; a rejection shows its reason', async ({
  page,
  request,
}) => {
  await presetGrade(page);
  await signIn(page, PUPIL);
  await page.goto('/pages/user/rewardQuery');
  await expect(page.getByPlaceholder('输入封底的书号')).toHaveValue('131');
  await expect(page.getByText('《语文 三年级上册》')).toBeVisible();
  await page.getByPlaceholder('错误所在的页码').fill('20');
  await page.getByPlaceholder(/请写清楚哪一处错了/).fill('第20页的插图和课文内容对不上。');
  await page.getByRole('button', { name: '提交纠错' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/rewardDetails\?id=\d+/);
  const id = reportId(page.url());

  await decide(request, id, { decision: 'reject', reason: '经核对插图无误' });
  await page.goto('/pages/user/rewardList?status=rejected');
  await expect(page.getByRole('tab', { name: '未采纳 1' })).toBeVisible();
  await expect(page.getByText('原因：经核对插图无误')).toBeVisible();
  await page.getByRole('link', { name: /^语文 三年级上册 未采纳 第20页 · / }).click();
  await expect(page.getByText('未采纳原因：经核对插图无误')).toBeVisible();
  // Someone else's report is not found.
  await page.goto('/pages/user/rewardDetails?id=1');
  await expect(page.getByText('纠错记录不存在')).toBeVisible();
});
