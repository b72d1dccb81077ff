import { readFile } from 'node:fs/promises';
import { expect, test } from '../app-test';
import { signIn } from './helpers';

// Bookshops: the staff member (李业务, 杭州) finds the seeded shops from the my page, adds a
// shop with a position typed on /choose-location (no tile server in e2e: the form is the way), records a
// shipment and a stock count and sees the stock follow, exports a valid XLSX, and opens the shop's
// position.
test.describe.configure({ mode: 'serial' });

const SHOP = `测试书店${Date.now() % 100000}`;
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

test('staff add a bookshop with a position, ship to it, count its stock, export and open its place', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto('/pages/index/my');
  await page.getByRole('button', { name: '书店', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/schoolArchives\/bookstores/);
  const list = page.getByRole('list', { name: '书店列表' });
  await expect(list.getByText('博库书城（文二路店）')).toBeVisible();
  await expect(list.getByText('苏州书城（人民路店）')).toHaveCount(0);

  // Export: a real XLSX (a zip, "PK").
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出表格' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^书店列表-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // A new shop: refused without a district, then with a position from the choose page.
  await page.getByRole('button', { name: '新增书店' }).click();
  await page.getByPlaceholder('如 博库书城（文二路店）').fill(SHOP);
  await page.getByPlaceholder('街道、门牌号').fill('杭州市西湖区文三路259号');
  await page.getByRole('button', { name: '保存书店' }).click();
  await expect(page.getByText('请选择书店所在区县')).toBeVisible();
  // The picker offers the staff member's city only (杭州市): confirming takes its first district.
  await page.getByText('省 / 市 / 区县').click();
  await expect(page.getByText('选择所在区域')).toBeVisible();
  await expect(page.locator('.adm-picker-view-column-item', { hasText: '江苏省' })).toHaveCount(0);
  await expect(page.locator('.adm-picker-view-column-item', { hasText: '西湖区' })).toHaveCount(1);
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(page.getByText('浙江省 杭州市 上城区')).toBeVisible();
  await page.getByRole('button', { name: /在地图上选点/ }).click();
  await expect(page).toHaveURL(/\/choose-location\?purpose=store/);
  await expect(page.getByText('未配置地图服务')).toBeVisible();
  await page.getByRole('textbox', { name: '经度' }).fill('2.35');
  await page.getByRole('textbox', { name: '纬度' }).fill('48.85');
  await expect(page.getByText('位置须在中国境内')).toBeVisible();
  await page.getByRole('textbox', { name: '经度' }).fill('120.1301');
  await page.getByRole('textbox', { name: '纬度' }).fill('30.2795');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/pages\/schoolArchives\/changeStores/);
  // The draft came back with the point.
  await expect(page.getByPlaceholder('如 博库书城（文二路店）')).toHaveValue(SHOP);
  await expect(page.getByPlaceholder('如 120.1436（选填）')).toHaveValue('120.1301');
  await page.getByPlaceholder('手机号或 0571-88888888（选填）').fill('12345');
  await page.getByRole('button', { name: '保存书店' }).click();
  await expect(page.getByText(/联系电话须为手机号/)).toBeVisible();
  await page.getByPlaceholder('手机号或 0571-88888888（选填）').fill('0571-88776655');
  await page.getByRole('button', { name: '保存书店' }).click();
  await expect(page).toHaveURL(/\/pages\/schoolArchives\/bookstores/);
  await page.getByRole('list', { name: '书店列表' }).getByText(SHOP).click();

  // Details: no stock yet; a shipment of 40, then a count of 25, then a shipment of 10 the same day.
  await expect(page.getByRole('heading', { name: SHOP })).toBeVisible();
  await expect(page.getByText('还没有发货或盘点记录。')).toBeVisible();
  await page.getByRole('button', { name: '登记发货' }).click();
  await expect(page).toHaveURL(/fahuoInfo/);
  await page.getByPlaceholder('封底的书号，如 131').fill('131');
  await page.getByPlaceholder('册数').fill('-3');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('发货数量不能为负数')).toBeVisible();
  await page.getByPlaceholder('册数').fill('40');
  await page.getByPlaceholder('选填').first().fill('SF1400000001');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const sends = page.getByRole('list', { name: '发货记录' });
  await expect(sends.getByText('40 册')).toBeVisible();
  await expect(sends.getByText(today())).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: SHOP })).toBeVisible();
  const stock = page.getByRole('region', { name: '库存' });
  await expect(stock.getByRole('cell', { name: '40' }).last()).toBeVisible();
  await expect(page.getByText('库存 40 册')).toBeVisible();

  await page.getByRole('button', { name: '登记盘点' }).click();
  await expect(page).toHaveURL(/kucunInfo/);
  await page.getByPlaceholder('封底的书号，如 131').fill('131');
  await page.getByPlaceholder('册数').fill('25');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('list', { name: '盘点记录' }).getByText('25 册')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('库存 25 册')).toBeVisible();
  await expect(page.getByRole('region', { name: '修改记录' }).getByText('李业务').first()).toBeVisible();

  // Its place: the coordinates and the links to the map apps.
  await page.getByRole('button', { name: '查看位置' }).click();
  await expect(page).toHaveURL(/\/open-location\?lng=120.1301&lat=30.2795/);
  await expect(page.getByRole('heading', { name: SHOP })).toBeVisible();
  await expect(page.getByRole('link', { name: '在地图应用中打开' })).toHaveAttribute(
    'href',
    /^geo:30\.2795,120\.1301/,
  );
  await expect(page.getByRole('link', { name: '高德地图' })).toHaveAttribute('href', /uri\.amap\.com/);
});
