import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { simpleParser } from 'mailparser';
import { createCipheriv, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY } from '@jc/contract';
import { SMTP_PORT } from '../playwright.config';
import { DEMO_PASSWORD, loginAs, presetGrade } from './helpers';

// The teacher's sample books (request → approved → shipped → received, the operator through the admin
// API) and teaching resources (a whole package downloaded with its percent bar, and mailed: a local SMTP
// server receives the mail and its link downloads the same bytes). playwright.config.ts points the
// worker's server's SMTP_URL at its SMTP_PORT.
/** A real picture for the receipt photo. */
const PHOTO = fileURLToPath(new URL('../fixtures/scan/no-code.png', import.meta.url));
const SCAN_BARCODE = fileURLToPath(new URL('../fixtures/scan/ean13-221.png', import.meta.url));

/** The nonce header the API asks of every call (docs/spec/api-conventions.md): AES-128-CBC of 16 characters. */
function nonce(): string {
  const text = randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16)
    .padEnd(16, 'x');
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(DEFAULT_NONCE_KEY), Buffer.from(DEFAULT_NONCE_IV));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** One API call as an operator would make it; answers `data`, fails on anything but code 200. */
async function call<T>(
  request: APIRequestContext,
  path: string,
  {
    token,
    form,
    params,
  }: { token?: string; form?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<T> {
  const headers = { nonce: nonce(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const res = form
    ? await request.post(`/api/${path}`, { headers, form })
    : await request.get(`/api/${path}`, { headers, params });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await call<{ token: string }>(request, 'oauth/Login', {
    form: { account: 'admin', password: DEMO_PASSWORD },
  });
  return login.token;
}

async function loginTeacher(page: Page) {
  await presetGrade(page);
  await loginAs(page, 'teacher');
}

test('the teacher requests sample books; the operator approves and ships them; the teacher confirms receipt', async ({
  page,
  request,
}) => {
  await loginTeacher(page);
  await page.goto('/pages/teacher/sampleBookReceive');
  await expect(page.getByText(/还可申请\s*\d+\s*册/)).toBeVisible();
  const first = page
    .locator('main li, li')
    .filter({ has: page.locator('.adm-stepper') })
    .first();
  const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.locator('.adm-stepper-plus').click();
  await expect(page.getByText('已选 1 种 1 册')).toBeVisible();
  await page.getByRole('button', { name: '去提交' }).click();

  await expect(page).toHaveURL(/\/pages\/teacher\/submitReceive\?items=\d+:1/);
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await page.getByPlaceholder('选填，如班级人数、用途').fill('三年级二班试用');
  await page.getByRole('button', { name: '提交申请' }).click();

  await expect(page).toHaveURL(/\/pages\/teacher\/sampleRecording/);
  const card = page.locator('[aria-label^="样书申请"]').filter({ hasText: '三年级二班试用' });
  await expect(card.getByText('待审核')).toBeVisible();

  // The operator approves and ships it.
  const token = await adminToken(request);
  const list = await call<{ list: { id: number; note: string }[] }>(request, 'admin/teacher/getYangshuList', {
    token,
    params: { status: 'requested', pageSize: '50' },
  });
  const id = list.list.find((r) => r.note === '三年级二班试用')!.id;
  await call(request, 'admin/teacher/approveYangshu', { token, form: { id: String(id) } });
  await call(request, 'admin/teacher/shipYangshu', {
    token,
    form: { id: String(id), expressCompany: '顺丰速运', waybillNo: 'SF1234567890' },
  });

  await page.reload();
  await expect(card.getByText('已发货')).toBeVisible();
  await expect(card.getByTestId('waybill')).toHaveText('SF1234567890');
  await card.getByRole('button', { name: '确认收货' }).click();
  const sheet = page.getByRole('dialog', { name: '确认收货' });
  await sheet.getByTestId('receipt-photo').setInputFiles(PHOTO);
  await expect(sheet.getByAltText('签收照片')).toHaveCount(1);
  await sheet.getByRole('button', { name: '确认收货' }).click();
  await expect(card.getByText('已签收', { exact: true })).toBeVisible();
  await expect(card.getByAltText('签收照片')).toHaveCount(1);
});

test('a request over a book limit cannot be made, and an empty choice says so', async ({ page }) => {
  await loginTeacher(page);
  await page.goto('/pages/teacher/submitReceive');
  await expect(page.getByText('还没有选择样书')).toBeVisible();
  await page.goto('/pages/teacher/sampleBookReceive');
  const first = page
    .locator('li')
    .filter({ has: page.locator('.adm-stepper') })
    .first();
  const plus = first.locator('.adm-stepper-plus');
  for (let i = 0; i < 5; i++) if (await plus.isEnabled()) await plus.click();
  // Every offer allows at most three copies a request.
  const value = Number(await first.locator('input').inputValue());
  expect(value).toBeGreaterThan(0);
  expect(value).toBeLessThanOrEqual(3);
  await page.goto('/pages/teacher/sampleBookReceive?code=0000000000000');
  await expect(page.getByText('这本书暂不提供样书')).toBeVisible();
  // A photo of a book's barcode (book 221, not on offer) is decoded in the browser and looked up.
  await page.getByTestId('scan-picture').setInputFiles(SCAN_BARCODE);
  await expect(page).toHaveURL(/code=(?!0{13})\d{13}/);
  await expect(page.getByText('这本书暂不提供样书')).toBeVisible();
});

test('a whole package downloads with its percent bar and the right bytes, and is mailed with a working link', async ({
  page,
  request,
}) => {
  const mails: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  try {
    await loginTeacher(page);
    await page.goto('/pages/teacher/downloadAllDetails');
    const row = page.locator('li[aria-label*="资源包"]').first();
    await expect(row).toBeVisible();
    const name = (await row.getAttribute('aria-label')) ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: '下载' }).click(),
    ]);
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(row.getByText('已下载')).toBeVisible();
    expect(download.suggestedFilename()).toBe(`${name}.zip`);
    const saved = await readFile((await download.path())!);
    expect(saved.subarray(0, 2).toString()).toBe('PK');

    // Mail it.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: '发送到邮箱' }).click();
    const sheet = page.getByRole('dialog', { name: '发送到邮箱' });
    await sheet.getByLabel('邮箱地址').fill('not-a-mail');
    await sheet.getByRole('button', { name: '发送' }).click();
    await expect(sheet.getByText('邮箱地址格式不正确')).toBeVisible();
    await sheet.getByLabel('邮箱地址').fill('teacher@school.example.cn');
    await sheet.getByRole('button', { name: '发送' }).click();
    await expect(page.getByText(/已发送1个下载链接/)).toBeVisible();

    await expect.poll(() => mails.length, { timeout: 10_000 }).toBe(1);
    const mail = await simpleParser(mails[0]!);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('teacher@school.example.cn');
    const link = /https?:\/\/[^\s"<>]+\/download\/[^\s"<>]+/.exec(mail.text ?? String(mail.html))?.[0];
    expect(link, 'a download link in the mail').toBeTruthy();
    const res = await request.get(link!.replace(/&amp;/g, '&'));
    expect(res.status()).toBe(200);
    expect(Buffer.compare(await res.body(), saved)).toBe(0);
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

test('a book’s resources: download one with progress, favorite it, and browse by edition area', async ({
  page,
}) => {
  await loginTeacher(page);
  await page.goto('/pages/teacher/teacherDownload');
  await expect(page.getByRole('tablist', { name: '版本' })).toBeVisible();
  await page.locator('ul li button').first().click();
  await expect(page).toHaveURL(/\/pages\/teacher\/downloadDetails\?bookNo=/);
  const row = page
    .locator('li[aria-label]')
    .filter({ has: page.getByRole('button', { name: '下载' }) })
    .first();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: '下载' }).click(),
  ]);
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(download.suggestedFilename()).toMatch(/\.[a-z0-9]+$/);
  const star = row.getByRole('button', { name: /收藏/ });
  const before = await star.getAttribute('aria-pressed');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  // An unknown book.
  await page.goto('/pages/teacher/downloadDetails?bookNo=999999');
  await expect(page.getByText(/没有找到这本书的资源|这本书还没有资源/)).toBeVisible();
});

test('a pupil is refused the teacher pages', async ({ page }) => {
  await presetGrade(page);
  await loginAs(page, 'keke');
  for (const path of ['sampleBookReceive', 'sampleRecording', 'teacherDownload', 'downloadAllDetails']) {
    await page.goto(`/pages/teacher/${path}`);
    await expect(page.getByText('仅限认证教师使用')).toBeVisible();
  }
  await page.getByRole('button', { name: '去认证' }).click();
  await expect(page).toHaveURL(/\/pages\/index\/teacherResources/);
});
