import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../app-test';
import {
  apiHeaders,
  apiLogin,
  confirmButton,
  desktop,
  dictionaryId,
  presetGrade,
  subjectIds,
  throwawayPupil,
  signIn,
} from './helpers';

// The console's review queues ("Proof"): each item is made by a throwaway user of this spec
// through the API, decided in the console at 1280×800, and the user sees the result on the phone: the
// certification makes a teacher, the claim's points reach the balance, the sample book shows shipped with
// its waybill, the report's rejection its reason, the essay its award, the hidden check-in leaves the
// feed, the feedback shows its reply.
test.use(desktop);
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const TEACHER = 'rvteacher';
const PUPIL = 'rvpupil';
test.beforeAll(async () => {
  await throwawayPupil(TEACHER);
  await throwawayPupil(PUPIL);
});

type Fields = Record<string, string | number | { name: string; mimeType: string; buffer: Buffer }>;

/** A call of the user's side; its data (the code must be 200). */
async function call<T>(
  request: APIRequestContext,
  path: string,
  opts: {
    token?: string;
    params?: Record<string, string>;
    form?: Record<string, string>;
    multipart?: Fields;
  },
): Promise<T> {
  const headers = apiHeaders(opts.token);
  const res =
    opts.form || opts.multipart
      ? await request.post(`/api/${path}`, {
          headers,
          ...(opts.form ? { form: opts.form } : { multipart: opts.multipart as never }),
        })
      : await request.get(`/api/${path}`, { headers, params: opts.params ?? {} });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

/** A small picture, different for every seed (proofs are refused twice). */
async function photo(seed: number) {
  const width = 200;
  const height = 150;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761 + 11;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name: `review-${seed}.png`, mimeType: 'image/png', buffer };
}

/** The user's phone: a page of its own at the phone's size, logged in as `account`. */
async function phone(browser: Browser, baseURL: string | undefined, account: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const page = await context.newPage();
  await presetGrade(page);
  await signIn(page, account);
  return page;
}

/** A console queue's row of the item (by a text of it), its actions in the row. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function pointsOf(page: Page): Promise<number> {
  await page.goto('/pages/shopping/integrationIndex');
  const text = page.getByTestId('points-balance');
  await expect(text).not.toHaveText('--');
  return Number((await text.innerText()).replace(/,/g, ''));
}

test('a certification is approved in the console: the user becomes a teacher', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const token = await apiLogin(request, TEACHER);
  await call(request, 'teacher/saveApplyInfoAndFile', {
    token,
    multipart: {
      realName: '沈审核',
      areaCode: '110101',
      schoolName: '审核实验小学',
      subjectIds: String((await subjectIds())[0]),
      gradeIds: String(await dictionaryId('grade', '三年级')),
      phone: '13900001111',
      file: await photo(1),
    },
  });

  await signIn(page, 'admin');
  await page.goto('/admin/teacher/applications');
  await expect(page.getByRole('heading', { name: '教师认证' })).toBeVisible();
  const mine = row(page, TEACHER);
  await expect(mine.getByText('审核中')).toBeVisible();
  // The drawer shows the proof picture.
  await mine.getByRole('button', { name: '查看' }).click();
  const drawer = page.getByRole('dialog', { name: '认证申请' });
  await expect(drawer.getByRole('img', { name: '证明图片1' })).toBeVisible();
  await expect(drawer.getByText('审核实验小学')).toBeVisible();
  await page.screenshot({ path: 'test-results/console-reviews-certification.png', animations: 'disabled' });
  await drawer.getByRole('button', { name: '通过' }).click();
  await confirmButton(page, '通过').click();
  await expect(page.getByText('已通过')).toBeVisible();
  // Decided: it leaves the pending queue.
  await expect(row(page, TEACHER)).toHaveCount(0);

  const user = await phone(browser, baseURL, TEACHER);
  await user.goto('/pages/index/teacherResources');
  await expect(user.getByText('已认证教师')).toBeVisible();
  await user.context().close();
});

test('a points claim is approved with 80 points: the teacher’s balance grows by 80', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const token = await apiLogin(request, TEACHER);
  const user = await phone(browser, baseURL, TEACHER);
  const before = await pointsOf(user);
  const proof = await call<{ id: number }>(request, 'teacher/fileUpload/integral', {
    token,
    multipart: { file: await photo(2) },
  });
  await call(request, 'teacher/integralCommit', {
    token,
    form: { className: '三年级审核班', classDate: '2026-11-20', note: '课堂使用', fileIds: String(proof.id) },
  });

  await signIn(page, 'admin');
  await page.goto('/admin/teacher/claims');
  const mine = row(page, '三年级审核班');
  await mine.getByRole('button', { name: '通过' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '发放积分' });
  await dialog.getByRole('spinbutton', { name: '发放积分' }).fill('80');
  await dialog.getByRole('button', { name: '通过' }).click();
  await expect(page.getByText('已通过，发放 80 积分')).toBeVisible();

  expect(await pointsOf(user)).toBe(before + 80);
  await user.context().close();
});

test('a sample-book request is approved and shipped: the teacher sees it shipped with its waybill', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const token = await apiLogin(request, TEACHER);
  const address = await call<{ id: number }>(request, 'myInfo/saveMyAddress', {
    token,
    form: {
      name: '沈审核',
      phone: '13900001111',
      provinceCode: '44',
      cityCode: '4403',
      districtCode: '440305',
      detail: '审核路 1 号',
      isDefault: 'true',
    },
  });
  const books = await call<{ list: { id: number; title: string }[] }>(request, 'yangshu/getYangshuList', {
    token,
    params: { pageSize: '5' },
  });
  const book = books.list[0]!;
  await call(request, 'yangshu/commitYangshu', {
    token,
    form: { items: `${book.id}:1`, addressId: String(address.id), note: '审核队列样书' },
  });

  await signIn(page, 'admin');
  await page.goto('/admin/sample-books/requests');
  await row(page, TEACHER).getByRole('button', { name: '通过' }).click();
  await confirmButton(page, '通过').click();
  await expect(page.getByText('已通过，待发货')).toBeVisible();
  // Now among the approved ones: ship it with a waybill (a bad number is refused first).
  await page.goto('/admin/sample-books/requests?status=approved');
  await row(page, TEACHER).getByRole('button', { name: '发货' }).click();
  const ship = page.getByRole('dialog', { name: /发货给/ });
  await ship.getByLabel('快递公司').fill('顺丰速运');
  await ship.getByLabel('快递单号').fill('SF-1');
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(ship.getByText('快递单号须为6至30位字母或数字')).toBeVisible();
  await ship.getByLabel('快递单号').fill('SF2026112500');
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(page.getByText('已发货', { exact: true }).first()).toBeVisible();

  const user = await phone(browser, baseURL, TEACHER);
  await user.goto('/pages/teacher/sampleRecording');
  const card = user.locator('[aria-label^="样书申请"]').filter({ hasText: '审核队列样书' });
  await expect(card.getByText('已发货')).toBeVisible();
  await expect(card.getByTestId('waybill')).toHaveText('SF2026112500');
  await user.context().close();
});

test('a content-error report is rejected with a reason: the pupil reads the reason', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const token = await apiLogin(request, PUPIL);
  const categories = await call<{ id: number }[]>(request, 'book/reward/getFeedBackDic', {});
  const pic = await call<{ id: number }>(request, 'book/reward/fileUpload/reward/0', {
    token,
    multipart: { file: await photo(3) },
  });
  await call(request, 'book/reward/rewardCommit', {
    token,
    form: {
      bookNo: '131',
      page: '23',
      categoryId: String(categories[0]!.id),
      text: '审核队列：第三行少了一个字。',
      fileIds: String(pic.id),
    },
  });

  await signIn(page, 'admin');
  await page.goto('/admin/rewards/reports');
  const mine = row(page, '审核队列：第三行少了一个字。');
  await mine.getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('img', { name: '纠错照片1' })).toBeVisible();
  await page.keyboard.press('Escape');
  await mine.getByRole('button', { name: '驳回' }).click();
  const modal = page.getByRole('dialog', { name: '驳回纠错' });
  await modal.getByRole('button', { name: '确定' }).click();
  await expect(modal.getByText('请填写驳回原因')).toBeVisible();
  await modal.getByLabel('驳回原因').fill('经核对原文无误');
  await modal.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已驳回')).toBeVisible();

  const user = await phone(browser, baseURL, PUPIL);
  await user.goto('/pages/user/rewardList?status=rejected');
  await expect(user.getByText('原因：经核对原文无误')).toBeVisible();
  await user.context().close();
});

test('an essay is awarded 一等奖 in the console: the pupil sees the award', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const token = await apiLogin(request, PUPIL);
  const contests = await call<{ list: { id: number; title: string }[] }>(
    request,
    'activity/article/getArticleOnGoing',
    { params: { pageSize: '20' } },
  );
  const contest = contests.list.find((c) => c.title === '童话新编')!;
  const essay = await call<{ id: number }>(request, 'activity/article/commitArticleInfoAndFile', {
    token,
    multipart: {
      contestId: String(contest.id),
      title: '审核队列的童话',
      text: '从前有一只小兔子，它每天都去森林里帮助别的小动物。',
      file: await photo(4),
    },
  });

  await signIn(page, 'admin');
  await page.goto('/admin/articles/submissions');
  await row(page, '审核队列的童话').getByRole('button', { name: '评奖' }).click();
  const modal = page.getByRole('dialog', { name: /为《审核队列的童话》评奖/ });
  // Pick 一等奖 in the open dropdown (not while the modal or the dropdown is still moving in), then
  // wait until the form has it: AwardModal fills the points from the level in onValuesChange. A click
  // that landed during an animation is picked again rather than read as an empty points field.
  const points = modal.getByRole('spinbutton');
  await expect(async () => {
    const dropdown = page.locator('.ant-select-dropdown:visible');
    if (!(await dropdown.isVisible())) await modal.getByLabel('奖项').click();
    await dropdown.getByTitle('一等奖', { exact: true }).click({ timeout: 2_000 });
    await expect(points).toHaveValue('200', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await modal.getByRole('button', { name: '评奖' }).click();
  await expect(page.getByText('已评奖')).toBeVisible();

  const user = await phone(browser, baseURL, PUPIL);
  await user.goto(`/pages/book/solicitingDetails?yewuId=${essay.id}`);
  await expect(user.getByText('一等奖', { exact: true })).toBeVisible();
  await expect(user.getByText('获得 200 积分')).toBeVisible();
  await user.context().close();
});

test('a check-in is hidden in the console: it leaves the camp’s feed', async ({ page, request }) => {
  const token = await apiLogin(request, PUPIL);
  const camps = await call<{ list: { dakaId: number }[] }>(request, 'dakaying/getDakaYingList', {
    params: { status: 'running' },
  });
  const dakaId = String(camps.list[0]!.dakaId);
  await call(request, 'dakaying/commitDakaYingBaoming', { token, form: { dakaId } });
  const tasks = await call<{ taskId: number; opened: boolean }[]>(request, 'dakaying/getAllTaskList', {
    params: { dakaId },
  });
  const post = await call<{ dakaInfoId: number }>(request, 'dakaying/commitDakaInfoAndFile', {
    token,
    multipart: { taskId: String(tasks.find((t) => t.opened)!.taskId), content: '审核队列里的一条打卡' },
  });
  const feed = async () =>
    (
      await call<{ list: { dakaInfoId: number }[] }>(request, 'dakaying/getDakaRijiList', {
        params: { dakaId, pageSize: '50' },
      })
    ).list.map((p) => p.dakaInfoId);
  expect(await feed()).toContain(post.dakaInfoId);

  await signIn(page, 'admin');
  await page.goto('/admin/checkin/posts');
  const mine = row(page, '审核队列里的一条打卡');
  await mine.getByRole('button', { name: '隐藏' }).click();
  await confirmButton(page, '隐藏').click();
  await expect(page.getByText('已隐藏').first()).toBeVisible();
  await expect(row(page, '审核队列里的一条打卡')).toHaveCount(0);
  await page.goto('/admin/checkin/posts?status=hidden');
  await expect(row(page, '审核队列里的一条打卡').getByText('已隐藏')).toBeVisible();

  expect(await feed()).not.toContain(post.dakaInfoId);
});

test('a feedback is answered in the console: the user reads the reply', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const token = await apiLogin(request, PUPIL);
  await call(request, 'myInfo/saveFeedback', {
    token,
    multipart: { category: '产品建议', content: '审核队列：希望增加夜间模式。', file: await photo(5) },
  });

  await signIn(page, 'admin');
  await page.goto('/admin/feedback');
  const mine = row(page, '审核队列：希望增加夜间模式。');
  await expect(mine).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/console-reviews-feedback.png' });
  await mine.getByRole('button', { name: '回复' }).click();
  const modal = page.getByRole('dialog', { name: /回复 .* 的反馈/ });
  await modal.getByLabel('回复内容').fill('感谢建议，夜间模式已在计划中。');
  await modal.getByRole('button', { name: '发送回复' }).click();
  await expect(page.getByText('已回复').first()).toBeVisible();

  const user = await phone(browser, baseURL, PUPIL);
  await user.goto('/pages/user/feedback');
  await expect(user.getByText('感谢建议，夜间模式已在计划中。')).toBeVisible();
  await user.context().close();
});
