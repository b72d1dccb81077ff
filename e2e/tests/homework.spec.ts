import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request as newRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../chromium';
import { phone, SERVER_PORT } from '../playwright.config';
import { apiHeaders, apiLogin, loginAs, skipHomeAd } from './helpers';

// Homework correction: a page of arithmetic drawn for the test is photographed through
// Chromium's fake camera (user/camera's photo mode), uploaded and corrected by the server's OCR engine,
// and every line is marked right or wrong on the result; the list shows a queued correction pending,
// then done; a server killed with a job queued corrects it after it starts again.
test.describe.configure({ mode: 'serial' });

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = join(root, '.tmp', 'e2e-homework');

/** The homework on the page: what the pupil wrote and how it must be marked. */
const LINES = [
  { text: '12 + 35 = 47', verdict: 'right', correct: '' },
  { text: '8 × 7 = 54', verdict: 'wrong', correct: '56' },
  { text: '63 - 28 = 35', verdict: 'right', correct: '' },
  { text: '45 + 19 = 66', verdict: 'wrong', correct: '64' },
  { text: '9 × 6 = 54', verdict: 'right', correct: '' },
] as const;

/** The homework page as a picture: dark writing on light paper with ruled lines, `width` × `height`. */
function homeworkSvg(width: number, height: number): string {
  const top = Math.round(height * 0.2);
  const gap = Math.round((height * 0.72) / LINES.length);
  const size = Math.round(gap * 0.55);
  const lines = LINES.map((l, i) => {
    const y = top + i * gap + size;
    return `<line x1='40' y1='${y + 12}' x2='${width - 40}' y2='${y + 12}' stroke='#b9cfe6' stroke-width='2'/>
      <text x='${Math.round(width * 0.12)}' y='${y}' font-size='${size}' fill='#222' font-family='DejaVu Sans, sans-serif'>${l.text}</text>`;
  }).join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'>
    <rect width='100%' height='100%' fill='#fbf8ef'/>
    <text x='${width / 2}' y='${Math.round(height * 0.11)}' font-size='${Math.round(size * 0.8)}' fill='#333' text-anchor='middle' font-family='WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif'>口算练习</text>
    ${lines}
  </svg>`;
}

/** The page as a Y4M video of one frame (I420), for `--use-file-for-fake-video-capture`. */
async function writeY4m(path: string, width: number, height: number) {
  const { data } = await sharp(Buffer.from(homeworkSvg(width, height)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 3;
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      y[row * width + col] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (width / 2) + col / 2;
        u[c] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[c] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(path, Buffer.concat([header, y, u, v]));
}

const homeworkJpeg = () =>
  sharp(Buffer.from(homeworkSvg(1280, 720)))
    .jpeg({ quality: 88 })
    .toBuffer();

interface Correction {
  id: number;
  status: string;
  marks: { verdict: string; correctAnswer: string; text: string }[];
}

/** Queues the correction of the drawn page by the API (upload, then correctHomework); answers the correction. */
async function queueCorrection(request: APIRequestContext, token: string): Promise<Correction> {
  const up = await request.post('/api/thirdpart/AIPigaiUpload', {
    headers: apiHeaders(token),
    multipart: { file: { name: 'homework.jpg', mimeType: 'image/jpeg', buffer: await homeworkJpeg() } },
  });
  const photo = (await up.json()) as { code: number; data: { id: number } };
  expect(photo.code).toBe(200);
  const res = await request.post('/api/thirdpart/correctHomework', {
    headers: apiHeaders(token),
    multipart: { uploadId: String(photo.data.id) },
  });
  const body = (await res.json()) as { code: number; data: Correction };
  expect(body.code).toBe(200);
  return body.data;
}

async function correction(request: APIRequestContext, token: string, id: number): Promise<Correction> {
  const res = await request.get(`/api/thirdpart/getCorrectHWInfo?id=${id}`, { headers: apiHeaders(token) });
  return ((await res.json()) as { data: Correction }).data;
}

/** Every line of the drawn page is marked as it must be, on the photo and in the list of lines. */
async function expectEveryLineMarked(page: Page) {
  await expect(page.getByText('已批改', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('对 3 题 · 错 2 题')).toBeVisible();
  const marks = page.getByTestId('homework-mark');
  await expect(marks).toHaveCount(LINES.length);
  const verdicts = await marks.evaluateAll((els) => els.map((e) => e.getAttribute('data-verdict')));
  expect(verdicts).toEqual(LINES.map((l) => l.verdict));
  const lines = page.getByRole('list', { name: '逐题结果' }).getByRole('listitem');
  await expect(lines).toHaveCount(LINES.length);
  for (const [i, l] of LINES.entries()) {
    await expect(lines.nth(i)).toContainText(l.verdict === 'right' ? '正确' : `错误，正确答案 ${l.correct}`);
  }
  // The marks sit on the shown photo, inside it.
  const photo = await page.getByRole('img', { name: '作业照片' }).boundingBox();
  const first = await marks.first().boundingBox();
  expect(photo && first).toBeTruthy();
  expect(first!.x).toBeGreaterThanOrEqual(photo!.x);
  expect(first!.y + first!.height).toBeLessThanOrEqual(photo!.y + photo!.height);
}

test.beforeAll(() => mkdirSync(work, { recursive: true }));

test(
  'a homework page photographed through the camera: every line is marked right or wrong',
  { tag: '@smoke' },
  async ({ baseURL }) => {
    test.setTimeout(120_000);
    const video = join(work, 'homework.y4m');
    await writeY4m(video, 1280, 720);
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...phone });
      const page = await context.newPage();
      await skipHomeAd(page);
      await loginAs(page, 'xiaohong');
      // The my page leads there.
      await page.goto('/pages/index/my');
      await page.getByText('作业批改', { exact: true }).click();
      await expect(page).toHaveURL(/\/pages\/user\/workCorrection$/);
      await page.getByRole('button', { name: '拍照批改' }).click();
      await expect(page).toHaveURL(/\/pages\/user\/camera\?mode=photo&for=homework$/);
      await expect(page.getByRole('heading', { name: '拍作业' })).toBeVisible();
      await expect(page.getByRole('button', { name: '拍照' })).toBeEnabled({ timeout: 15_000 });
      await page.getByRole('button', { name: '拍照' }).click();
      // Back on workCorrection the photo is uploaded and queued; the result page follows.
      await expect(page).toHaveURL(/\/pages\/user\/correctList\?id=\d+$/, { timeout: 20_000 });
      await expectEveryLineMarked(page);
      await page.screenshot({ path: join(work, 'result.png'), fullPage: true });
      // Back: the photo page, not the camera.
      await page.goBack();
      await expect(page).toHaveURL(/\/pages\/user\/workCorrection$/);
    } finally {
      await browser.close();
    }
  },
);

test('the list shows a queued correction pending, then done; the album works too', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await skipHomeAd(page);
  await loginAs(page, 'lele');
  const token = await apiLogin(request, 'lele');
  // Six queued at once: the engine takes them one by one, so the newest waits.
  let newest = await queueCorrection(request, token);
  for (let i = 0; i < 5; i++) newest = await queueCorrection(request, token);
  expect(newest.status).toBe('pending');

  await page.goto('/pages/user/correctList');
  const list = page.getByRole('list', { name: '批改记录' });
  const row = list.locator(`a[href$="?id=${newest.id}"]`);
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row).toContainText('批改中');
  await expect(row.locator('img')).toBeVisible();
  await page.screenshot({ path: join(work, 'list-pending.png') });
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(row).toContainText('对 3 题 · 错 2 题');
  await page.screenshot({ path: join(work, 'list-done.png') });
  await row.click();
  await expectEveryLineMarked(page);

  // From the album: the picture is uploaded with its progress and corrected.
  await page.goto('/pages/user/workCorrection');
  await page.screenshot({ path: join(work, 'work-correction.png') });
  await page.getByLabel('选择作业照片').setInputFiles({
    name: 'homework.jpg',
    mimeType: 'image/jpeg',
    buffer: await homeworkJpeg(),
  });
  await expect(page).toHaveURL(/\/pages\/user\/correctList\?id=\d+$/, { timeout: 20_000 });
  await expectEveryLineMarked(page);
});

test('a correction queued when the server dies is finished after it starts again', async () => {
  test.setTimeout(180_000);
  // A second server of this test's own, on the worker's next port.
  const port = SERVER_PORT + 1;
  const dataDir = join(work, 'restart-data');
  rmSync(dataDir, { recursive: true, force: true });
  const start = () =>
    spawn('node', ['apps/server/dist/main.js'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  const healthy = async (request: APIRequestContext) =>
    expect
      .poll(async () => (await request.get('/health').catch(() => null))?.status() ?? 0, { timeout: 60_000 })
      .toBe(200);
  const stop = (server: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGKILL');
    });

  const request = await newRequest.newContext({ baseURL: `http://127.0.0.1:${port}` });
  let server = start();
  try {
    await healthy(request);
    const token = await apiLogin(request, 'haohao');
    // Two queued, the server killed at once (a crash): at least the second is still waiting.
    await queueCorrection(request, token);
    const queued = await queueCorrection(request, token);
    await stop(server);
    expect(queued.status).toBe('pending');

    server = start();
    await healthy(request);
    await expect
      .poll(async () => (await correction(request, token, queued.id)).status, { timeout: 90_000 })
      .toBe('done');
    const done = await correction(request, token, queued.id);
    expect(done.marks.map((m) => m.verdict)).toEqual(LINES.map((l) => l.verdict));
    expect(done.marks.filter((m) => m.verdict === 'wrong').map((m) => m.correctAnswer)).toEqual(['56', '64']);
  } finally {
    await stop(server);
    await request.dispose();
  }
});
