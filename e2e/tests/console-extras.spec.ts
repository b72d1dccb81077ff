import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { phone as phoneDevice, ROOT } from '../playwright.config';
import { expect, test } from '../app-test';
import {
  apiHeaders,
  apiLogin,
  chooseOption,
  desktop,
  dictionaryId,
  presetGrade,
  throwawayPupil,
  signIn,
} from './helpers';

const PDF = join(ROOT, 'apps/server/assets/media/pdf/answer-shuxue.pdf');
const PAGE_1 = join(ROOT, 'apps/server/assets/media/pages/ebook-shuxue-1.jpg');
const PAGE_2 = join(ROOT, 'apps/server/assets/media/pages/ebook-shuxue-2.jpg');
const SHOTS = join(ROOT, 'e2e/test-results/console-extras');

/** A book of this run (its own number, so that no other spec's book changes): its id and number. */
async function newBook(
  request: APIRequestContext,
  title: string,
): Promise<{ bookId: number; bookNo: string }> {
  const token = await apiLogin(request, 'admin');
  const bookNo = `EX${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
  const res = await request.post('/api/admin/catalogue/saveBook', {
    headers: apiHeaders(token),
    data: {
      bookNo,
      title,
      subjectId: await dictionaryId('subject', '数学'),
      gradeId: await dictionaryId('grade', '一年级'),
      cebieId: await dictionaryId('cebie', '上册'),
      bookarea: '人教版',
    },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { bookId: number } };
  expect(body.code, body.msg).toBe(200);
  return { bookId: body.data.bookId, bookNo };
}

/** Picks `file` through the file chooser the button opens. */
async function pick(page: Page, button: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

async function phone(browser: Browser, account?: string): Promise<Page> {
  const page = await (await browser.newContext(phoneDevice)).newPage();
  await presetGrade(page);
  if (account) await signIn(page, account);
  return page;
}

test.describe('operator console: e-books, resources and answers', () => {
  test.use(desktop);

  test('a resource uploaded in the console is listed on the pupils’ download page', async ({
    page,
    request,
    browser,
  }) => {
    const book = await newBook(request, '资源测试数学');
    await signIn(page, 'admin');
    await page.goto(`/admin/catalogue/books/${book.bookId}?tab=resources`);
    await expect(page.getByText('这本书还没有下载资源')).toBeVisible();
    await page.getByRole('combobox', { name: '新资源的类别' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('课件', { exact: true }).click();
    await pick(page, '上传 PDF', PDF);
    const row = page.getByRole('row', { name: /answer-shuxue/ });
    await expect(row).toContainText('课件');
    await expect(row).toContainText('PDF');
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑资源' });
    await dialog.getByLabel('名称').fill('第一单元同步课件');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /第一单元同步课件/ })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'resources.png') });

    const pupil = await phone(browser);
    await pupil.goto(`/pages/book/resourcesDownload?bookNo=${book.bookNo}`);
    const rows = pupil.getByRole('list', { name: '资源列表' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('第一单元同步课件');
    await expect(rows.first()).toContainText('课件 · PDF');
  });

  test('an answer uploaded in the console shows behind the answer password', async ({
    page,
    request,
    browser,
  }) => {
    const book = await newBook(request, '答案测试数学');
    await signIn(page, 'admin');
    await page.goto(`/admin/catalogue/books/${book.bookId}`);
    await page.getByRole('tab', { name: '答案' }).click();
    await pick(page, '上传答案图片', PAGE_1);
    const row = page.getByRole('row', { name: /ebook-shuxue-1/ });
    await expect(row).toContainText('图片');
    await row.getByRole('button', { name: '改名' }).click();
    const dialog = page.getByRole('dialog', { name: '答案改名' });
    await dialog.getByLabel('名称').fill('练习一答案');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /练习一答案/ })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'answers.png') });

    const pupil = await phone(browser, await throwawayPupil(`extras_ans_${Date.now().toString(36)}`));
    await pupil.goto(`/pages/book/answer?bookNo=${book.bookNo}`);
    await expect(pupil.getByRole('heading', { name: '设置答案查询密码' })).toBeVisible();
    await expect(pupil.getByText('练习一答案')).toHaveCount(0);
    await pupil.getByRole('textbox', { name: '答案密码', exact: true }).fill('246810');
    await pupil.getByRole('textbox', { name: '确认密码', exact: true }).fill('246810');
    await pupil.getByRole('button', { name: '设置并查看答案' }).click();
    await expect(pupil.getByRole('heading', { name: '练习一答案' })).toBeVisible();
  });

  test('an e-book made from two pictures in the console reads on the phone', async ({
    page,
    request,
    browser,
  }) => {
    const book = await newBook(request, '电子书测试数学');
    await signIn(page, 'admin');
    await page.goto('/admin/catalogue/ebooks');
    await expect(page.getByRole('heading', { name: '电子书' })).toBeVisible();
    await page.getByRole('button', { name: '新建电子书' }).click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByText('关联图书', { exact: true }) });
    await drawer.getByRole('textbox', { name: '名称' }).fill('电子书测试数学（样书）');
    const choose = (label: string, option: string) =>
      chooseOption(page, drawer.getByRole('combobox', { name: label }), option);
    await choose('版本', '人教版');
    await drawer.getByRole('combobox', { name: '关联图书' }).fill(book.bookNo);
    // The search answers once typing stops: wait for the one match, then pick it.
    const found = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(book.bookNo);
    await found.click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    // The book's subject, grade and volume are taken over.
    await expect(drawer.getByRole('combobox', { name: '学科' }).locator('xpath=../..')).toContainText('数学');
    await choose('册别', '上册');
    await drawer.getByRole('button', { name: '创建，然后添加页面' }).click();
    await expect(drawer.getByText('页面图片（0 页）')).toBeVisible();
    await pick(page, '添加页面', PAGE_1);
    await expect(drawer.getByText('页面图片（1 页）')).toBeVisible();
    await pick(page, '添加页面', PAGE_2);
    await expect(drawer.getByText('页面图片（2 页）')).toBeVisible();
    await expect(drawer.getByTestId('ebook-pages').locator('img')).toHaveCount(2);
    await page.screenshot({ path: join(SHOTS, 'ebook.png') });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('row', { name: /电子书测试数学（样书）/ })).toContainText('2 页');
    await page.screenshot({ path: join(SHOTS, 'ebooks.png') });

    const pupil = await phone(browser);
    await pupil.goto(`/pages/book/bookIndex?id=${book.bookNo}`);
    await expect(pupil.getByText('共 2 页')).toBeVisible();
    const pictures = pupil.getByRole('list', { name: '电子书页面' }).locator('img');
    await expect(pictures).toHaveCount(2);
    await expect
      .poll(() =>
        pictures.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(2);
  });
});
