import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { join } from 'node:path';
import { phone as phoneDevice, ROOT } from '../playwright.config';
import { expect, test } from '../app-test';
import {
  apiHeaders,
  apiLogin,
  chooseOption,
  desktop,
  loginAs,
  presetGrade,
  storeGet,
  storeRun,
  throwawayPupil,
  signIn,
} from './helpers';

const PAY_PWD = '135790';
const PICTURE = join(ROOT, 'apps/server/assets/media/checkin/work-chunxiao.jpg');

/** Shanghai day `offset` days from today, YYYY-MM-DD. */
const shanghaiDay = (offset: number) =>
  new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** A pupil of this spec with points (granted straight in the store, with its ledger row). */
async function pupilWithPoints(account: string, points: number): Promise<string> {
  await throwawayPupil(account);
  const user = await storeGet<{ id: number; points: number }>(
    'SELECT id, points FROM users WHERE account = ?',
    account,
  );
  if (!user) throw new Error(`no user ${account}`);
  if (user.points >= points) return account;
  await storeRun('UPDATE users SET points = ? WHERE id = ?', points, user.id);
  await storeRun(
    `INSERT INTO points_ledger (user_id, delta, balance_after, reason, ref, created_at)
     VALUES (?, ?, ?, 'operator_grant', '', ?)`,
    user.id,
    points - user.points,
    points,
    Date.now(),
  );
  return account;
}

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  data: { form?: Record<string, string>; json?: unknown; params?: Record<string, string> },
): Promise<T> {
  const res = await request.fetch(`/api/${path}`, {
    method,
    headers: apiHeaders(token),
    ...(data.form ? { form: data.form } : {}),
    ...(data.json ? { data: data.json } : {}),
    ...(data.params ? { params: data.params } : {}),
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

/** The pupil's phone: a page of its own (the project's phone device), logged in. */
async function phone(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext(phoneDevice)).newPage();
  await presetGrade(page);
  await loginAs(page, account);
  return page;
}

test.describe('operator console: shop and camps', () => {
  test.use(desktop);

  test('an order is shipped with a waybill in the console and the pupil confirms receipt', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const account = await pupilWithPoints('console_buyer', 2000);
    const token = await apiLogin(request, account);
    const address = await call<{ id: number }>(request, 'POST', 'myInfo/saveMyAddress', token, {
      form: {
        name: '王小明',
        phone: '13800138000',
        provinceCode: '33',
        cityCode: '3301',
        districtCode: '330106',
        detail: '文三路100号',
      },
    });
    await call(request, 'POST', 'myInfo/zhifuPwdSave', token, { form: { pwd: PAY_PWD } });
    const goods = await call<{ list: { goodsId: number; name: string; stock: number }[] }>(
      request,
      'GET',
      'integral/getGoodsList',
      token,
      { params: { pageSize: '50' } },
    );
    const good = goods.list.find((g) => g.stock > 2)!;
    const order = await call<{ orderId: number; orderNo: string }>(
      request,
      'POST',
      'integral/commitOrder',
      token,
      {
        json: {
          idempotencyKey: 'console-shop-e2e-1',
          addressId: address.id,
          items: [{ goodsId: good.goodsId, quantity: 1 }],
        },
      },
    );
    await call(request, 'POST', 'integral/payOrderByPwd', token, {
      form: { orderId: String(order.orderId), pwd: PAY_PWD },
    });

    // The operator finds it by its number and ships it.
    await signIn(page, 'admin');
    await page.goto(`/admin/shop/orders?keyword=${order.orderNo}`);
    const row = page.locator('tr', { hasText: order.orderNo });
    await expect(row.getByText('待发货')).toBeVisible();
    await expect(row.getByText('王小明 13800138000')).toBeVisible();
    await page.screenshot({ path: 'test-results/console-shop-orders.png' });
    await row.getByRole('button', { name: '发货' }).click();
    const dialog = page.getByRole('dialog', { name: `发货：${order.orderNo}` });
    // The form is ready once its field has the keyboard (autoFocus); the buttons come with the frame.
    await expect(dialog.getByLabel('运单号')).toBeFocused();
    await dialog.getByRole('button', { name: '确认发货' }).click();
    await expect(dialog.getByText('请输入运单号')).toBeVisible();
    await dialog.getByLabel('运单号').fill('SF1029384756');
    await dialog.getByRole('button', { name: '确认发货' }).click();
    await expect(row.getByText('已发货')).toBeVisible();
    await expect(row.getByText('运单 SF1029384756')).toBeVisible();

    // The pupil sees it shipped with the waybill, and confirms receipt.
    const pupil = await phone(browser, account);
    await pupil.goto(`/pages/shopping/orderDetails?orderId=${order.orderId}`);
    await expect(pupil.getByText('礼品已发出，收到后请确认收货')).toBeVisible();
    await expect(pupil.getByText('SF1029384756')).toBeVisible();
    await pupil.getByRole('button', { name: '确认收货' }).click();
    await pupil.locator('.adm-dialog').getByRole('button', { name: '确认收货' }).click();
    await expect(pupil.getByText('已确认收货')).toBeVisible();

    // The console shows it completed.
    await page.reload();
    await expect(row.getByText('已完成')).toBeVisible();
  });

  test('a good added in the console and put on the shelf appears in the pupils’ shop', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const name = '控制台新品笔记本';
    await signIn(page, 'admin');
    await page.goto('/admin/shop/goods');
    await expect(page.getByRole('heading', { name: '商品' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/console-shop-goods.png' });

    await page.getByRole('button', { name: '新增商品' }).click();
    const drawer = page.getByRole('dialog', { name: '新增商品' });
    await drawer.locator('input[type=file]').setInputFiles(PICTURE);
    await expect(drawer.getByRole('img', { name: '商品图片1' })).toBeVisible();
    await drawer.getByLabel('名称').fill(name);
    await chooseOption(page, drawer.getByRole('combobox', { name: '分类' }), '文具');
    await drawer.getByLabel('积分价格').fill('88');
    await drawer.getByLabel('库存').fill('20');
    await drawer.getByLabel('上架').click(); // off the shelf at first
    await page.screenshot({ path: 'test-results/console-shop-goods-drawer.png' });
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    const row = page.locator('tr', { hasText: name });
    await expect(row.getByRole('switch')).not.toBeChecked();
    const pupil = await phone(browser, await throwawayPupil('console_shopper'));
    const search = async () => {
      await pupil.goto(`/pages/shopping/search?keyword=${encodeURIComponent('控制台新品')}`);
      return pupil.getByRole('button', { name });
    };
    await expect(await search()).toHaveCount(0);

    await row.getByRole('switch').click();
    await expect(row.getByRole('switch')).toBeChecked();
    await expect(await search()).toBeVisible();
    await (await search()).click();
    await expect(pupil.getByRole('heading', { name })).toBeVisible();
    await expect(pupil.getByText('88').first()).toBeVisible();
  });

  test('a camp created in the console appears in the pupils’ camp list', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const title = '控制台新建朗读营';
    await signIn(page, 'admin');
    await page.goto('/admin/checkin/camps');
    await page.getByRole('button', { name: '新建打卡营' }).click();
    const drawer = page.getByRole('dialog', { name: '新建打卡营' });
    await drawer.getByLabel('名称').fill(title);
    await drawer.getByPlaceholder('开始日期').fill(shanghaiDay(-1));
    await drawer.getByPlaceholder('开始日期').press('Enter');
    await drawer.getByPlaceholder('结束日期').fill(shanghaiDay(20));
    await drawer.getByPlaceholder('结束日期').press('Enter');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    const row = page.locator('tr', { hasText: title });
    await expect(row.getByText('进行中')).toBeVisible();

    // Its first day's task.
    await row.getByRole('button', { name: '每日任务' }).click();
    await page.getByRole('button', { name: '新增任务' }).click();
    const modal = page.getByRole('dialog', { name: '新增任务' });
    await modal.getByLabel('任务名称').fill('朗读《春晓》');
    await modal.getByRole('button', { name: '保存' }).click();
    await expect(
      page.getByRole('dialog', { name: `每日任务：${title}` }).locator('tr', { hasText: '朗读《春晓》' }),
    ).toBeVisible();
    await expect(modal).toBeHidden();
    await page.screenshot({ path: 'test-results/console-shop-camp-tasks.png' });

    await page.goto('/admin/articles/contests');
    const contest = page.locator('tr', { hasText: '我眼中的秋天' });
    await expect(contest.getByText('征稿中')).toBeVisible();
    await page.screenshot({ path: 'test-results/console-shop-contests.png' });

    const pupil = await phone(browser, await throwawayPupil('console_camper'));
    await pupil.goto('/pages/index/clock');
    await expect(pupil.getByRole('button', { name: title })).toBeVisible();
  });

  test('a contest created in the console with its window is open to pupils', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const title = '控制台新建征文';
    await signIn(page, 'admin');
    await page.goto('/admin/articles/contests');
    await page.getByRole('button', { name: '新建活动' }).click();
    const drawer = page.getByRole('dialog', { name: '新建征文活动' });
    await drawer.getByLabel('活动标题').fill(title);
    for (const [placeholder, day] of [
      ['开始日期', shanghaiDay(-1)],
      ['结束日期', shanghaiDay(10)],
    ] as const) {
      await drawer.getByPlaceholder(placeholder).click();
      await drawer.getByPlaceholder(placeholder).fill(`${day} 09:00`);
      await page.locator('.ant-picker-dropdown:visible').getByRole('button', { name: '确定' }).click();
    }
    await drawer.getByPlaceholder('请选择月份').click();
    await drawer.getByPlaceholder('请选择月份').fill(shanghaiDay(0).slice(0, 7));
    await drawer.getByPlaceholder('请选择月份').press('Enter');
    await chooseOption(page, drawer.getByRole('combobox', { name: '类别' }), '童话');
    await drawer.getByLabel('征文规则').fill('写一篇你自己编的童话故事，不少于三百字。');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    const row = page.locator('tr', { hasText: title });
    await expect(row.getByText('征稿中')).toBeVisible();
    await expect(row.getByText(`${shanghaiDay(-1)} 09:00 至 ${shanghaiDay(10)} 09:00`)).toBeVisible();

    const pupil = await phone(browser, await throwawayPupil('console_writer'));
    await pupil.goto('/pages/book/solicitingArticle');
    await expect(pupil.getByText(title).first()).toBeVisible();
  });
});
