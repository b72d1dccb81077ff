import { join } from 'node:path';
import { expect, test } from '../app-test';
import { phone, ROOT } from '../playwright.config';
import { desktop, dictionaryId, skipBookAds, skipHomeAd, storeAll, signIn } from './helpers';

// the catalogue in the operator console: a new book with a three-level lesson tree and an
// uploaded audio item, then the pupils' side on the phone: the book is on the home page of its grade
// and volume, and the item plays. The book is this spec's own (a fresh number), in the grade C1,
// which has no demo books.

const AUDIO = join(ROOT, 'apps/server/assets/media/audio/yw-qiutian.mp3');
const COVER = join(ROOT, 'apps/server/assets/media/pages/ebook-shuxue-1.jpg');
const SHOTS = join(ROOT, '.tmp/screenshots');

test.use(desktop);

test('an operator builds a book with a three-level tree and an audio item; the pupils see it and it plays', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const bookNo = `E2E${Date.now() % 1_000_000}`;
  const title = `拓展阅读 ${bookNo}`;
  await signIn(page, 'admin');
  await page.goto('/admin/catalogue/books');
  await expect(page.getByRole('heading', { name: '图书', exact: true })).toBeVisible();

  // The book: every field in one form.
  await page.getByRole('button', { name: '新建图书' }).click();
  const dialog = page.getByRole('dialog', { name: '新建图书' });
  await dialog.getByLabel('书号').fill(bookNo);
  await dialog.getByLabel('书名').fill(title);
  await dialog.getByLabel('版本').fill('部编版');
  // An option clicked while the dropdown is still opening can be lost under load: pick again until the
  // select shows it (antd 6 puts the chosen value in the title of the combobox's parent).
  const pick = async (label: string, option: string) => {
    const combobox = dialog.getByLabel(label, { exact: true });
    await expect(async () => {
      if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
      await page
        .locator('.ant-select-dropdown:visible')
        .getByTitle(option, { exact: true })
        .click({ timeout: 2_000 });
      await expect(combobox.locator('xpath=..')).toHaveAttribute('title', option, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  };
  await pick('学科', '语文');
  await pick('年级', 'C1');
  await pick('册别', '上册');
  // The card's first button opens the book for anyone: make it 音频.
  await dialog.getByRole('checkbox', { name: '视频' }).uncheck();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/books\/\d+/);
  await expect(page.getByRole('heading', { name: `${title}（${bookNo}）` })).toBeVisible();

  // Three levels: 第一单元 > 1 秋天 > 课文朗读.
  const addLesson = async (button: string, name: string) => {
    await page.getByRole('button', { name: button }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('课程名称').fill(name);
    await modal.getByRole('button', { name: '添加' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('tree', { name: '课程目录' }).getByText(name, { exact: true })).toBeVisible();
  };
  await addLesson('添加一级课程', '第一单元');
  await addLesson('添加下级课程', '1 秋天');
  await addLesson('添加下级课程', '课文朗读');
  await expect(page.getByText('课程（第3级）')).toBeVisible();

  // The audio item, uploaded through the one upload path, previewed, its duration read from the file.
  await page.getByRole('button', { name: '添加资源' }).click();
  const itemDialog = page.getByRole('dialog');
  await itemDialog.getByLabel('名称').fill('《秋天》课文朗读');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/admin/catalogue/upload'));
  await itemDialog.locator('input[type=file]').setInputFiles(AUDIO);
  expect((await uploaded).status()).toBe(200);
  await expect(itemDialog.getByLabel('媒体地址')).toHaveValue(/^\/uploads\/audio\/.+\.mp3$/);
  await expect(itemDialog.getByTestId('item-preview').locator('audio')).toBeVisible();
  await expect(itemDialog.getByLabel('时长（秒）')).not.toHaveValue('0', { timeout: 10_000 });
  await itemDialog.getByRole('button', { name: '保存' }).click();
  await expect(itemDialog).toBeHidden();
  const items = page.getByRole('table').filter({ hasText: '《秋天》课文朗读' });
  await expect(items.locator('audio')).toBeVisible();

  await page.screenshot({ path: join(SHOTS, 'console-catalogue-tree.png') });
  await page.getByRole('tab', { name: '图书信息' }).click();
  await expect(page.getByRole('form', { name: '图书信息' }).getByLabel('书号')).toHaveValue(bookNo);
  // The cover, uploaded through the same call, saved with the book.
  const bookForm = page.getByRole('form', { name: '图书信息' });
  await bookForm.locator('input[type=file]').setInputFiles(COVER);
  await expect(bookForm.getByRole('textbox', { name: '封面' })).toHaveValue(/^\/uploads\/image\/.+\.jpg$/);
  await bookForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(bookForm.getByRole('img', { name: '封面预览' })).toBeVisible();
  await page.getByRole('heading', { name: `${title}（${bookNo}）` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'console-catalogue-book.png') });

  // A book code, listed with what its QR code opens, and the printable QR sheet.
  await page.getByRole('tab', { name: '编码与二维码' }).click();
  await page.getByLabel('添加图书码').fill(`bk${bookNo}`);
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const codes = page.getByRole('table');
  await expect(codes.getByText(`/r?TkBookInfo=bk${bookNo}`)).toBeVisible();
  const sheetOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '打印二维码' }).click();
  const sheet = await sheetOpened;
  await expect(sheet.getByRole('heading', { name: `${title}（${bookNo}）二维码` })).toBeVisible();
  await expect(sheet.locator('svg')).toHaveCount(1);
  await sheet.screenshot({ path: join(SHOTS, 'console-catalogue-qr-sheet.png') });
  await sheet.close();

  // The pupils' side, on the phone.
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...phone });
  const pupil = await context.newPage();
  await skipHomeAd(pupil);
  await skipBookAds(pupil);
  const grade = { gradeId: await dictionaryId('grade', 'C1'), cebieId: await dictionaryId('cebie', '上册') };
  await pupil.addInitScript((v) => window.localStorage.setItem('gradeValue', JSON.stringify(v)), grade);
  await pupil.goto('/pages/index/home');
  const books = pupil.getByRole('list', { name: '图书' });
  const card = books.getByRole('listitem').filter({ has: pupil.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: '音频' }).click();
  await expect(pupil).toHaveURL(new RegExp(`/pages/book/bookDetails\\?bookNo=${bookNo}`));

  const ids = await storeAll<{ id: number; title: string }>(
    'SELECT l.id, l.title FROM lessons l JOIN books b ON b.id = l.book_id WHERE b.book_no = ? ORDER BY l.depth',
    bookNo,
  );
  expect(ids.map((l) => l.title)).toEqual(['第一单元', '1 秋天', '课文朗读']);
  for (const l of ids) await pupil.locator(`[data-lesson-id="${l.id}"]`).click();
  await pupil.locator('[data-timu-id]').first().click();
  await expect(pupil).toHaveURL(/\/pages\/book\/musicPlayer\?/);
  const player = pupil.getByTestId('audio-player');
  await expect(player.getByRole('heading', { name: '《秋天》课文朗读' })).toBeVisible();
  const audio = pupil.locator('audio');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  await context.close();

  // Back in the console: a second unit, dragged above the first.
  await page.getByRole('tab', { name: /课程与资源/ }).click();
  await addLesson('添加一级课程', '第二单元');
  const tree = page.getByRole('tree', { name: '课程目录' });
  const moved = page.waitForResponse((r) => r.url().includes('/api/admin/catalogue/moveLesson'));
  await tree
    .getByText('第二单元', { exact: true })
    .dragTo(tree.getByText('第一单元', { exact: true }), { targetPosition: { x: 10, y: 2 } });
  expect((await moved).status()).toBe(200);
  await expect
    .poll(async () =>
      (
        await storeAll<{ title: string }>(
          `SELECT l.title FROM lessons l JOIN books b ON b.id = l.book_id
           WHERE b.book_no = ? AND l.depth = 1 ORDER BY l.sort, l.id`,
          bookNo,
        )
      ).map((l) => l.title),
    )
    .toEqual(['第二单元', '第一单元']);
  await expect(tree.locator('.ant-tree-treenode').first()).toContainText('第二单元');
});
