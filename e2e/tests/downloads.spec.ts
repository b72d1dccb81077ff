import { expect, test } from '../app-test';
import { presetGrade, storeGet } from './helpers';

// Sample books, resource downloads and offline listening, against the demo catalogue.

const areaId = async (name: string) =>
  (await storeGet<{ id: number }>('SELECT id FROM ebook_areas WHERE name = ?', name))!.id;

test.describe('sample books', () => {
  test('area tabs, a book page, and 阅读样书 opens the document viewer', async ({ page }) => {
    await page.goto('/pages/book/sampleBook');
    await expect(page.getByRole('tab', { name: '部编版' })).toHaveAttribute('aria-selected', 'true');
    const books = page.getByRole('list', { name: '电子样书' });
    // The demo's one 部编版 sample book (other specs in the same worker may add more).
    await expect(books.getByRole('button', { name: /语文 一年级上册/ })).toBeVisible();
    await expect(books.getByRole('button', { name: /数学 一年级上册/ })).toHaveCount(0);
    await page.getByRole('tab', { name: '人教版' }).click();
    await expect(books.getByRole('button', { name: /数学 一年级上册/ })).toBeVisible();
    await books.getByRole('button', { name: /数学 一年级上册/ }).click();

    await expect(page).toHaveURL(/\/pages\/book\/sampleBookInfo\?id=\d+$/);
    await expect(page.getByRole('heading', { name: '数学 一年级上册（电子样书）' })).toBeVisible();
    await expect(page.getByText('人教版')).toBeVisible();
    await expect(page.getByText('2 页')).toBeVisible();
    await page.getByRole('button', { name: '阅读样书' }).click();
    await expect(page).toHaveURL(/\/pages\/other\/pdfView\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('url')).toBe('/media/pdf/ebook-shuxue.pdf');
    expect(url.searchParams.get('title')).toBe('数学 一年级上册（电子样书）');
  });

  test('entry codes: em preselects an area, ed opens one book', async ({ page }) => {
    await page.goto(`/r?em=${await areaId('人教PEP版')}`);
    await expect(page).toHaveURL(/\/pages\/book\/sampleBook\?em_\d+$/);
    await expect(page.getByRole('tab', { name: '人教PEP版' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: /英语 三年级上册/ })).toBeVisible();

    const id = (await storeGet<{ id: number }>("SELECT id FROM ebooks WHERE title LIKE '语文%' ORDER BY id"))!
      .id;
    await page.goto(`/twoCode.app?NoLoginBook=${id}`);
    await expect(page).toHaveURL(new RegExp(`/pages/book/sampleBookInfo\\?id=${id}$`));
    await expect(page.getByRole('heading', { name: '语文 一年级上册（电子样书）' })).toBeVisible();

    await page.goto('/pages/book/sampleBookInfo?id=99999');
    await expect(page.getByText('没有找到这本样书')).toBeVisible();
  });
});

test.describe('resource downloads', () => {
  test('a lesson code lists its book’s resources; a download reaches 100 % and saves the file', async ({
    page,
  }) => {
    await page.goto('/r?x=100500101');
    await expect(page).toHaveURL(/\/pages\/book\/resourcesDownload\?lessonno=100500101$/);
    await expect(page.getByRole('heading', { name: '语文 一年级上册' })).toBeVisible();
    await expect(page.getByText('1 天地人')).toBeVisible();
    const rows = page.getByRole('list', { name: '资源列表' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    const pdf = rows.filter({ hasText: '同步课件' });
    await expect(pdf).toContainText('课件 · PDF · 33.1 KB');

    const saved = page.waitForEvent('download');
    await pdf.getByRole('button', { name: '下载' }).click();
    await expect(pdf.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(pdf).toContainText('已下载');
    const file = await saved;
    expect(file.suggestedFilename()).toBe('语文 一年级上册 同步课件.pdf');

    await pdf.getByRole('button', { name: '预览' }).click();
    await expect(page).toHaveURL(/\/pages\/other\/pdfView\?url=%2Fmedia%2Fpdf%2Febook-yuwen\.pdf/);
  });

  test('answer codes list answers only; unknown codes and failed files are explained', async ({ page }) => {
    await page.goto('/r?d=100500101');
    await expect(page).toHaveURL(/lessonnoDa=100500101$/);
    const rows = page.getByRole('list', { name: '资源列表' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('单元测试卷答案');

    await page.goto('/pages/book/resourcesDownload?lessonnoDa=115245');
    await expect(page.getByText('这本书暂无答案资源')).toBeVisible();

    await page.goto('/pages/book/resourcesDownload?lessonno=NOPE404');
    await expect(page.getByText('没有找到对应的图书')).toBeVisible();

    // A file gone from the server: the row says so and offers a retry.
    await page.route('**/media/audio/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/pages/book/resourcesDownload?lessonnoZi=100500101');
    const audio = page.getByRole('list', { name: '资源列表' }).getByRole('listitem');
    await audio.getByRole('button', { name: '下载' }).click();
    await expect(audio.getByRole('alert')).toHaveText('下载失败：文件不存在或已下架');
    await expect(audio.getByRole('button', { name: '重试' })).toBeVisible();
  });

  test('without a code: pick a book of the home grade', async ({ page }) => {
    await presetGrade(page);
    await page.goto('/pages/book/resourcesDownload');
    await expect(page.getByText('选择图书查看可下载的资源（三年级上册，可在首页切换年级）')).toBeVisible();
    const books = page.getByRole('list', { name: '图书' });
    await page.getByRole('tab', { name: '数学' }).click();
    // The demo's book of the grade (other specs in the same worker may add more).
    await books.getByRole('button', { name: /数学 三年级上册/ }).click();
    await expect(page).toHaveURL(/\?bookNo=231$/);
    await expect(page.getByRole('list', { name: '资源列表' }).getByRole('listitem')).toHaveCount(2);
  });
});

test.describe('offline listening', () => {
  test('download an item, go offline, reload and play it from the cache', async ({ page, context }) => {
    await presetGrade(page);
    await page.goto('/pages/book/listeningDownload');
    // The first visit also installs the listening worker, which fetches the page's files: slow under load.
    // The demo's book is chosen by name: another spec in the same worker may have added a book of this
    // grade, which can then come first.
    const book = page.getByRole('tab', { name: '语文 三年级上册' });
    await book.click({ timeout: 15_000 });
    await expect(book).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('list', { name: '听力列表' });
    const first = list.getByRole('listitem').first();
    const title = (await first.getAttribute('aria-label')) ?? '';
    expect(title).not.toBe('');
    await first.getByRole('button', { name: '下载' }).click();
    await expect(first).toContainText('已下载');
    await expect(page.getByLabel('下载统计')).toContainText('已下载 1 条听力');

    // The worker controls the page and the page's own files are stored.
    await page.waitForFunction(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const shell = await caches.open('listening-shell-v1');
      return (await shell.keys()).length > 2;
    });

    await context.setOffline(true);
    // Belt and braces: whatever reaches the network for the page or its audio fails.
    let network = 0;
    await context.route(/\/(media\/audio\/|pages\/book\/listeningDownload)/, (route) => {
      network++;
      return route.abort('internetdisconnected');
    });
    await page.reload();
    await expect(page.getByText('当前无网络，仅显示已下载的听力')).toBeVisible();
    const offlineRow = page.getByRole('list', { name: '听力列表' }).getByRole('listitem', { name: title });
    await expect(offlineRow).toContainText('已下载');
    await offlineRow.getByRole('button', { name: `播放 ${title}` }).click();
    const audio = page.locator('audio');
    await expect(audio).toHaveCount(1);
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.error)).toBeNull();
    // The worker tried the network for the page first, then answered from its caches.
    expect(network).toBeGreaterThan(0);

    // Deleting frees the space: nothing downloaded is left to list offline.
    await offlineRow.getByRole('button', { name: `删除 ${title}` }).click();
    await expect(page.getByText('还没有下载过听力，联网后再来下载吧')).toBeVisible();
    expect(
      await page.evaluate(async () => (await (await caches.open('listening-audio-v1')).keys()).length),
    ).toBe(0);
    await context.setOffline(false);
  });
});
