import { join } from 'node:path';
import { expect, test } from '../app-test';
import { ROOT } from '../playwright.config';
import { apiHeaders, confirmButton, desktop, signIn, storeGet } from './helpers';

// Printed codes in the operator console (docs/codes.md): a book's codes by key are listed on its 编码与二维码
// tab with what they open; retiring one makes its scan say 已停用, and it can be put back.

test.use(desktop);

test('an operator retires a printed code and puts it back', async ({ page, request }) => {
  const book = await storeGet<{ id: number }>("select id from books where book_no = '927'");
  const resolve = async () =>
    (
      await request.get('/api/bookmain/resolveCode?key=TkAudioInfo&value=300201', { headers: apiHeaders() })
    ).status();
  await signIn(page, 'admin');
  await page.goto(`/admin/catalogue/books/${book?.id ?? 0}`);
  await page.getByRole('tab', { name: '编码与二维码' }).click();
  const row = page.getByRole('row').filter({ hasText: 'TkAudioInfo=300201' });
  await expect(row).toContainText('《天地人》课文朗读');
  await expect(row).toContainText('使用中');
  await expect(row).toContainText('/twoCode.app?TkAudioInfo=300201');
  await expect(page.getByRole('row').filter({ hasText: 'TkAudioInfo=300299' })).toContainText('已停用');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ROOT, '.tmp/screenshots/console-codes.png') });

  await row.getByRole('button', { name: '停用' }).click();
  await confirmButton(page, '停用').click();
  await expect(row).toContainText('已停用');
  expect(await resolve()).toBe(410);

  await row.getByRole('button', { name: '启用' }).click();
  await confirmButton(page, '启用').click();
  await expect(row).toContainText('使用中');
  expect(await resolve()).toBe(200);
});
