import { Code, type GoodsInfo, type Order } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { checkInvariants, makeGoods, makeShopUser, PAY_PWD, pointsOf, stockOf } from './shop.fixtures.js';

interface Page<T> {
  list: T[];
  total: number;
}

describe.each(dialects)('shop operator calls on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  /** An operator's form POST to /api/admin/shop/<call>. */
  const operatorPost = <T>(token: string, call: string, form: Record<string, string>) =>
    t().call<T>('POST', `/api/admin/shop/${call}`, { token, form });

  it('refuses a pupil (700) and anonymous callers (600) on every call', async () => {
    const pupil = await t().login('student');
    const calls: ['GET' | 'POST', string][] = [
      ['POST', 'saveGoods'],
      ['POST', 'setShelf'],
      ['POST', 'setStock'],
      ['GET', 'getOrderList'],
      ['POST', 'shipOrder'],
      ['POST', 'refundOrder'],
    ];
    for (const [method, name] of calls) {
      const r = await t().call(method, `/api/admin/shop/${name}`, { token: pupil, form: {} });
      expect(r.status, name).toBe(403);
      expect(r.body).toEqual({ code: Code.forbiddenRole, msg: '没有权限访问', data: null });
      expect((await t().call(method, `/api/admin/shop/${name}`)).body.code).toBe(Code.noToken);
    }
  });

  it('creates and updates goods, puts them off and on the shelf, sets stock', async () => {
    const admin = await t().login('admin');
    const cat = await db().selectFrom('goods_categories').select('id').executeTakeFirstOrThrow();
    const body = {
      name: '新品橡皮',
      pictures: ['/media/goods/pencil-set.svg'],
      categoryId: cat.id,
      points: 15,
      stock: 30,
      limitPerUser: 3,
    };
    const made = await t().call<GoodsInfo>('POST', '/api/admin/shop/saveGoods', { token: admin, json: body });
    expect(made.body.data).toMatchObject({
      name: '新品橡皮',
      points: 15,
      stock: 30,
      limitPerUser: 3,
      onShelf: true,
    });
    const id = made.body.data.goodsId;
    const upd = await t().call<GoodsInfo>('POST', '/api/admin/shop/saveGoods', {
      token: admin,
      json: { ...body, goodsId: id, points: 20 },
    });
    expect(upd.body.data.points).toBe(20);
    const badCat = await t().call('POST', '/api/admin/shop/saveGoods', {
      token: admin,
      json: { ...body, categoryId: 999999 },
    });
    expect(badCat.body).toEqual({ code: 400, msg: '分类：分类不存在', data: null });
    const noName = await t().call('POST', '/api/admin/shop/saveGoods', {
      token: admin,
      json: { ...body, name: '' },
    });
    expect(noName.body.msg).toBe('请输入商品名称');

    const off = await operatorPost<GoodsInfo>(admin, 'setShelf', { goodsId: String(id), onShelf: 'false' });
    expect(off.body).toMatchObject({ msg: '已下架', data: { onShelf: false } });
    const user = await t().call('GET', '/api/integral/getGoodsInfo', { query: { goodsId: String(id) } });
    expect(user.status).toBe(404);
    await operatorPost(admin, 'setShelf', { goodsId: String(id), onShelf: '1' });
    expect(
      (await t().call('GET', '/api/integral/getGoodsInfo', { query: { goodsId: String(id) } })).status,
    ).toBe(200);

    const stock = await operatorPost<GoodsInfo>(admin, 'setStock', { goodsId: String(id), stock: '7' });
    expect(stock.body.data.stock).toBe(7);
    const neg = await operatorPost(admin, 'setStock', { goodsId: String(id), stock: '-1' });
    expect(neg.body.msg).toBe('库存不能为负数');
    const missing = await operatorPost(admin, 'setStock', { goodsId: '999999', stock: '1' });
    expect(missing.status).toBe(404);
  });

  it('ships a paid order, refunds another (points and stock back), and refuses bad transitions', async () => {
    const admin = await t().login('admin');
    const u = await makeShopUser(db(), { points: 1000 });
    const g = await makeGoods(db(), { points: 100, stock: 10 });
    const mk = async (key: string) => {
      const o = await t().call<Order>('POST', '/api/integral/commitOrder', {
        token: u.token,
        json: { idempotencyKey: key, addressId: u.addressId, items: [{ goodsId: g, quantity: 2 }] },
      });
      return o.body.data.orderId;
    };
    const a = await mk('admin-ship-1');
    const b = await mk('admin-refund-1');
    const unpaid = await mk('admin-unpaid-1');
    for (const id of [a, b])
      await t().call('POST', '/api/integral/payOrderByPwd', {
        token: u.token,
        form: { orderId: String(id), pwd: PAY_PWD },
      });
    expect(await pointsOf(db(), u.id)).toBe(600);
    expect((await stockOf(db(), g)).stock).toBe(4);

    const shipUnpaid = await operatorPost(admin, 'shipOrder', {
      orderId: String(unpaid),
      waybillNo: 'SF1234567',
    });
    expect(shipUnpaid.body.msg).toBe('订单尚未支付，只有待发货的订单可以发货');
    const badWaybill = await operatorPost(admin, 'shipOrder', { orderId: String(a), waybillNo: '#' });
    expect(badWaybill.body.msg).toBe('运单号须为6到32位字母或数字');
    const ship = await operatorPost<Order>(admin, 'shipOrder', {
      orderId: String(a),
      waybillNo: 'SF1234567',
    });
    expect(ship.body.data).toMatchObject({ status: 'shipped', waybillNo: 'SF1234567' });
    const refundShipped = await operatorPost(admin, 'refundOrder', {
      orderId: String(a),
      reason: '用户要求',
    });
    expect(refundShipped.body.msg).toBe('订单已发货，只有待发货的订单可以取消退款');

    const refund = await operatorPost<Order>(admin, 'refundOrder', {
      orderId: String(b),
      reason: '商品缺货',
    });
    expect(refund.body.data).toMatchObject({ status: 'cancelled', cancelReason: '商品缺货' });
    expect(await pointsOf(db(), u.id)).toBe(800);
    expect((await stockOf(db(), g)).stock).toBe(6);
    const again = await operatorPost(admin, 'refundOrder', { orderId: String(b), reason: '商品缺货' });
    expect(again.body.msg).toBe('订单已取消，只有待发货的订单可以取消退款');
    expect(await pointsOf(db(), u.id)).toBe(800);
    const missing = await operatorPost(admin, 'shipOrder', { orderId: '99999999', waybillNo: 'SF1234567' });
    expect(missing.status).toBe(404);

    const all = await t().call<Page<Order>>('GET', '/api/admin/shop/getOrderList', {
      token: admin,
      query: { status: 'cancelled', pageSize: '100' },
    });
    expect(all.body.data.list.map((o) => o.orderId)).toContain(b);
    expect(all.body.data.list.every((o) => o.status === 'cancelled')).toBe(true);
    // The seed's orders of the student show too: all users.
    const every = await t().call<Page<Order>>('GET', '/api/admin/shop/getOrderList', { token: admin });
    expect(every.body.data.total).toBeGreaterThanOrEqual(8);
    await checkInvariants(db());
  });
});
