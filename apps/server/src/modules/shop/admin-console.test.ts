import {
  Code,
  type AdminOrder,
  type CampTask,
  type GoodsInfo,
  type Order,
  type UploadedFile,
} from '@jc/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, makeNonce, useTestApp } from '../../test/app.js';
import { picture, upload } from '../checkin/checkin.fixtures.js';
import { makeGoods, makeShopUser, PAY_PWD } from './shop.fixtures.js';

interface Page<T> {
  list: T[];
  total: number;
}

/** The console's shop calls: goods list, picture upload, order filters and export, camp tasks. */
describe.each(dialects)('console calls of the shop and the camps on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;

  it('refuses pupils, teachers and staff (403, 700) and callers without a token', async () => {
    const tokens = await Promise.all(['student', 'teacher', 'staff'].map((a) => t().login(a)));
    const calls: ['GET' | 'POST', string][] = [
      ['GET', 'admin/shop/getGoodsList'],
      ['POST', 'admin/shop/uploadGoodsPicture'],
      ['GET', 'admin/shop/getOrderList'],
      ['GET', 'admin/shop/exportOrderList'],
      ['GET', 'admin/checkin/getTaskList'],
    ];
    for (const [method, path] of calls) {
      for (const token of tokens) {
        const r = await t().call(method, `/api/${path}`, { token, form: {} });
        expect(r.status, path).toBe(403);
        expect(r.body).toEqual({ code: Code.forbiddenRole, msg: '没有权限访问', data: null });
      }
      expectRefusal(await t().call(method, `/api/${path}`), 401);
    }
  });

  it('lists goods on the shelf and off it, filters them, and refuses a bad filter naming it', async () => {
    const admin = await t().login('admin');
    const off = await makeGoods(db(), { name: '下架测试本', points: 10, stock: 3 });
    await t().call('POST', '/api/admin/shop/setShelf', {
      token: admin,
      form: { goodsId: String(off), onShelf: 'false' },
    });
    const list = (q: Record<string, string>) =>
      t().call<Page<GoodsInfo>>('GET', '/api/admin/shop/getGoodsList', { token: admin, query: q });
    const all = await list({ pageSize: '100' });
    expect(all.status).toBe(200);
    expect(all.body.data.list[0]!.goodsId).toBe(off); // newest first
    expect(all.body.data.list.some((g) => !g.onShelf && g.goodsId === off)).toBe(true);
    const pupilList = await t().call<Page<GoodsInfo>>('GET', '/api/integral/getGoodsList', {
      query: { pageSize: '100' },
    });
    expect(all.body.data.total).toBeGreaterThan(pupilList.body.data.total);
    const offOnly = await list({ onShelf: 'false', pageSize: '100' });
    expect(offOnly.body.data.list.every((g) => !g.onShelf)).toBe(true);
    expect(offOnly.body.data.list.map((g) => g.goodsId)).toContain(off);
    const byName = await list({ keyword: '下架测试' });
    expect(byName.body.data.list.map((g) => g.goodsId)).toEqual([off]);
    expect(byName.body.data.list[0]).toMatchObject({ categoryName: expect.any(String), limitPerUser: 0 });
    expectRefusal(await list({ onShelf: 'maybe' }), 400, /^上架状态须为 true 或 false$/);
    expectRefusal(await list({ categoryId: 'x' }), 400, /分类不存在/);
  });

  it('stores a goods picture through the upload path and refuses what is not one', async () => {
    const admin = await t().login('admin');
    const up = await upload<UploadedFile>(t(), 'admin/shop/uploadGoodsPicture', admin, {}, [
      { name: 'g.png', data: await picture('#2060c0', 'png'), type: 'image/png' },
    ]);
    expect(up.status).toBe(200);
    expect(up.body.msg).toBe('图片已上传');
    expect(up.body.data).toMatchObject({ kind: 'image', mime: 'image/png' });
    expect(up.body.data.url).toMatch(/^\/uploads\/image\/\d{6}\/[\w-]+\.png$/);
    const served = await t().app.inject({ method: 'GET', url: up.body.data.url });
    expect(served.statusCode).toBe(200);

    const text = await upload(t(), 'admin/shop/uploadGoodsPicture', admin, {}, [
      { name: 'g.png', data: Buffer.from('not a picture'), type: 'image/png' },
    ]);
    expect(text.status).toBe(400);
    expect(text.body.msg).toMatch(/^文件类型不支持/);
    const none = await upload(t(), 'admin/shop/uploadGoodsPicture', admin, {}, []);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请选择商品图片');
    const student = await t().login('student');
    const refused = await upload(t(), 'admin/shop/uploadGoodsPicture', student, {}, [
      { name: 'g.png', data: await picture('#2060c0', 'png'), type: 'image/png' },
    ]);
    expect(refused.status).toBe(403);
  });

  it('filters orders by keyword, status and day, and exports them as CSV and XLSX', async () => {
    const admin = await t().login('admin');
    const u = await makeShopUser(db(), { points: 1000 });
    const g = await makeGoods(db(), { name: '导出测试笔', points: 50, stock: 10 });
    const made = await t().call<Order>('POST', '/api/integral/commitOrder', {
      token: u.token,
      json: {
        idempotencyKey: 'console-export-1',
        addressId: u.addressId,
        items: [{ goodsId: g, quantity: 1 }],
      },
    });
    const order = made.body.data;
    await t().call('POST', '/api/integral/payOrderByPwd', {
      token: u.token,
      form: { orderId: String(order.orderId), pwd: PAY_PWD },
    });
    const list = (q: Record<string, string>) =>
      t().call<Page<AdminOrder>>('GET', '/api/admin/shop/getOrderList', { token: admin, query: q });

    const byNo = await list({ keyword: order.orderNo });
    expect(byNo.body.data.list).toHaveLength(1);
    expect(byNo.body.data.list[0]).toMatchObject({ orderId: order.orderId, status: 'paid', userId: u.id });
    expect(byNo.body.data.list[0]!.account).toBeTruthy();
    const account = byNo.body.data.list[0]!.account;
    expect((await list({ keyword: account })).body.data.list.map((o) => o.orderId)).toEqual([order.orderId]);
    expect((await list({ keyword: account, status: 'shipped' })).body.data.total).toBe(0);
    const day = order.createdAt.slice(0, 10);
    expect((await list({ keyword: account, fromDate: day, toDate: day })).body.data.total).toBe(1);
    expect(
      (await list({ keyword: account, fromDate: '2000-01-01', toDate: '2000-01-02' })).body.data.total,
    ).toBe(0);
    expectRefusal(await list({ fromDate: '2026/01/01' }), 400, /^开始日期须为日期（YYYY-MM-DD）$/);
    expectRefusal(await list({ status: 'lost' }), 400, /^订单状态不正确$/);

    const csv = await t().call('GET', '/api/admin/shop/exportOrderList', {
      token: admin,
      query: { format: 'csv', keyword: order.orderNo },
    });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toContain('attachment');
    const lines = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('订单号');
    expect(lines[1]).toContain(order.orderNo);
    expect(lines[1]).toContain('导出测试笔×1');
    expect(lines[1]).toContain('待发货');

    const xlsx = await t().app.inject({
      method: 'GET',
      url: `/api/admin/shop/exportOrderList?format=xlsx&keyword=${order.orderNo}`,
      headers: { authorization: `Bearer ${admin}`, nonce: makeNonce() },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet.getRow(2).getCell(1).value).toBe(order.orderNo);
    expectRefusal(
      await t().call('GET', '/api/admin/shop/exportOrderList', { token: admin, query: { format: 'pdf' } }),
      400,
      /导出格式/,
    );
  });

  it("lists a camp's tasks for operators, of a disabled camp too", async () => {
    const admin = await t().login('admin');
    const saved = await t().call<{ dakaId: number }>('POST', '/api/admin/checkin/saveCamp', {
      token: admin,
      form: { title: '运营测试营', startDate: '2030-01-01', endDate: '2030-01-10', enabled: 'false' },
    });
    expect(saved.status).toBe(200);
    const dakaId = String(saved.body.data.dakaId);
    for (const [day, title] of [
      ['2', '第二天'],
      ['1', '第一天'],
    ])
      await t().call('POST', '/api/admin/checkin/saveTask', {
        token: admin,
        form: { dakaId, dayIndex: day!, title: title! },
      });
    const tasks = await t().call<CampTask[]>('GET', '/api/admin/checkin/getTaskList', {
      token: admin,
      query: { dakaId },
    });
    expect(tasks.status).toBe(200);
    expect(tasks.body.data.map((x) => x.title)).toEqual(['第一天', '第二天']);
    // Pupils do not see a disabled camp's tasks.
    expect((await t().call('GET', '/api/dakaying/getAllTaskList', { query: { dakaId } })).status).toBe(404);
    expectRefusal(
      await t().call('GET', '/api/admin/checkin/getTaskList', {
        token: admin,
        query: { dakaId: '99999999' },
      }),
      404,
    );
    expectRefusal(
      await t().call('GET', '/api/admin/checkin/getTaskList', { token: admin, query: { dakaId: 'x' } }),
      400,
    );
  });
});
