import { ORDER_PAY_WINDOW_MS, type CartLine, type LedgerPage, type Order } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import {
  checkInvariants,
  makeGoods,
  makeShopUser,
  makeShopUsers,
  type Page,
  PAY_PWD,
  pointsOf,
  stockOf,
  type ShopUser,
} from './shop.fixtures.js';
import { expireDueOrders } from './order-expiry.js';

let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${keySeq++}`;

/** Orders in the points shop: commit, pay, cancel, delete, confirm, and expiry. */
describe.each(dialects)('points shop orders on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;

  const commit = (u: ShopUser, items: { goodsId: number; quantity: number }[], extra: object = {}) =>
    t().call<Order>('POST', '/api/integral/commitOrder', {
      token: u.token,
      json: { idempotencyKey: newKey(), addressId: u.addressId, items, ...extra },
    });
  const pay = (u: ShopUser, orderId: number, pwd = PAY_PWD) =>
    t().call<Order>('POST', '/api/integral/payOrderByPwd', {
      token: u.token,
      form: { orderId: String(orderId), pwd },
    });

  describe('commit', () => {
    it('reserves stock, snapshots the address, empties the cart lines, and is idempotent by key', async () => {
      const u = await makeShopUser(db(), { points: 1000 });
      const g = await makeGoods(db(), { stock: 10, points: 25 });
      await t().call('POST', '/api/integral/addToMyCart', { token: u.token, form: { goodsId: String(g) } });
      const json = {
        idempotencyKey: newKey(),
        addressId: u.addressId,
        items: [{ goodsId: g, quantity: 3 }],
        fromCart: true,
      };
      const first = await t().call<Order>('POST', '/api/integral/commitOrder', { token: u.token, json });
      expect(first.status).toBe(200);
      expect(first.body.msg).toBe('下单成功');
      expect(first.body.data).toMatchObject({
        status: 'unpaid',
        statusText: '待支付',
        totalPoints: 75,
        items: [{ goodsId: g, quantity: 3, points: 25 }],
        address: { name: '测试', districtName: '东城区' },
        paidAt: null,
      });
      expect(first.body.data.orderNo).toMatch(/^JF\d{18}$/);
      expect(first.body.data.expiresAt).not.toBeNull();
      expect((await stockOf(db(), g)).stock).toBe(7);
      const cart = await t().call<CartLine[]>('GET', '/api/integral/getMyCartList', { token: u.token });
      expect(cart.body.data).toEqual([]);

      const again = await t().call<Order>('POST', '/api/integral/commitOrder', { token: u.token, json });
      expect(again.body.data.orderId).toBe(first.body.data.orderId);
      expect((await stockOf(db(), g)).stock).toBe(7);
      await checkInvariants(db());
    });

    it('refuses bad quantities, goods off the shelf, above stock, above the limit, and others’ addresses, changing nothing', async () => {
      const [u, other] = await makeShopUsers(db(), 2, { points: 1000 });
      if (!u || !other) throw new Error('no user');
      const g = await makeGoods(db(), { stock: 3, limit: 2 });
      const off = await makeGoods(db(), { onShelf: false });
      const cases: [unknown, number, string | RegExp][] = [
        [[{ goodsId: g, quantity: 0 }], 400, '数量至少为1'],
        [[{ goodsId: g, quantity: -2 }], 400, '数量至少为1'],
        [[{ goodsId: g, quantity: 100 }], 400, '数量不能超过99'],
        [[], 400, '请选择商品'],
        [[{ goodsId: off, quantity: 1 }], 409, /已下架，无法兑换/],
        [[{ goodsId: g, quantity: 3 }], 409, /每人限兑2件，您已兑换0件/],
        [[{ goodsId: 999999, quantity: 1 }], 404, /商品不存在/],
      ];
      for (const [items, status, msg] of cases) {
        const r = await t().call('POST', '/api/integral/commitOrder', {
          token: u.token,
          json: { idempotencyKey: newKey(), addressId: u.addressId, items },
        });
        expect(r.status, JSON.stringify(items)).toBe(status);
        expect(r.body.msg).toMatch(msg);
      }
      const big = await makeGoods(db(), { stock: 2 });
      const above = await commit(u, [{ goodsId: big, quantity: 3 }]);
      expect(above.status).toBe(409);
      expect(above.body.msg).toMatch(/库存不足，仅剩2件/);
      const foreign = await commit(u, [{ goodsId: g, quantity: 1 }], { addressId: other.addressId });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ code: 404, msg: '收货地址不存在', data: null });
      const badKey = await t().call('POST', '/api/integral/commitOrder', {
        token: u.token,
        json: { idempotencyKey: 'x', addressId: u.addressId, items: [{ goodsId: g, quantity: 1 }] },
      });
      expect(badKey.body.msg).toBe('下单标识须为8到64位字母、数字、下划线或短横线');
      expect((await stockOf(db(), g)).stock).toBe(3);
      expect((await stockOf(db(), big)).stock).toBe(2);
      const orders = await db().selectFrom('orders').select('id').where('user_id', '=', u.id).execute();
      expect(orders).toEqual([]);
      // The limit counts earlier live orders.
      expect((await commit(u, [{ goodsId: g, quantity: 2 }])).status).toBe(200);
      const third = await commit(u, [{ goodsId: g, quantity: 1 }]);
      expect(third.body.msg).toMatch(/每人限兑2件，您已兑换2件/);
    });
  });

  describe('pay, cancel, delete, confirm', () => {
    it('pays with points: status, balance, ledger row and exchanged count in one go', async () => {
      const u = await makeShopUser(db(), { points: 500 });
      const g = await makeGoods(db(), { points: 120, stock: 10 });
      const order = (await commit(u, [{ goodsId: g, quantity: 2 }])).body.data;
      const res = await pay(u, order.orderId);
      expect(res.status).toBe(200);
      expect(res.body.msg).toBe('支付成功');
      expect(res.body.data).toMatchObject({ status: 'paid', statusText: '待发货', expiresAt: null });
      expect(res.body.data.paidAt).not.toBeNull();
      expect(await pointsOf(db(), u.id)).toBe(260);
      const ledger = await t().call<LedgerPage>('GET', '/api/integral/getIntegralUseList', {
        token: u.token,
      });
      expect(ledger.body.data.balance).toBe(260);
      expect(ledger.body.data.list[0]).toMatchObject({
        delta: -240,
        balanceAfter: 260,
        reason: 'order_pay',
        reasonText: '积分兑换',
        refType: 'order',
        refId: order.orderId,
      });
      const spend = await t().call<LedgerPage>('GET', '/api/integral/getIntegralUseList', {
        token: u.token,
        query: { kind: 'spend' },
      });
      expect(spend.body.data.list.every((e) => e.delta < 0)).toBe(true);
      expect((await stockOf(db(), g)).exchanged).toBe(2);

      const twice = await pay(u, order.orderId);
      expect(twice.status).toBe(409);
      expect(twice.body.msg).toBe('订单已支付，请勿重复支付');
      expect(await pointsOf(db(), u.id)).toBe(260);
      await checkInvariants(db());
    });

    it('refuses when points are short, changing nothing', async () => {
      const u = await makeShopUser(db(), { points: 50 });
      const g = await makeGoods(db(), { points: 60 });
      const order = (await commit(u, [{ goodsId: g, quantity: 1 }])).body.data;
      const res = await pay(u, order.orderId);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 409, msg: '积分不足：本单需60积分，当前余额50积分', data: null });
      const row = await db()
        .selectFrom('orders')
        .select('status')
        .where('id', '=', order.orderId)
        .executeTakeFirst();
      expect(row?.status).toBe('unpaid');
      expect(await pointsOf(db(), u.id)).toBe(50);
      await checkInvariants(db());
    });

    it('answers 404 for another user’s order on every call, and for a missing one', async () => {
      const [owner, other] = await makeShopUsers(db(), 2, { points: 500 });
      if (!owner || !other) throw new Error('no user');
      const g = await makeGoods(db());
      const order = (await commit(owner, [{ goodsId: g, quantity: 1 }])).body.data;
      const id = String(order.orderId);
      const calls = [
        t().call('POST', '/api/integral/payOrderByPwd', {
          token: other.token,
          form: { orderId: id, pwd: PAY_PWD },
        }),
        t().call('POST', '/api/integral/cancleOrDeleteOrder', { token: other.token, form: { orderId: id } }),
        t().call('POST', '/api/integral/confirmReceiptByOrder', {
          token: other.token,
          query: { orderId: id },
        }),
        t().call('GET', '/api/integral/getOrderList', { token: other.token, query: { orderId: id } }),
        t().call('GET', '/api/integral/getOrderList', { token: owner.token, query: { orderId: '99999999' } }),
      ];
      for (const r of await Promise.all(calls)) {
        expect(r.status).toBe(404);
        expect(r.body).toEqual({ code: 404, msg: '订单不存在', data: null });
      }
      const mine = await t().call<Page<Order>>('GET', '/api/integral/getOrderList', {
        token: owner.token,
        query: { orderId: id },
      });
      expect(mine.body.data.list.map((o) => o.orderId)).toEqual([order.orderId]);
      const list = await t().call<Page<Order>>('GET', '/api/integral/getOrderList', { token: other.token });
      expect(list.body.data.total).toBe(0);
    });

    it('cancels an unpaid order (stock back), deletes it from the list, and refuses bad transitions', async () => {
      const u = await makeShopUser(db(), { points: 500 });
      const g = await makeGoods(db(), { stock: 10 });
      const order = (await commit(u, [{ goodsId: g, quantity: 4 }])).body.data;
      const id = String(order.orderId);
      expect((await stockOf(db(), g)).stock).toBe(6);
      const del0 = await t().call('POST', '/api/integral/cancleOrDeleteOrder', {
        token: u.token,
        form: { orderId: id, type: 'delete' },
      });
      expect(del0.body).toEqual({ code: 409, msg: '只能删除已取消或已完成的订单', data: null });
      const cancel = await t().call<Order>('POST', '/api/integral/cancleOrDeleteOrder', {
        token: u.token,
        form: { orderId: id },
      });
      expect(cancel.body.msg).toBe('订单已取消');
      expect(cancel.body.data).toMatchObject({ status: 'cancelled', cancelReason: '用户取消' });
      expect((await stockOf(db(), g)).stock).toBe(10);
      const payCancelled = await pay(u, order.orderId);
      expect(payCancelled.body.msg).toBe('订单已取消，无法支付');
      const again = await t().call('POST', '/api/integral/cancleOrDeleteOrder', {
        token: u.token,
        form: { orderId: id, type: 'cancel' },
      });
      expect(again.body.msg).toBe('订单已取消，无法取消');
      expect((await stockOf(db(), g)).stock).toBe(10);
      const confirm = await t().call('POST', '/api/integral/confirmReceiptByOrder', {
        token: u.token,
        query: { orderId: id },
      });
      expect(confirm.status).toBe(409);
      const del = await t().call('POST', '/api/integral/cancleOrDeleteOrder', {
        token: u.token,
        form: { orderId: id },
      });
      expect(del.body).toEqual({ code: 200, msg: '订单已删除', data: null });
      const list = await t().call<Page<Order>>('GET', '/api/integral/getOrderList', { token: u.token });
      expect(list.body.data.list.map((o) => o.orderId)).not.toContain(order.orderId);

      // A paid order: the user cannot cancel or delete it, nor confirm before shipping.
      const paid = (await commit(u, [{ goodsId: g, quantity: 1 }])).body.data;
      await pay(u, paid.orderId);
      const pid = String(paid.orderId);
      const c2 = await t().call('POST', '/api/integral/cancleOrDeleteOrder', {
        token: u.token,
        form: { orderId: pid },
      });
      expect(c2.body.msg).toBe('只能删除已取消或已完成的订单');
      const c3 = await t().call('POST', '/api/integral/cancleOrDeleteOrder', {
        token: u.token,
        form: { orderId: pid, type: 'cancel' },
      });
      expect(c3.body.msg).toBe('订单已支付，如需取消请联系客服');
      const early = await t().call('POST', '/api/integral/confirmReceiptByOrder', {
        token: u.token,
        query: { orderId: pid },
      });
      expect(early.body.msg).toBe('订单已支付，请勿重复操作，只有已发货的订单可以确认收货');
      await checkInvariants(db());
    });

    it('lists by status, pages, and confirms receipt of a shipped order', async () => {
      const u = await makeShopUser(db(), { points: 500 });
      const g = await makeGoods(db());
      const o = (await commit(u, [{ goodsId: g, quantity: 1 }])).body.data;
      await pay(u, o.orderId);
      await db()
        .updateTable('orders')
        .set({ status: 'shipped', waybill_no: 'SF123456', shipped_at: Date.now() })
        .where('id', '=', o.orderId)
        .execute();
      const shipped = await t().call<Page<Order>>('GET', '/api/integral/getOrderList', {
        token: u.token,
        query: { status: 'shipped' },
      });
      expect(shipped.body.data.list.map((x) => x.orderId)).toEqual([o.orderId]);
      const ok = await t().call<Order>('POST', '/api/integral/confirmReceiptByOrder', {
        token: u.token,
        query: { orderId: String(o.orderId) },
      });
      expect(ok.body.data).toMatchObject({ status: 'completed', statusText: '已完成' });
      expect(ok.body.data.completedAt).not.toBeNull();
      const twice = await t().call('POST', '/api/integral/confirmReceiptByOrder', {
        token: u.token,
        query: { orderId: String(o.orderId) },
      });
      expect(twice.body.msg).toBe('订单已确认收货');
      const bad = await t().call('GET', '/api/integral/getOrderList', {
        token: u.token,
        query: { status: 'lost' },
      });
      expect(bad.body.msg).toBe('订单状态不正确');
    });
  });

  describe('expiry', () => {
    it('an expired order cannot be paid: it is cancelled on the spot with its stock back', async () => {
      const u = await makeShopUser(db(), { points: 500 });
      const g = await makeGoods(db(), { stock: 5 });
      const o = (await commit(u, [{ goodsId: g, quantity: 2 }])).body.data;
      expect((await stockOf(db(), g)).stock).toBe(3);
      // As if the process had been down for the 30 minutes.
      await db()
        .updateTable('orders')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', o.orderId)
        .execute();
      const res = await pay(u, o.orderId);
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('订单已超时未支付，已自动取消');
      expect((await stockOf(db(), g)).stock).toBe(5);
      expect(await pointsOf(db(), u.id)).toBe(500);
      const list = await t().call<Page<Order>>('GET', '/api/integral/getOrderList', {
        token: u.token,
        query: { orderId: String(o.orderId) },
      });
      expect(list.body.data.list[0]).toMatchObject({
        status: 'cancelled',
        cancelReason: '超时未支付，系统已自动取消',
      });
      await checkInvariants(db());
    });

    it('the sweep cancels due orders only, once, and a read shows them cancelled', async () => {
      const u = await makeShopUser(db(), { points: 500 });
      const g = await makeGoods(db(), { stock: 5 });
      const due = (await commit(u, [{ goodsId: g, quantity: 1 }])).body.data;
      const live = (await commit(u, [{ goodsId: g, quantity: 1 }])).body.data;
      const created = await db()
        .selectFrom('orders')
        .select('created_at')
        .where('id', '=', due.orderId)
        .executeTakeFirstOrThrow();
      // The window is 30 minutes from commit.
      const row = await db()
        .selectFrom('orders')
        .select('expires_at')
        .where('id', '=', live.orderId)
        .executeTakeFirstOrThrow();
      expect(row.expires_at - created.created_at).toBeLessThanOrEqual(ORDER_PAY_WINDOW_MS + 1000);
      await db()
        .updateTable('orders')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', due.orderId)
        .execute();
      expect(await expireDueOrders(db())).toBeGreaterThanOrEqual(1);
      expect(await expireDueOrders(db())).toBe(0);
      expect((await stockOf(db(), g)).stock).toBe(4);
      const list = await t().call<Page<Order>>('GET', '/api/integral/getOrderList', { token: u.token });
      const byId = new Map(list.body.data.list.map((o) => [o.orderId, o.status]));
      expect(byId.get(due.orderId)).toBe('cancelled');
      expect(byId.get(live.orderId)).toBe('unpaid');
    });
  });
});
