import { join } from 'node:path';
import { phone as phoneDevice, ROOT } from '../playwright.config';
import { expect, test } from '../app-test';
import { consoleLogin, desktop, openHome, storeGet } from './helpers';

// The operator console's 教材 pages: 每日阅读 (a piece written, with an uploaded picture and
// recording, read on the phone, taken out, deleted) and 教材导入 (a CSV with a bad row shows the row's
// problem and imports nothing; the fixed file imports and the new book shows on the pupils' home).

const SHOTS = join(ROOT, '.tmp/screenshots');
const PICTURE = join(ROOT, 'apps/server/assets/media/articles/cover-spring.jpg');
const AUDIO = join(ROOT, 'apps/server/assets/media/audio/yw-chunxiao.mp3');

test.describe('operator console: daily reading and the catalogue import', () => {
  test.use(desktop);

  test('a daily piece is written with a picture and a recording, read on the phone, taken out and deleted', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const title = `咏柳（e2e ${Date.now() % 100000}）`;
    await consoleLogin(page);
    await page.getByRole('menuitem', { name: '每日阅读' }).click();
    await expect(page).toHaveURL(/\/admin\/daily/);
    await expect(page.getByRole('cell', { name: '晨读' }).first()).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'console-daily-list.png') });

    await page.getByRole('button', { name: '新增内容' }).click();
    const drawer = page.getByRole('dialog', { name: '新增每日阅读内容' });
    await drawer.getByLabel('标题', { exact: true }).fill(title);
    await drawer.getByLabel('作者或出处').fill('【唐】贺知章');
    await drawer.getByLabel('正文（每行一段）').fill('碧玉妆成一树高，\n万条垂下绿丝绦。');
    await drawer.getByLabel('附加内容标题').fill('诗意');
    await drawer.getByLabel('附加内容（每行一段）').fill('高高的柳树像用碧玉装扮成的。');
    const pictureChooser = page.waitForEvent('filechooser');
    await drawer.getByRole('button', { name: '上传图片' }).click();
    await (await pictureChooser).setFiles(PICTURE);
    await expect(drawer.getByLabel('图片地址')).toHaveValue(/^\/uploads\//);
    await expect(drawer.getByAltText('图片预览')).toBeVisible();
    const audioChooser = page.waitForEvent('filechooser');
    await drawer.getByRole('button', { name: '上传音频' }).click();
    await (await audioChooser).setFiles(AUDIO);
    await expect(drawer.getByLabel('音频地址')).toHaveValue(/^\/uploads\//);
    // The duration is read from the file.
    await expect(drawer.getByLabel('音频时长（秒）')).not.toHaveValue('0');
    await drawer.screenshot({ path: join(SHOTS, 'console-daily-drawer.png') });
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText('已发布')).toBeVisible();
    const piece = (await storeGet<{ id: number; audio: string; audio_ms: number; cover: string }>(
      'SELECT id, audio, audio_ms, cover FROM daily_pieces WHERE title = ?',
      title,
    ))!;
    expect(piece.audio).toMatch(/^\/uploads\//);
    expect(piece.audio_ms).toBeGreaterThan(3000);
    expect(piece.cover).toMatch(/^\/uploads\//);

    // The pupils' side: the piece reads along with its recording.
    const context = await browser.newContext({ ...phoneDevice, ...(baseURL ? { baseURL } : {}) });
    const pupil = await context.newPage();
    await pupil.goto(`/pages/book/chendu?id=${piece.id}`);
    const along = pupil.getByTestId('read-along');
    await expect(along.getByRole('heading', { name: title })).toBeVisible();
    await expect(along.getByText('万条垂下绿丝绦。')).toBeVisible();
    await expect(pupil.locator('audio')).toHaveAttribute('src', piece.audio);

    // Taken out in the console: the pupils no longer find it.
    await row.getByRole('switch', { name: `${title}启用` }).click();
    await expect(row.getByText('已停用')).toBeVisible();
    await pupil.reload();
    await expect(pupil.getByRole('heading', { name: '没有找到这篇晨读' })).toBeVisible();
    await context.close();

    // Deleted, after asking.
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(row).toHaveCount(0);
    expect(await storeGet('SELECT count(*) AS n FROM daily_pieces WHERE title = ?', title)).toEqual({ n: 0 });
  });

  test('a CSV with a bad row shows the row’s problem and imports nothing; the fixed file imports and shows on home', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const bookNo = `E2E${Date.now() % 100000}`;
    const title = `导入测试语文（${bookNo}）`;
    const header =
      'bookNo,bookTitle,subject,grade,cebie,bookarea,lessonPath,lessonType,itemType,itemTitle,itemPath,itemDuration';
    const rows = (path: string) => [
      header,
      `${bookNo},${title},语文,三年级,上册,部编版,第一单元 > 1 大青树下的小学,t,t,课文朗读,/media/audio/yw-qiutian.mp3,6`,
      `${bookNo},,,,,,第一单元 > 2 花的学校,t,t,课文朗读,${path},6`,
    ];
    const file = (name: string, lines: string[]) => ({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
    const stored = () => storeGet('SELECT count(*) AS n FROM books WHERE book_no = ?', bookNo);

    await consoleLogin(page);
    await page.getByRole('menuitem', { name: '教材导入' }).click();
    await expect(page).toHaveURL(/\/admin\/catalogue\/import/);
    const input = page.locator('input[type=file]');

    await input.setInputFiles(file('bad.csv', rows('ftp://example.com/a.mp3')));
    const report = page.getByTestId('import-report');
    await expect(report.getByText('发现 1 处问题，整份文件不会导入')).toBeVisible();
    const problem = report.getByRole('row').filter({ hasText: '第3行' });
    await expect(problem.getByText('itemPath（媒体地址）')).toBeVisible();
    await expect(problem.getByText(/媒体地址须以 \/media\//)).toBeVisible();
    await expect(report.getByRole('button', { name: '导入' })).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, 'console-daily-import-problems.png') });
    expect(await stored()).toEqual({ n: 0 });

    await input.setInputFiles(file('fixed.csv', rows('/media/audio/yw-chunxiao.mp3')));
    await expect(report.getByText('检查通过：fixed.csv')).toBeVisible();
    const book = report.getByRole('row').filter({ hasText: bookNo });
    await expect(book.getByText('新增')).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'console-daily-import-check.png') });
    expect(await stored()).toEqual({ n: 0 });
    await report.getByRole('button', { name: '导入' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '导入' }).click();
    await expect(report.getByText(/已导入 fixed\.csv：1 本书，3 个目录，2 个资源/)).toBeVisible();
    expect(await stored()).toEqual({ n: 1 });

    // The pupils' home of 三年级 上册 lists the new book.
    const context = await browser.newContext({ ...phoneDevice, ...(baseURL ? { baseURL } : {}) });
    const pupil = await context.newPage();
    await openHome(pupil);
    const books = pupil.getByRole('list', { name: '图书' });
    await expect(books.getByRole('heading', { name: title })).toBeVisible();
    await context.close();
  });
});
