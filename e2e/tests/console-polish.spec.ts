import { type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { phone as phoneDevice, ROOT } from '../playwright.config';
import { expect, test } from '../app-test';
import { desktop, loginAs, presetGrade, throwawayPupil, signIn } from './helpers';

const PICTURE = join(ROOT, 'apps/server/assets/media/checkin/work-chunxiao.jpg');

/** The pupil's phone: a page of its own (the project's phone device), logged in. */
async function phone(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext(phoneDevice)).newPage();
  await presetGrade(page);
  await loginAs(page, account);
  return page;
}

test.describe('operator console: categories and pictures', () => {
  test.use(desktop);

  test('a goods category made in the console is a tab of the pupils’ shop; one in use is not deleted', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    await page.goto('/admin/shop/categories');
    await expect(page.getByRole('heading', { name: '商品分类' })).toBeVisible();
    const stationery = page.locator('tr', { hasText: '文具' });
    await expect(stationery).toBeVisible();

    await page.getByRole('button', { name: '新增分类' }).click();
    const dialog = page.getByRole('dialog', { name: '新增分类' });
    await dialog.getByLabel('分类名称').fill('控制台文创');
    await dialog.locator('input[type=file]').setInputFiles(PICTURE);
    await expect(dialog.getByRole('img', { name: '图标' })).toBeVisible();
    await dialog.getByLabel('排序').fill('99');
    await page.screenshot({ path: 'test-results/console-polish-category-dialog.png' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    const made = page.locator('tr', { hasText: '控制台文创' });
    await expect(made.getByRole('img', { name: '控制台文创图标' })).toBeVisible();
    await page.screenshot({ path: 'test-results/console-polish-categories.png' });

    const pupil = await phone(browser, await throwawayPupil('polish_shopper'));
    await pupil.goto('/pages/shopping/index');
    await expect(pupil.getByText('控制台文创', { exact: true })).toBeVisible();

    // 文具 has goods: refused in Chinese, still listed.
    await stationery.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(page.getByText(/分类「文具」下还有 \d+ 件商品，请先把商品移到其他分类/)).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(stationery).toBeVisible();

    // The new one has none: deleted, and gone from the pupils' tabs.
    await made.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(made).toBeHidden();
    await pupil.reload();
    await expect(pupil.getByText('全部', { exact: true })).toBeVisible();
    await expect(pupil.getByText('控制台文创', { exact: true })).toBeHidden();
    await pupil.context().close();
  });

  test('a contest banner uploaded in the console shows on the pupils’ essay page', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    await page.goto('/admin/articles/contests');
    await page.locator('tr', { hasText: '我眼中的秋天' }).getByRole('button', { name: '编辑' }).click();
    const drawer = page.getByRole('dialog', { name: '编辑活动：我眼中的秋天' });
    await drawer.locator('input[type=file]').setInputFiles(PICTURE);
    // The seed's banner is replaced by the uploaded one once the upload answers.
    const banner = drawer.getByRole('img', { name: '横幅' });
    await expect(banner).toHaveAttribute('src', /^\/uploads\/image\//);
    const src = await banner.getAttribute('src');
    await page.screenshot({ path: 'test-results/console-polish-contest-banner.png' });
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    const pupil = await phone(browser, await throwawayPupil('polish_writer'));
    await pupil.goto('/pages/book/solicitingArticle');
    const card = pupil.getByRole('button', { name: /我眼中的秋天/ });
    await expect(card.locator(`img[src="${src}"]`)).toBeVisible();
    await pupil.context().close();
  });

  test('the essay and error-report categories are edited in the console', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/articles/categories');
    await expect(page.getByRole('heading', { name: '征文类别' })).toBeVisible();
    await page.getByRole('button', { name: '新增类别' }).click();
    const dialog = page.getByRole('dialog', { name: '新增类别' });
    // The form is ready once its field is there (the dialog's buttons come with its frame).
    await expect(dialog.getByLabel('类别名称')).toBeVisible();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请填写类别名称')).toBeVisible();
    await dialog.getByLabel('类别名称').fill('科幻');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.locator('tr', { hasText: '科幻' })).toBeVisible();
    await page.screenshot({ path: 'test-results/console-polish-essay-categories.png' });

    await page.goto('/admin/rewards/categories');
    await expect(page.getByRole('heading', { name: '纠错类型' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/console-polish-reward-categories.png' });
  });
});
