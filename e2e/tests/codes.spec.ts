import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from '../app-test';
import { chromiumArgs, chromiumPath } from '../chromium';
import { E2E_DATA_DIR, phone } from '../playwright.config';
import { apiHeaders, apiLogin, presetGrade, signIn, skipBookAds, storeGet } from './helpers';

// Printed codes (docs/codes.md): every demo code of the QR sheet of 语文一年级上册 (927) shown to the scan
// page through Chromium's fake camera lands on what it names; a retired code says so with its ways on; an
// unknown code on the book page does too; /marketing/{n} plays its lesson. One browser for all the codes:
// the fake camera reads its file each time a page opens the camera, so each code is written over it.

const work = `${E2E_DATA_DIR}-codes`;
const camera = join(work, 'camera.y4m');
const DETAILS = '/pages/book/bookDetails';
const DOWNLOAD = '/pages/book/resourcesDownload';
const WIDTH = 640;
const HEIGHT = 480;

/** A QR picture (the sheet's SVG) in the middle of a white frame, written as a one-frame I420 y4m. */
async function showToCamera(svg: string) {
  const qr = await sharp(Buffer.from(svg))
    .resize(400, 400)
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const { data } = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' },
  })
    .composite([{ input: qr, left: (WIDTH - 400) / 2, top: (HEIGHT - 400) / 2 }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  // Black and white only: the luma is the grey level, the chroma stays neutral.
  for (let i = 0; i < WIDTH * HEIGHT; i++) y[i] = data[i * 3] ?? 255;
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  // Written beside it and renamed over it: the camera never reads half a file.
  writeFileSync(`${camera}.new`, Buffer.concat([header, y, u, v]));
  renameSync(`${camera}.new`, camera);
}

type Expect = { url: RegExp; playing?: string; lesson?: string; heading?: string };

/** Where each code of the sheet lands (key=value as the sheet prints it, &amp; unescaped). */
const LANDS: Record<string, Expect> = {
  's=300101': { url: /\?s=300101$/, playing: '《口耳目》名师讲解', lesson: '3 口耳目' },
  't=300102': { url: /\?t=300102$/, playing: '《金木水火土》课文朗读', lesson: '2 金木水火土' },
  'y=300103': { url: /\?y=300103$/, playing: '《天地人》认读字跟读', lesson: '生字词' },
  'k=300104': { url: /\?k=300104$/, playing: '《天地人》分角色朗读', lesson: '朗读训练' },
  'x=100500101': { url: new RegExp(`${DOWNLOAD}\\?lessonno=100500101$`) },
  'd=927': { url: new RegExp(`${DOWNLOAD}\\?lessonnoDa=927$`) },
  'em=1': { url: /\/pages\/book\/sampleBook\?em_1$/ },
  'bk=927': { url: /\/pages\/book\/bookIndex\?id=927$/ },
  'subject=语文': { url: /\/pages\/other\/knowledge\?subject=%E8%AF%AD%E6%96%87&isScan=1$/ },
  'tr=927': { url: /\/pages\/book\/readingListening\?tr=927$/ },
  'p=/media/pdf/ebook-yuwen.pdf': { url: /\/pages\/other\/pdfView\?p=%2Fmedia%2Fpdf%2Febook-yuwen\.pdf$/ },
  'TkBookInfo=927': { url: new RegExp(`${DETAILS}\\?bookNo=927$`), heading: '语文 一年级上册' },
  'TkAllAudioBook=927': { url: new RegExp(`${DETAILS}\\?bookNo=927$`), heading: '语文 一年级上册' },
  'TkFilmBookInfo=927': { url: new RegExp(`${DETAILS}\\?bookNo=927$`), heading: '语文 一年级上册' },
  'TkAllPptBook=927': { url: /\/pages\/teacher\/downloadDetails\?bookNo=927$/ },
  'TkAudioInfo=300201': { url: /\?TkAudioInfo=300201$/, playing: '《天地人》课文朗读', lesson: '1 天地人' },
  'VwhFilmInfo=300202': { url: /\?VwhFilmInfo=300202$/, playing: '《天地人》名师讲解', lesson: '1 天地人' },
  'IntelligentMark=300203': {
    url: /\?IntelligentMark=300203$/,
    playing: '《日月水火》名师讲解',
    lesson: '4 日月水火',
  },
  'TkBookContent=300204': { url: /\?TkBookContent=300204$/, playing: '《金木水火土》名师讲解' },
  'TkBookContent=927&type=8': { url: new RegExp(`${DOWNLOAD}\\?lessonnoZi=927$`) },
  'TkBookContent=927&type=9': { url: new RegExp(`${DOWNLOAD}\\?lessonnoDa=927$`) },
  'PdfDownload=927': { url: new RegExp(`${DOWNLOAD}\\?lessonnoKa=927$`) },
  'NewShelf=1': { url: /\/pages\/book\/sampleBook\?em_1$/ },
};

let browser: Browser;
let page: Page;
let sheet: Map<string, string>;

test.beforeAll(async ({ baseURL, request }) => {
  mkdirSync(work, { recursive: true });
  // The QR sheet of 927, as the operator prints it: its codes by key with their pictures.
  const book = await storeGet<{ id: number }>("select id from books where book_no = '927'");
  const token = await apiLogin(request, 'admin');
  const res = await request.get(`/api/admin/catalogue/getQrSheet?bookId=${book?.id ?? 0}`, {
    headers: apiHeaders(token),
  });
  const html = await res.text();
  sheet = new Map(
    [...html.matchAll(/<figure class="cell" data-code="([^"]+)">(<svg[\s\S]*?<\/svg>)/g)].map((m) => [
      (m[1] ?? '').replace(/&amp;/g, '&'),
      m[2] ?? '',
    ]),
  );
  await showToCamera(sheet.get('TkBookInfo=927') ?? '');
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  });
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...phone });
  page = await context.newPage();
  // A teacher: the teaching-resource page of TkAllPptBook is for signed-in users.
  await signIn(page, 'teacher');
  await presetGrade(page);
  await skipBookAds(page);
});

test.afterAll(async () => {
  await browser?.close();
});

/** Shows a code of the sheet to the camera and opens the scan page. */
async function scan(code: string) {
  const svg = sheet.get(code);
  expect(svg, `${code} is on the QR sheet`).toBeTruthy();
  await showToCamera(svg ?? '');
  await page.goto('/pages/user/camera');
}

test('the QR sheet of 927 prints a code for every key of the scan rules, and one retired', () => {
  const keys = new Set([...sheet.keys()].map((c) => c.split('=')[0]));
  for (const key of ['tr', 'em', 'ed', 's', 't', 'y', 'k', 'x', 'd', 'bk', 'subject', 'p'])
    expect(keys, key).toContain(key);
  for (const key of ['NewShelf', 'PdfDownload', 'NoLoginBook', 'TkBookInfo', 'TkAllAudioBook', 'TkAudioInfo'])
    expect(keys, key).toContain(key);
  for (const key of ['TkBookContent', 'VwhFilmInfo', 'TkFilmBookInfo', 'TkAllPptBook', 'IntelligentMark'])
    expect(keys, key).toContain(key);
  expect(sheet.has('TkAudioInfo=300299')).toBe(true);
});

test('every code scanned through the camera lands on what it names', async () => {
  test.setTimeout(240_000);
  const ed = [...sheet.keys()].find((c) => c.startsWith('ed='));
  const noLogin = [...sheet.keys()].find((c) => c.startsWith('NoLoginBook='));
  const lands: [string, Expect][] = [
    ...Object.entries(LANDS),
    // sampleBook?ed_{id} replaces itself with that book's page at once: the landing is the book's page.
    [ed ?? 'ed=?', { url: /\/pages\/book\/sampleBookInfo\?id=\d+$/ }],
    [noLogin ?? 'NoLoginBook=?', { url: /\/pages\/book\/sampleBookInfo\?id=\d+$/ }],
  ];
  for (const [code, want] of lands) {
    await test.step(code, async () => {
      await scan(code);
      await expect(page, code).toHaveURL(want.url, { timeout: 15_000 });
      if (want.heading) await expect(page.getByRole('heading', { name: want.heading })).toBeVisible();
      if (want.playing) await expect(page.getByText(`正在播放：${want.playing}`)).toBeVisible();
      // The tree is opened at the lesson, its item the current one.
      const tree = page.getByRole('tree', { name: '目录' });
      if (want.lesson) await expect(tree.getByText(want.lesson, { exact: true })).toBeVisible();
      if (want.playing) await expect(tree.locator('[aria-current="true"]')).toContainText(want.playing);
      if (code === 'TkAudioInfo=300201') await page.screenshot({ path: join(work, 'scan-result.png') });
    });
  }
});

test('a retired code says so on the scan page, with 重新扫码 and 搜索图书', async () => {
  await scan('TkAudioInfo=300299');
  const card = page.getByTestId('code-refused');
  await expect(card.getByRole('heading', { name: '这个二维码已停用' })).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('图书上的这个二维码已不再使用');
  await expect(page).toHaveURL(/\/pages\/user\/camera$/);
  await page.screenshot({ path: join(work, 'scan-retired.png') });
  // 重新扫码: the camera reads again (the same retired code, so the card comes back once it has looked).
  await card.getByRole('button', { name: '重新扫码' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByTestId('scan-frame')).toBeVisible();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: '搜索图书' }).click();
  await expect(page).toHaveURL(/\/pages\/book\/bookSearch$/);
});

test('the tester’s address opens the sample audio lesson; an unknown code says so on the book page', async () => {
  await page.goto('/twoCode.app?TkAudioInfo=115245');
  await expect(page).toHaveURL(new RegExp(`${DETAILS}\\?TkAudioInfo=115245$`));
  await expect(page.getByRole('heading', { name: '英语 三年级上册' })).toBeVisible();
  await expect(page.getByText(/^正在播放：Unit 1 .* Let's talk 课文录音$/)).toBeVisible();
  await expect(page.getByText('请选择要学习的课程')).toHaveCount(0);

  await page.goto('/twoCode.app?TkAudioInfo=999999');
  await expect(page.getByRole('heading', { name: '没有找到二维码对应的内容' })).toBeVisible();
  await expect(page.getByText('请选择要学习的课程')).toHaveCount(0);
  await page.screenshot({ path: join(work, 'book-unknown.png') });
  await page.getByRole('button', { name: '重新扫码' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/camera$/);
});

test('/marketing/{n} plays lesson yx{n} in the player', async () => {
  const lessons: [string, string][] = [
    ['101', '《天地人》课文朗读'],
    ['104', '《日月水火》课文朗读'],
  ];
  for (const [n, title] of lessons) {
    await page.goto(`/marketing/${n}`);
    await expect(page).toHaveURL(new RegExp(`/pages/book/musicPlayer\\?lessonno=yx${n}$`));
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /播放|暂停/ }).first()).toBeVisible();
  }
  // 927 stays the spec's special case: the book itself.
  await page.goto('/marketing/927');
  await expect(page).toHaveURL(new RegExp(`${DETAILS}\\?bookNo=927$`));
});
