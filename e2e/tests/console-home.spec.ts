import type { Browser, Page } from '@playwright/test';
import { join } from 'node:path';
import { phone as phoneDevice, ROOT } from '../playwright.config';
import { expect, test } from '../app-test';
import { consoleLogin, desktop, presetGrade } from './helpers';

const PICTURE = join(ROOT, 'apps/server/assets/media/checkin/work-chunxiao.jpg');

/** A time `offsetMs` from now as the console's date fields write it, on China's clock. */
const shanghaiMinute = (offsetMs: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetMs).toISOString().slice(0, 16).replace('T', ' ');

/** A pupil's phone on the home page (grade chosen, today's pop-up seen). */
async function pupilPhone(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext(phoneDevice)).newPage();
  await presetGrade(page);
  return page;
}

/** Adds a banner in the 轮播图 tab: picture, address and start time. */
async function addBanner(page: Page, name: string, startsAt: string) {
  await page.getByRole('button', { name: '新增轮播图' }).click();
  const dialog = page.getByRole('dialog', { name: '新增轮播图' });
  await dialog.getByLabel('名称').fill(name);
  await dialog.locator('input[type=file]').setInputFiles(PICTURE);
  await expect(dialog.getByRole('img', { name: '图片预览' })).toBeVisible();
  await dialog.getByLabel('打开的地址').fill('/pages/shopping/index');
  const start = dialog.getByLabel('开始时间');
  await start.click();
  await start.fill(startsAt);
  await start.press('Enter');
  await expect(start).toHaveValue(startsAt);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('operator console: home content', () => {
  test.use(desktop);

  test('a banner scheduled for now shows on home; one scheduled for tomorrow does not', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await consoleLogin(page);
    await page.getByRole('menuitem', { name: '轮播与角标' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/banners$/);
    await expect(page.getByRole('heading', { name: '轮播与角标' })).toBeVisible();
    // The seed's banners in every state.
    await expect(
      page.getByRole('row', { name: /暑期阅读挑战/ }).getByText('未开始', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('row', { name: /寒假打卡/ }).getByText('已结束', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('row', { name: /积分翻倍周/ }).getByText('已停用', { exact: true }),
    ).toBeVisible();

    await addBanner(page, '定时轮播现在', shanghaiMinute(-60_000));
    await expect(
      page.getByRole('row', { name: /定时轮播现在/ }).getByText('展示中', { exact: true }),
    ).toBeVisible();
    const tomorrow = shanghaiMinute(86_400_000);
    await addBanner(page, '定时轮播明天', tomorrow);
    const tomorrowRow = page.getByRole('row', { name: /定时轮播明天/ });
    await expect(tomorrowRow.getByText('未开始', { exact: true })).toBeVisible();
    // The schedule travels and shows as the Beijing minute the operator picked.
    await expect(tomorrowRow).toContainText(`${tomorrow} ～ 不限`);
    await page.screenshot({ path: 'test-results/console-home-banners.png' });

    const pupil = await pupilPhone(browser);
    await pupil.goto('/pages/index/home');
    await expect(pupil.getByRole('img', { name: '定时轮播现在' }).first()).toBeAttached();
    await expect(pupil.getByRole('img', { name: '晨读晚听 每天十分钟' }).first()).toBeAttached();
    await expect(pupil.getByRole('img', { name: '定时轮播明天' })).toHaveCount(0);
    await expect(pupil.getByRole('img', { name: '暑期阅读挑战 即将开始' })).toHaveCount(0);
    await pupil.screenshot({ path: 'test-results/console-home-pupil-home.png' });

    // Switched off in the console: gone from home.
    await page.getByRole('switch', { name: '定时轮播现在启用' }).click();
    await expect(
      page.getByRole('row', { name: /定时轮播现在/ }).getByText('已停用', { exact: true }),
    ).toBeVisible();
    await pupil.reload();
    await expect(pupil.getByRole('img', { name: '晨读晚听 每天十分钟' }).first()).toBeAttached();
    await expect(pupil.getByRole('img', { name: '定时轮播现在' })).toHaveCount(0);
  });

  test('a hot word added in the console shows on the search page', async ({ page, browser }) => {
    await consoleLogin(page);
    await page.getByRole('menuitem', { name: '热搜词' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/hot-words$/);
    const form = page.locator('form[id=hot-word]');
    await form.getByLabel('热搜词').fill('控制台热词');
    await form.getByLabel('排序').fill('0');
    await form.getByRole('button', { name: '添加' }).click();
    await expect(page.getByRole('row', { name: /控制台热词/ })).toBeVisible();
    await page.screenshot({ path: 'test-results/console-home-hot-words.png' });

    const pupil = await pupilPhone(browser);
    await pupil.goto('/pages/book/bookSearch');
    await expect(pupil.getByLabel('热门搜索').getByRole('button', { name: '控制台热词' })).toBeVisible();
  });

  test('the dictionaries and the menus are listed for editing', async ({ page }) => {
    await consoleLogin(page);
    await page.getByRole('menuitem', { name: '字典' }).click();
    await expect(page.getByRole('row', { name: /三年级/ })).toBeVisible();
    await page.getByRole('tab', { name: '科目' }).click();
    await expect(page.getByRole('row', { name: /语文/ })).toBeVisible();
    await page.screenshot({ path: 'test-results/console-home-dictionaries.png' });
    await page.getByRole('row', { name: /语文/ }).getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑科目：语文' });
    await expect(dialog.getByLabel('名称')).toHaveValue('语文');
    await expect(dialog.getByText('#C8302A')).toBeVisible();
    await page.waitForTimeout(400); // the dialog's opening animation, for the picture only
    await page.screenshot({ path: 'test-results/console-home-subject.png' });
    await page.getByRole('button', { name: '取消' }).click();

    await page.getByRole('menuitem', { name: '菜单' }).click();
    await expect(page.getByRole('row', { name: /作业批改/ })).toBeVisible();
    await page.getByTitle('我的').click();
    await expect(page.getByRole('row', { name: /作业批改/ })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /我的订单/ })).toBeVisible();
    await page.screenshot({ path: 'test-results/console-home-menus.png' });
  });
});
