import { type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { loginAs, presetGrade, signIn } from './helpers';

const PAY_PWD = '135790';

/** Types digits on antd-mobile's number keyboard (the passcode boxes take no system keyboard). */
async function typeOnKeyboard(page: Page, digits: string) {
  await expect(page.locator('.adm-number-keyboard-key[title="1"]:visible').first()).toBeVisible();
  for (const d of digits) {
    await page.locator(`.adm-number-keyboard-key[title="${d}"]:visible`).first().click();
  }
}

async function focusPasscode(page: Page) {
  const keyboard = page.locator('.adm-number-keyboard-popup:visible');
  if ((await keyboard.count()) === 0) await page.locator('.adm-passcode-input').last().click();
}

async function balanceOnPointsPage(page: Page): Promise<number> {
  await page.goto('/pages/shopping/integrationIndex');
  const text = page.getByTestId('points-balance');
  await expect(text).not.toHaveText('--');
  return Number((await text.innerText()).replace(/,/g, ''));
}

test.describe('points shop', () => {
  test.beforeEach(async ({ page }) => {
    await presetGrade(page);
  });

  test('anonymous visitors are sent to login with a way back', async ({ page }) => {
    await page.goto('/pages/shopping/shoppingCar');
    await expect(page.getByText('请先登录').first()).toBeVisible();
    await expect(page).toHaveURL(/accountLogin\?redirect=%2Fpages%2Fshopping%2FshoppingCar/, {
      timeout: 5_000,
    });
  });

  test(
    'browse, search, cart, submit, set the payment password, pay; balance and ledger follow',
    { tag: '@smoke' },
    async ({ page }) => {
      test.setTimeout(60_000);
      await loginAs(page, 'student');
      const before = await balanceOnPointsPage(page);

      // The my page leads to the shop.
      await page.goto('/pages/index/my');
      await page.getByText('积分商城', { exact: true }).click();
      await expect(page).toHaveURL(/\/pages\/shopping\/index/);
      await expect(page.getByRole('button', { name: '卡通铅笔套装' })).toBeVisible();

      // Categories filter the grid.
      await page.getByRole('tablist', { name: '商品分类' }).getByRole('tab', { name: '图书' }).click();
      await expect(page.getByRole('button', { name: '成语故事绘本' })).toBeVisible();
      await expect(page.getByRole('button', { name: '卡通铅笔套装' })).toHaveCount(0);

      // Search.
      await page.getByRole('button', { name: '搜索想兑换的好物' }).click();
      await expect(page).toHaveURL(/\/pages\/shopping\/search/);
      await page.getByPlaceholder('搜索想兑换的好物').fill('水彩');
      await page.getByPlaceholder('搜索想兑换的好物').press('Enter');
      await expect(page).toHaveURL(/keyword=/);
      await page.getByRole('button', { name: '24色水彩笔' }).click();

      // Detail: add two to the cart.
      await expect(page).toHaveURL(/\/pages\/shopping\/detail\?goodsId=\d+/);
      await expect(page.getByRole('heading', { name: '24色水彩笔' })).toBeVisible();
      await page.getByRole('button', { name: '加入购物车' }).first().click();
      const sheet = page.locator('.adm-popup-body').last();
      await sheet.getByRole('button', { name: '增加' }).click();
      await expect(sheet.getByRole('spinbutton')).toHaveValue('2');
      await sheet.getByRole('button', { name: '加入购物车' }).click();
      await expect(page.getByText('已加入购物车')).toBeVisible();

      // Cart: change the quantity up and down (each a mode=set call).
      await page.getByRole('button', { name: '购物车', exact: true }).click();
      await expect(page).toHaveURL(/shoppingCar/);
      const line = page.getByRole('article', { name: '24色水彩笔' });
      const qty = line.getByRole('spinbutton');
      await expect(qty).toHaveValue('2');
      const setCall = () =>
        page.waitForResponse((r) => r.url().includes('integral/addToMyCart') && r.status() === 200);
      await Promise.all([setCall(), line.getByRole('button', { name: '增加' }).click()]);
      await expect(qty).toHaveValue('3');
      await Promise.all([setCall(), line.getByRole('button', { name: '减少' }).click()]);
      await expect(qty).toHaveValue('2');
      await page.reload();
      await expect(page.getByRole('spinbutton').first()).toHaveValue('2');
      await expect(page.locator('footer')).toContainText('300');

      // Submit with the default address.
      await page.getByRole('button', { name: /去结算/ }).click();
      await expect(page).toHaveURL(/submitOrder/);
      await expect(page.getByText('张小明')).toBeVisible();
      const commits: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('integral/commitOrder')) commits.push(r.postData() ?? '');
      });
      // A double tap sends one idempotency key: one order.
      await page.getByRole('button', { name: '提交订单' }).dblclick();
      await expect(page).toHaveURL(/orderDetails\?orderId=\d+/);
      expect(commits.length).toBeGreaterThanOrEqual(1);
      const keys = new Set(
        commits.map((body) => (JSON.parse(body) as { idempotencyKey: string }).idempotencyKey),
      );
      expect(keys.size).toBe(1);
      // The auto-cancel countdown starts from 30 minutes (server times are Beijing time).
      await expect(page.getByText(/剩余支付时间/)).toContainText(/(29|30):\d\d/);
      const orderId = /orderId=(\d+)/.exec(page.url())?.[1];

      // No payment password yet: set one and come back to pay.
      await expect(page.getByText('还没有支付密码')).toBeVisible();
      await page.getByRole('button', { name: '去设置' }).click();
      await expect(page).toHaveURL(/\/pages\/user\/zhifuPwd\?redirect=/);
      await expect(page.getByText('请设置6位数字支付密码')).toBeVisible();
      await focusPasscode(page);
      await typeOnKeyboard(page, PAY_PWD);
      await expect(page.getByText('请再次输入新支付密码')).toBeVisible();
      await focusPasscode(page);
      await typeOnKeyboard(page, PAY_PWD);
      await expect(page.getByText('支付密码设置成功')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`orderDetails\\?orderId=${orderId}`));

      // The payment sheet opens: a wrong password first, then the right one.
      await expect(page.getByText('输入支付密码')).toBeVisible();
      await focusPasscode(page);
      await typeOnKeyboard(page, '000000');
      await expect(page.getByText(/支付密码错误，还可尝试4次/)).toBeVisible();
      await typeOnKeyboard(page, PAY_PWD);
      await expect(page.getByText('兑换成功')).toBeVisible();
      await expect(page.getByRole('heading', { name: '待发货' })).toBeVisible();

      await page.goto('/pages/shopping/orderList?status=paid');
      await expect(page.locator('article', { hasText: '24色水彩笔' })).toHaveCount(1);
      await page.goto('/pages/shopping/orderList?status=unpaid');
      await expect(page.locator('article', { hasText: '24色水彩笔' })).toHaveCount(0);

      // Balance and breakdown follow.
      expect(await balanceOnPointsPage(page)).toBe(before - 300);
      await page.getByRole('button', { name: /最近变动/ }).click();
      await expect(page).toHaveURL(/integrationList/);
      await page.getByRole('tab', { name: '支出' }).click();
      await expect(page.getByText('−300').first()).toBeVisible();
      await expect(page.getByTestId('ledger-balance')).toHaveText((before - 300).toLocaleString('zh-CN'));
    },
  );

  test('cancel an unpaid order and confirm receipt of a shipped one', async ({ page }) => {
    await signIn(page, 'student');
    await page.goto('/pages/shopping/orderList?status=unpaid');
    const unpaid = page.locator('article', { hasText: '卡通铅笔套装' }).first();
    await expect(unpaid).toBeVisible();
    await unpaid.getByRole('button', { name: '取消订单' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '取消订单' }).click();
    await expect(page.getByText('订单已取消')).toBeVisible();
    await expect(page.locator('article', { hasText: '卡通铅笔套装' })).toHaveCount(0);

    await page.getByRole('tab', { name: '已发货' }).click();
    const shipped = page.locator('article', { hasText: '三阶魔方' }).first();
    await shipped.getByRole('button', { name: '确认收货' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确认收货' }).click();
    await expect(page.getByText('已确认收货')).toBeVisible();

    await page.getByRole('tab', { name: '已完成' }).click();
    await expect(page.locator('article', { hasText: '三阶魔方' })).toBeVisible();
    await page.getByRole('tab', { name: '已取消' }).click();
    await expect(page.locator('article', { hasText: '卡通铅笔套装' }).first()).toBeVisible();
  });

  test('add an address with the area picker, choose it when submitting, delete it', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'student');
    await page.goto('/pages/user/addressList');
    await expect(page.getByText('张小明')).toBeVisible();
    await page.getByRole('button', { name: '新增收货地址' }).click();
    await expect(page).toHaveURL(/changeAddress/);

    // The contract's Chinese messages, before anything is sent.
    await page.getByRole('button', { name: '保存地址' }).click();
    await expect(page.getByText('请输入收货人姓名')).toBeVisible();
    await expect(page.getByText('请选择省份')).toBeVisible();
    await page.getByPlaceholder('请输入收货人姓名').fill('李老师');
    await page.getByPlaceholder('请输入11位手机号').fill('2391234');
    await page.getByRole('button', { name: '保存地址' }).click();
    await expect(page.getByText('手机号须为11位数字，以1开头')).toBeVisible();
    await page.getByPlaceholder('请输入11位手机号').fill('13912345678');

    // The picker opens on the area tree; confirming takes the wheels' current choice.
    await page.getByText('省 / 市 / 区县').click();
    await expect(page.getByText('选择所在地区')).toBeVisible();
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
    await expect(page.getByText('北京市 市辖区 东城区')).toBeVisible();
    await page.getByPlaceholder('街道、楼栋、门牌号').fill('东华门大街 8 号');
    await page.getByRole('button', { name: '保存地址' }).click();
    await expect(page.getByText('地址已保存')).toBeVisible();
    await expect(page).toHaveURL(/addressList/);
    await expect(page.getByRole('article', { name: '李老师的地址' })).toContainText('北京市市辖区东城区');

    // Exchange now, then pick the new address on the list in choose mode.
    await page.goto('/pages/shopping/index');
    await page.getByRole('button', { name: '三阶魔方' }).click();
    await page.getByRole('button', { name: '立即兑换' }).click();
    await page.getByRole('button', { name: '去结算' }).click();
    await expect(page).toHaveURL(/submitOrder\?items=\d+x1/);
    await expect(page.getByText('张小明')).toBeVisible();
    await page.getByRole('button', { name: /张小明/ }).click();
    await expect(page).toHaveURL(/addressList\?choose=1/);
    await page.getByRole('article', { name: '李老师的地址' }).click();
    await expect(page).toHaveURL(/submitOrder/);
    await expect(page.getByText('东华门大街 8 号')).toBeVisible();

    // Delete with a confirmation.
    await page.goto('/pages/user/addressList');
    await page.getByRole('article', { name: '李老师的地址' }).getByRole('button', { name: '删除' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('地址已删除')).toBeVisible();
    await expect(page.getByRole('article', { name: '李老师的地址' })).toHaveCount(0);
  });
});
