import {
  Code,
  type CartLine,
  type GoodsCategory,
  type GoodsInfo,
  type GoodsListItem,
  type HotGoods,
  type LedgerPage,
  type Order,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { checkInvariants, makeGoods, makeShopUser, type Page } from './shop.fixtures.js';

/** The points shop before an order: the demo seed, goods, the ranking and the cart. */
describe.each(dialects)('points shop goods on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;

  describe('seed', () => {
    it('has categories, goods with pictures, and the student with orders in every status', async () => {
      const cats = await t().call<GoodsCategory[]>('GET', '/api/integral/getDicList');
      expect(cats.body.data.map((c) => c.name)).toEqual(['文具', '图书', '益智玩具', '生活用品']);
      const list = await t().call<Page<GoodsListItem>>('GET', '/api/integral/getGoodsList', {
        query: { pageSize: '100' },
      });
      expect(list.body.data.total).toBeGreaterThanOrEqual(12);
      for (const g of list.body.data.list) expect(g.picture).toMatch(/^\/media\/goods\/.+\.svg$/);
      const pic = await t().app.inject({ method: 'GET', url: list.body.data.list[0]?.picture ?? '' });
      expect(pic.statusCode).toBe(200);

      const token = await t().login('student');
      const orders = await t().call<Page<Order>>('GET', '/api/integral/getOrderList', { token });
      expect(new Set(orders.body.data.list.map((o) => o.status))).toEqual(
        new Set(['unpaid', 'paid', 'shipped', 'completed', 'cancelled']),
      );
      const shipped = orders.body.data.list.find((o) => o.status === 'shipped');
      expect(shipped?.waybillNo).not.toBe('');
      const ledger = await t().call<LedgerPage>('GET', '/api/integral/getIntegralUseList', {
        token,
        query: { pageSize: '100' },
      });
      expect(ledger.body.data.list.length).toBeGreaterThan(5);
      expect(ledger.body.data.list.map((e) => e.reason)).toContain('order_refund');
      expect(ledger.body.data.balance).toBe(ledger.body.data.list.reduce((s, e) => s + e.delta, 0));
      // The history ends where the account seed put the student: 1200 points.
      expect(ledger.body.data.balance).toBe(1200);
      expect(ledger.body.data.list.at(-1)).toMatchObject({ delta: 1200, reason: 'operator_grant' });
      const me = await t().call<{ hasPayPwd: boolean }>('GET', '/api/myInfo/getMyInfo', { token });
      expect(me.body.data.hasPayPwd).toBe(false);
      await checkInvariants(db());
    });
  });

  describe('goods', () => {
    it('pages, filters by category and keyword, sorts', async () => {
      const cats = (await t().call<GoodsCategory[]>('GET', '/api/integral/getDicList')).body.data;
      const books = cats.find((c) => c.name === '图书');
      const res = await t().call<Page<GoodsListItem>>('GET', '/api/integral/getGoodsList', {
        query: { categoryId: String(books?.id), sort: 'pointsAsc' },
      });
      expect(res.body.data.list.length).toBe(3);
      expect(res.body.data.list.every((g) => g.categoryId === books?.id)).toBe(true);
      const pts = res.body.data.list.map((g) => g.points);
      expect(pts).toEqual([...pts].sort((a, b) => a - b));

      const kw = await t().call<Page<GoodsListItem>>('GET', '/api/integral/getGoodsList', {
        query: { keyword: '魔方' },
      });
      expect(kw.body.data.list.map((g) => g.name)).toEqual(['三阶魔方']);
      const wild = await t().call<Page<GoodsListItem>>('GET', '/api/integral/getGoodsList', {
        query: { keyword: '%' },
      });
      expect(wild.body.data.total).toBe(0);

      const p2 = await t().call<Page<GoodsListItem>>('GET', '/api/integral/getGoodsList', {
        query: { pageNum: '2', pageSize: '5' },
      });
      expect(p2.body.data).toMatchObject({ pageNum: 2, pageSize: 5 });
      expect(p2.body.data.list).toHaveLength(5);
      // Off the shelf: not listed.
      const all = await t().call<Page<GoodsListItem>>('GET', '/api/integral/getGoodsList', {
        query: { keyword: '地球仪' },
      });
      expect(all.body.data.total).toBe(0);

      const bad = await t().call('GET', '/api/integral/getGoodsList', { query: { sort: 'random' } });
      expect(bad.body).toEqual({ code: 400, msg: '排序方式不正确', data: null });
      const big = await t().call('GET', '/api/integral/getGoodsList', { query: { pageSize: '101' } });
      expect(big.body.msg).toBe('每页条数不能超过100');
    });

    it('answers one good, and 404 for a good off the shelf', async () => {
      const id = await makeGoods(db(), { name: '详情测试', points: 33 });
      const res = await t().call<GoodsInfo>('GET', '/api/integral/getGoodsInfo', {
        query: { goodsId: String(id) },
      });
      expect(res.body.data).toMatchObject({ goodsId: id, name: '详情测试', points: 33, onShelf: true });
      expect(res.body.data.pictures.length).toBeGreaterThan(0);
      const off = await makeGoods(db(), { onShelf: false });
      const r404 = await t().call('GET', '/api/integral/getGoodsInfo', { query: { goodsId: String(off) } });
      expect(r404.status).toBe(404);
      expect(r404.body).toEqual({ code: 404, msg: '商品不存在或已下架', data: null });
      const none = await t().call('GET', '/api/integral/getGoodsInfo', { query: { goodsId: 'x' } });
      expect(none.status).toBe(400);
      // Beyond PostgreSQL's integer ids: refused as not found, never sent on to fail the statement.
      const beyond = await t().call('GET', '/api/integral/getGoodsInfo', {
        query: { goodsId: '2147483648' },
      });
      expect([beyond.status, beyond.body.msg]).toEqual([400, '商品不存在']);
    });

    it('ranks goods by units exchanged in the window', async () => {
      const res = await t().call<HotGoods[]>('GET', '/api/integral/getFengYunBang', {
        query: { days: '30' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data[0]?.rank).toBe(1);
      const units = res.body.data.map((g) => g.exchangedInWindow);
      expect(units).toEqual([...units].sort((a, b) => b - a));
      const bad = await t().call('GET', '/api/integral/getFengYunBang', { query: { days: '0' } });
      expect(bad.body.msg).toBe('统计天数至少为1');
    });
  });

  describe('cart', () => {
    it('adds, sets, lists and removes lines; refuses bad quantities and goods off the shelf', async () => {
      const u = await makeShopUser(db());
      const g = await makeGoods(db(), { stock: 5 });
      const add = (form: Record<string, string>) =>
        t().call<CartLine[]>('POST', '/api/integral/addToMyCart', { token: u.token, form });
      expect((await add({ goodsId: String(g) })).body.data).toMatchObject([{ goodsId: g, quantity: 1 }]);
      expect((await add({ goodsId: String(g), quantity: '2' })).body.data[0]?.quantity).toBe(3);
      expect((await add({ goodsId: String(g), quantity: '4', mode: 'set' })).body.data[0]?.quantity).toBe(4);
      for (const [q, msg] of [
        ['0', '数量至少为1'],
        ['-1', '数量至少为1'],
        ['1.5', '数量须为整数'],
      ] as const) {
        const r = await add({ goodsId: String(g), quantity: q });
        expect(r.status).toBe(400);
        expect(r.body.msg).toBe(msg);
      }
      const over = await add({ goodsId: String(g), quantity: '2' });
      expect(over.status).toBe(409);
      expect(over.body.msg).toMatch(/库存不足，仅剩5件/);
      const list = await t().call<CartLine[]>('GET', '/api/integral/getMyCartList', { token: u.token });
      expect(list.body.data[0]?.quantity).toBe(4);

      const off = await makeGoods(db(), { onShelf: false });
      const r = await add({ goodsId: String(off) });
      expect(r.status).toBe(409);
      expect(r.body.msg).toMatch(/已下架/);
      expect((await add({ goodsId: '999999' })).status).toBe(404);

      const del = await t().call<CartLine[]>('POST', '/api/integral/deleteMyCart', {
        token: u.token,
        query: { goodsId: String(g) },
      });
      expect(del.body.data).toEqual([]);
      const bad = await t().call('POST', '/api/integral/deleteMyCart', {
        token: u.token,
        query: { goodsId: 'a,b' },
      });
      expect(bad.body.msg).toBe('商品编号不正确');
      for (const goodsId of ['99999999999999999999999999', `${g},2147483648`]) {
        const beyond = await t().call('POST', '/api/integral/deleteMyCart', {
          token: u.token,
          query: { goodsId },
        });
        expect([beyond.status, beyond.body.msg]).toEqual([400, '商品编号不正确']);
      }
      expect((await t().call('GET', '/api/integral/getMyCartList')).body.code).toBe(Code.noToken);
    });
  });
});
