import type { AddressInfo } from 'node:net';
import type { Envelope, Order } from '@jc/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../../db/index.js';
import { makeNonce, useTestApp } from '../../test/app.js';
import {
  checkInvariants,
  makeGoods,
  makeShopUser,
  makeShopUsers,
  PAY_PWD,
  pointsOf,
  reservedUnits,
  stockOf,
} from './shop.fixtures.js';

const N = 200;
/** Orders of one user paid at once; every pay of one user runs its password check in turn. */
const M = 40;
/** Paid orders refunded N times over by concurrent operator calls. */
const R = 20;

/**
 * The money rules under load, against the real listening server: real sockets, a fresh nonce and a
 * real token per request, everything fired at once. Invariants are read from the database afterwards.
 */
export function concurrencySuite(dialect: Dialect): void {
  describe(`shop under concurrency on ${dialect}`, () => {
    const t = useTestApp({ dialect });
    let base = '';
    const db = () => t().app.db;

    beforeAll(async () => {
      await t().app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
    });

    async function post<T>(path: string, token: string, body: object, json = false) {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: {
          nonce: makeNonce(),
          authorization: `Bearer ${token}`,
          'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        body: json
          ? JSON.stringify(body)
          : new URLSearchParams(
              Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
            ).toString(),
      });
      return { status: res.status, body: (await res.json()) as Envelope<T> };
    }
    const commit = (token: string, addressId: number, goodsId: number, quantity: number, key: string) =>
      post<Order>(
        '/api/integral/commitOrder',
        token,
        { idempotencyKey: key, addressId, items: [{ goodsId, quantity }] },
        true,
      );
    const pay = (token: string, orderId: number) =>
      post<Order>('/api/integral/payOrderByPwd', token, { orderId, pwd: PAY_PWD });

    it(`${N} concurrent pays of one order: exactly one succeeds, charged once`, async () => {
      const u = await makeShopUser(db(), { points: 1000 });
      const g = await makeGoods(db(), { points: 70, stock: 10 });
      const order = await commit(u.token, u.addressId, g, 2, 'same-order-pay-1');
      const orderId = order.body.data.orderId;
      const results = await Promise.all(Array.from({ length: N }, () => pay(u.token, orderId)));
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      expect(results.filter((r) => r.status === 409).length).toBe(N - 1);
      for (const r of results.filter((x) => x.status !== 200))
        expect(r.body.msg).toBe('订单已支付，请勿重复支付');
      expect(await pointsOf(db(), u.id)).toBe(860);
      await checkInvariants(db());
    });

    it(`${N} concurrent commits by ${N} users on a good with little stock: never oversold`, async () => {
      const users = await makeShopUsers(db(), N, { points: 100 });
      const initial = 150;
      const g = await makeGoods(db(), { stock: initial });
      const wanted = users.map((_, i) => (i % 3) + 1);
      const results = await Promise.all(
        users.map((u, i) => commit(u.token, u.addressId, g, wanted[i] ?? 1, `oversell-${i}-key`)),
      );
      const won = results.filter((r) => r.status === 200);
      const lost = results.filter((r) => r.status === 409);
      expect(won.length + lost.length).toBe(N);
      for (const r of lost) expect(r.body.msg).toMatch(/库存不足/);
      const final = (await stockOf(db(), g)).stock;
      const reserved = won.reduce((s, r) => s + (r.body.data.items[0]?.quantity ?? 0), 0);
      expect(final).toBeGreaterThanOrEqual(0);
      expect(reserved).toBe(initial - final);
      expect(await reservedUnits(db(), g)).toBe(reserved);
      // Sold out, or what is left is less than any refused request wanted.
      const minLost = Math.min(...results.map((r, i) => (r.status === 409 ? (wanted[i] ?? 1) : Infinity)));
      expect(final).toBeLessThan(minLost);
      await checkInvariants(db());
    });

    it(`${M} concurrent pays of different orders by one user whose balance covers only some`, async () => {
      const u = await makeShopUser(db(), { points: 140 });
      const g = await makeGoods(db(), { points: 7, stock: 10_000 });
      const orders = await Promise.all(
        Array.from({ length: M }, (_, i) => commit(u.token, u.addressId, g, 1, `many-orders-${i}-key`)),
      );
      expect(orders.every((o) => o.status === 200)).toBe(true);
      const results = await Promise.all(orders.map((o) => pay(u.token, o.body.data.orderId)));
      const paid = results.filter((r) => r.status === 200).length;
      // 140 points cover 20 orders of 7.
      expect(paid).toBe(20);
      for (const r of results.filter((x) => x.status !== 200)) expect(r.body.msg).toMatch(/^积分不足/);
      const balance = await pointsOf(db(), u.id);
      expect(balance).toBe(0);
      await checkInvariants(db());
    });

    it(`${N} concurrent refunds of ${R} paid orders by operators: each refunded once`, async () => {
      const users = await makeShopUsers(db(), R, { points: 50 });
      const g = await makeGoods(db(), { points: 30, stock: R });
      const orders = await Promise.all(
        users.map((u, i) => commit(u.token, u.addressId, g, 1, `own-order-${i}-key`)),
      );
      const paid = await Promise.all(users.map((u, i) => pay(u.token, orders[i]?.body.data.orderId ?? 0)));
      expect(paid.filter((r) => r.status === 200)).toHaveLength(R);
      expect(await stockOf(db(), g)).toEqual({ stock: 0, exchanged: R });
      const admin = await t().login('admin');
      const ids = orders.map((o) => o.body.data.orderId);
      const refunds = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          post<Order>('/api/admin/shop/refundOrder', admin, { orderId: ids[i % R], reason: '批量退款测试' }),
        ),
      );
      expect(refunds.filter((r) => r.status === 200)).toHaveLength(R);
      expect(refunds.filter((r) => r.status === 409)).toHaveLength(N - R);
      expect(await stockOf(db(), g)).toEqual({ stock: R, exchanged: 0 });
      for (const u of users) expect(await pointsOf(db(), u.id)).toBe(50);
      await checkInvariants(db());
    });

    it(`${N} concurrent wrong payment passwords count as 5 tries, then lock`, async () => {
      const u = await makeShopUser(db(), { points: 100 });
      const g = await makeGoods(db(), { points: 10 });
      const order = await commit(u.token, u.addressId, g, 1, 'wrong-pwd-storm');
      const results = await Promise.all(
        Array.from({ length: N }, () =>
          post('/api/integral/payOrderByPwd', u.token, { orderId: order.body.data.orderId, pwd: '000000' }),
        ),
      );
      expect(results.filter((r) => r.status === 409)).toHaveLength(4);
      expect(results.filter((r) => r.status === 429)).toHaveLength(N - 4);
      expect(await pointsOf(db(), u.id)).toBe(100);
      await checkInvariants(db());
    });

    it(`${N} duplicate commits with one idempotency key make one order`, async () => {
      const u = await makeShopUser(db(), { points: 100 });
      const g = await makeGoods(db(), { stock: 50 });
      const results = await Promise.all(
        Array.from({ length: N }, () => commit(u.token, u.addressId, g, 2, 'one-key-for-all')),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(new Set(results.map((r) => r.body.data.orderId)).size).toBe(1);
      const rows = await db().selectFrom('orders').select('id').where('user_id', '=', u.id).execute();
      expect(rows).toHaveLength(1);
      expect((await stockOf(db(), g)).stock).toBe(48);
      await checkInvariants(db());
    });
  });
}
