import { type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_DATA_DIR } from '../playwright.config';
import { withStore, signIn } from './helpers';

// Reading documents: e-books from a book's QR code, the PDF viewer (pdf.js on canvases),
// subject PDFs, answers behind the answer password, and the web view's address rules.

/** How many sampled pixels of a PDF page's canvas are not near-white: 0 means nothing was drawn. */
async function inkOf(page: Page, pageNumber: number): Promise<number> {
  const holder = page.locator(`[data-page="${pageNumber}"]`).first();
  await expect(holder).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  return holder.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d');
    if (!ctx || canvas.width === 0) return 0;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 64)
      if ((data[i] ?? 255) < 200 || (data[i + 1] ?? 255) < 200 || (data[i + 2] ?? 255) < 200) ink++;
    return ink;
  });
}

/** The student starts without an answer password and without failed tries (as an operator would reset). */
function resetAnswerPassword() {
  withStore((db) => {
    db.prepare("UPDATE users SET answer_pwd_hash = NULL WHERE account = 'student'").run();
    db.prepare("DELETE FROM shared_counters WHERE key LIKE 'answerpwd:%'").run();
  });
}

test.describe('e-books and the PDF viewer', () => {
  // Drawn at 2× like a phone, so the PDF's canvas shows it scales by the device pixel ratio (the suite's
  // default is 1×, E2E_DPR).
  test.use({ deviceScaleFactor: 2 });

  test('a book QR code opens the e-book: cover, facts, page pictures, then a page in the viewer', async ({
    page,
  }) => {
    await page.goto('/r?bk=bk927');
    await expect(page).toHaveURL(/\/pages\/book\/bookIndex\?id=bk927$/);
    await expect(page.getByRole('heading', { name: '语文 一年级上册（电子样书）' })).toBeVisible();
    await expect(page.getByText('部编版')).toBeVisible();
    await expect(page.getByText('共 3 页')).toBeVisible();
    const pictures = page.getByRole('list', { name: '电子书页面' }).locator('img');
    await expect(pictures).toHaveCount(3);
    await expect
      .poll(() =>
        pictures.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(3);

    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/\/pages\/other\/pdfView\?url=%2Fmedia%2Fpdf%2Febook-yuwen\.pdf.*page=2/);
    expect(await inkOf(page, 2)).toBeGreaterThan(100);
    await expect(page.getByText('第 2 / 3 页')).toBeVisible();
  });

  test('a book without an e-book offers its lessons', async ({ page }) => {
    await page.goto('/r?bk=bk112');
    await expect(page.getByText('这本书暂无电子书')).toBeVisible();
    await page.getByRole('button', { name: '查看同步课程' }).click();
    await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=112$/);
  });

  test('subject PDFs: a tab, a document, and page 1 drawn on a canvas', async ({ page }) => {
    await page.goto('/pages/other/chooseSubjectPdf');
    await expect(page.getByRole('button', { name: /语文 一年级上册（电子样书）/ })).toBeVisible();
    await page.getByRole('tab', { name: '数学' }).click();
    await expect(page).toHaveURL(/chooseSubjectPdf\?subject=\d+$/);
    await expect(page.getByRole('button', { name: /语文/ })).toHaveCount(0);
    await page.getByRole('button', { name: /数学 一年级上册（电子样书）/ }).click();
    await expect(page).toHaveURL(/\/pages\/other\/pdfView\?url=%2Fmedia%2Fpdf%2Febook-shuxue\.pdf/);
    await expect(page.getByRole('heading', { name: '数学 一年级上册（电子样书）' })).toBeVisible();
    expect(await inkOf(page, 1)).toBeGreaterThan(100);
    await expect(page.getByText('第 1 / 2 页')).toBeVisible();
    // Device pixel ratio 2: the canvas has twice the CSS pixels.
    const ratio = await page
      .locator('[data-page="1"] canvas')
      .evaluate((c: HTMLCanvasElement) => c.width / c.getBoundingClientRect().width);
    expect(ratio).toBeCloseTo(2, 1);
  });

  test('Chinese text in a font the PDF does not embed is drawn with pdf.js CMaps from our own server', async ({
    page,
  }) => {
    // fixtures/cjk-unembedded.pdf: 课本伴学 in STSong-Light (Adobe-GB1, UniGB-UCS2-H), not embedded.
    // Without the predefined CMap pdf.js cannot map its codes to glyphs and draws nothing.
    const uploads = join(E2E_DATA_DIR, 'uploads');
    mkdirSync(uploads, { recursive: true });
    copyFileSync(
      fileURLToPath(new URL('../fixtures/cjk-unembedded.pdf', import.meta.url)),
      join(uploads, 'cjk-unembedded.pdf'),
    );
    const cmap = page.waitForResponse((res) =>
      /\/assets\/pdfjs-[\d.]+\/cmaps\/UniGB-UCS2-H\.bcmap$/.test(res.url()),
    );
    await page.goto('/pages/other/pdfView?url=%2Fuploads%2Fcjk-unembedded.pdf');
    const response = await cmap;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
    expect(await inkOf(page, 1)).toBeGreaterThan(50);
  });

  test('the viewer refuses other sites and shows a retry for a missing file', async ({ page }) => {
    await page.goto('/pages/other/pdfView?url=https%3A%2F%2Fevil.example.com%2Fmedia%2Fa.pdf');
    await expect(page.getByRole('heading', { name: '无法打开该文档' })).toBeVisible();
    await expect(page.getByText('只能打开本站 /media/ 或 /uploads/ 下的 PDF 文件')).toBeVisible();

    await page.goto('/pages/other/pdfView?url=%2Fmedia%2Fpdf%2Fmissing.pdf');
    await expect(page.getByRole('button', { name: '加载失败，点击重试' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('文档不存在或已被删除')).toBeVisible();
  });
});

test.describe('answers behind the answer password', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(resetAnswerPassword);
  test.afterAll(resetAnswerPassword);

  test('search answers needs a login', async ({ page }) => {
    await page.goto('/pages/book/searchAnswer');
    await expect(page.getByText('请先登录').first()).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/login\/accountLogin\?redirect=/, { timeout: 5_000 });
  });

  test('find a book, set the password, see the answers; a reload keeps the 30-minute verification', async ({
    page,
  }) => {
    await signIn(page, 'student');
    await page.goto('/pages/book/searchAnswer');
    // The demo's books with answers; console-extras.spec, when it ran before in this worker, adds one
    // of its own (答案测试数学, a 数学 book), which these counts leave out.
    const books = page.getByRole('list', { name: '有答案的图书' });
    const demoBooks = books.getByRole('button').filter({ hasNotText: '答案测试' });
    await expect(demoBooks).toHaveCount(8);
    await page.getByRole('group', { name: '学科' }).getByRole('button', { name: '数学' }).click();
    await expect(demoBooks).toHaveCount(4);
    await page.getByRole('searchbox', { name: '搜索书名' }).fill('语文 一年级');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(books.getByRole('button')).toHaveCount(2);
    await books.getByRole('button', { name: /语文 一年级上册/ }).click();
    await expect(page).toHaveURL(/\/pages\/book\/answer\?bookNo=927$/);

    await expect(page.getByRole('heading', { name: '设置答案查询密码' })).toBeVisible();
    await page.getByRole('textbox', { name: '答案密码', exact: true }).fill('246810');
    await page.getByRole('textbox', { name: '确认密码', exact: true }).fill('246811');
    await page.getByRole('button', { name: '设置并查看答案' }).click();
    await expect(page.getByRole('alert')).toHaveText('两次输入的密码不一致');
    await page.getByRole('textbox', { name: '确认密码', exact: true }).fill('246810');
    await page.getByRole('button', { name: '设置并查看答案' }).click();

    await expect(page.getByRole('heading', { name: '语文 一年级上册', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '语文 一年级上册 课后练习参考答案' })).toBeVisible();
    expect(await inkOf(page, 1)).toBeGreaterThan(100);

    await page.reload();
    await expect(page.getByRole('heading', { name: '语文 一年级上册 课后练习参考答案' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '答案已加密' })).toHaveCount(0);
  });

  test('a new login is asked again: a wrong password shows the tries left, the right one opens', async ({
    page,
  }) => {
    await signIn(page, 'student');
    await page.goto('/pages/book/answer?bookNo=212');
    await expect(page.getByRole('heading', { name: '答案已加密' })).toBeVisible();
    const sheet = page.getByRole('form', { name: '验证答案密码' });
    await sheet.getByRole('textbox', { name: '答案密码', exact: true }).fill('111111');
    await sheet.getByRole('button', { name: '确定' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('答案密码错误，还可尝试4次');
    await sheet.getByRole('textbox', { name: '答案密码', exact: true }).fill('246810');
    await sheet.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('heading', { name: '数学 一年级下册 课后练习参考答案' })).toBeVisible();
  });

  test('the answer password can be changed with the current one', async ({ page }) => {
    await signIn(page, 'student');
    await page.goto('/pages/book/answer?bookNo=212');
    const sheet = page.getByRole('form', { name: '验证答案密码' });
    await sheet.getByRole('textbox', { name: '答案密码', exact: true }).fill('246810');
    await sheet.getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: '修改答案密码' }).click();
    const change = page.getByRole('form', { name: '修改答案密码' });
    await change.getByRole('textbox', { name: '当前密码', exact: true }).fill('000000');
    await change.getByRole('textbox', { name: '新密码', exact: true }).fill('135790');
    await change.getByRole('textbox', { name: '确认新密码', exact: true }).fill('135790');
    await change.getByRole('button', { name: '确认修改' }).click();
    await expect(change.getByRole('alert')).toContainText('答案密码错误');
    await change.getByRole('textbox', { name: '当前密码', exact: true }).fill('246810');
    await change.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('答案密码修改成功')).toBeVisible();
    await expect(change).toHaveCount(0);
  });
});

test.describe('web view', () => {
  test('refuses script and data addresses with the reason', async ({ page }) => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'http://example.org/']) {
      await page.goto(`/pages/other/webView?url=${encodeURIComponent(url)}`);
      await expect(page.getByRole('heading', { name: '无法打开该网页' })).toBeVisible();
      await expect(page.getByText('只能打开 https 网址或本应用内的页面')).toBeVisible();
    }
  });

  test('shows a page of this site in a frame with its title', async ({ page }) => {
    await page.goto(`/pages/other/webView?url=${encodeURIComponent('/media/ads/popup-home.svg')}&title=活动`);
    await expect(page.getByText('活动', { exact: true })).toBeVisible();
    const frame = page.locator('iframe[title="活动"]');
    await expect(frame).toHaveAttribute('src', '/media/ads/popup-home.svg');
    await expect(page.getByText('网页加载中…')).toHaveCount(0, { timeout: 10_000 });
  });
});
