import {
  Code,
  type Bookstore,
  type BookstoreDetail,
  type MapConfig,
  type NearBookstore,
  type Paged,
  type RecordChange,
  type StoreShipment,
  type StoreStockCount,
} from '@jc/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/time.js';
import { dialects, expectRefusal, makeNonce, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { STORE_SEED } from './seed.js';

const today = () => formatDate(Date.now());
const daysAgo = (n: number) => formatDate(Date.now() - n * 86_400_000);
const tomorrow = () => formatDate(Date.now() + 86_400_000);

describe.each(dialects)('bookstores on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const tokens: Record<string, string> = {};
  const login = async (who: 'staff' | 'zhaoyewu' | 'admin' | 'student' | 'teacher') =>
    (tokens[who] ??= await t().login(who));

  const newStore = (token: string, form: Record<string, string> = {}) =>
    post<BookstoreDetail>(
      'scoool/saveBookStoreInfo',
      {
        name: '西溪书房',
        areaCode: '330106',
        address: '杭州市西湖区文三路100号',
        contact: '张三',
        phone: '13800001111',
        lng: '120.13',
        lat: '30.28',
        ...form,
      },
      token,
    );
  const send = (token: string, form: Record<string, string>) =>
    post<StoreShipment>(
      'scoool/saveStoreSendInfo',
      { bookNo: '131', quantity: '50', shippedOn: daysAgo(3), waybill: 'SF1234567890', ...form },
      token,
    );
  const count = (token: string, form: Record<string, string>) =>
    post<StoreStockCount>(
      'scoool/saveStoreKucunInfo',
      { bookNo: '131', quantity: '30', countedOn: daysAgo(5), ...form },
      token,
    );
  const history = (token: string, kind: string, id: number) =>
    get<RecordChange[]>('scoool/getRecordHistory', { kind, id: String(id) }, token);

  it('seeds three bookshops in 杭州 for staff and two in 苏州 for zhaoyewu, with shipments and stock', async () => {
    const staff = await login('staff');
    const list = await get<Paged<Bookstore>>('scoool/getBookStoreList', { pageSize: '50' }, staff);
    expect(list.status).toBe(200);
    const names = list.body.data.list.map((s) => s.name);
    for (const s of STORE_SEED.filter((x) => x.who === 'staff')) expect(names).toContain(s.name);
    expect(names.some((n) => n.includes('苏州'))).toBe(false);
    expect(list.body.data.list.every((s) => s.areaCode.startsWith('3301'))).toBe(true);
    const bk = list.body.data.list.find((s) => s.name === '博库书城（文二路店）');
    expect(bk).toMatchObject({ areaName: '浙江省 杭州市 西湖区', createdBy: '李业务' });
    expect(bk?.stock).toBeGreaterThan(0);
    expect(bk?.shipmentCount).toBeGreaterThan(5);
    const zhao = await login('zhaoyewu');
    const sz = await get<Paged<Bookstore>>('scoool/getBookStoreList', { pageSize: '50' }, zhao);
    expect(sz.body.data.list.map((s) => s.areaCode.slice(0, 4))).toEqual(['3205', '3205']);
    const admin = await login('admin');
    const all = await get<Paged<Bookstore>>('scoool/getBookStoreList', { pageSize: '50' }, admin);
    expect(all.body.data.total).toBeGreaterThanOrEqual(STORE_SEED.length);
    const sends = await get<Paged<StoreShipment>>(
      'scoool/getStoreSendList',
      { storeId: String(bk?.id) },
      staff,
    );
    expect(sends.body.data.total).toBe(bk?.shipmentCount);
    expect((sends.body.data.list[0]?.shippedOn ?? '9') <= today()).toBe(true);
  });

  it('answers the map config without a login (no tile server by default)', async () => {
    const res = await get<MapConfig>('scoool/getMapConfig');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ tileUrl: '', attribution: '' });
  });

  it('creates, reads, updates a bookshop; stamps and history', async () => {
    const staff = await login('staff');
    const made = await newStore(staff);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      name: '西溪书房',
      areaCode: '330106',
      areaName: '浙江省 杭州市 西湖区',
      phone: '13800001111',
      lng: 120.13,
      lat: 30.28,
      stock: 0,
      createdBy: '李业务',
      updatedBy: '李业务',
      stockLines: [],
    });
    expect(made.body.data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const id = made.body.data.id;
    const upd = await newStore(staff, {
      id: String(id),
      name: '西溪书房（新址）',
      phone: '',
      lng: '',
      lat: '',
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ id, name: '西溪书房（新址）', phone: '', lng: null, lat: null });
    const info = await get<BookstoreDetail>('scoool/getBookStoreInfo', { id: String(id) }, staff);
    expect(info.body.data.name).toBe('西溪书房（新址）');
    const h = await history(staff, 'store', id);
    expect(h.status).toBe(200);
    expect(h.body.data.map((c) => c.action)).toEqual(['update', 'create']);
    expect(h.body.data[0]?.fields).toEqual(['书店名称', '联系电话', '经度', '纬度']);
    // Keyword search and area filter.
    const found = await get<Paged<Bookstore>>(
      'scoool/getBookStoreList',
      { keyword: '西溪', areaCode: '330106' },
      staff,
    );
    expect(found.body.data.list.map((s) => s.id)).toEqual([id]);
    const none = await get<Paged<Bookstore>>(
      'scoool/getBookStoreList',
      { keyword: '西溪', areaCode: '330108' },
      staff,
    );
    expect(none.body.data.total).toBe(0);
  });

  it('refuses bad bookshops with a Chinese message naming the field, and changes nothing', async () => {
    const staff = await login('staff');
    const before = (await get<Paged<Bookstore>>('scoool/getBookStoreList', {}, staff)).body.data.total;
    expectRefusal(await newStore(staff, { areaCode: '320508' }), 400, /区域以外/);
    expectRefusal(await newStore(staff, { areaCode: '3301' }), 400, /区县/);
    expectRefusal(await newStore(staff, { phone: '12345' }), 400, /联系电话/);
    expectRefusal(await newStore(staff, { lng: '2.35', lat: '48.85' }), 400, /经度/);
    expectRefusal(await newStore(staff, { lat: '' }), 400, /经度和纬度/);
    expectRefusal(await newStore(staff, { name: '' }), 400, /书店名称/);
    expect((await get<Paged<Bookstore>>('scoool/getBookStoreList', {}, staff)).body.data.total).toBe(before);
  });

  it('records shipments and counts; the stock is the last count plus what came after', async () => {
    const staff = await login('staff');
    const store = (await newStore(staff, { name: '库存测试书店' })).body.data;
    const sid = String(store.id);
    const s1 = await send(staff, { storeId: sid, quantity: '40', shippedOn: daysAgo(10) });
    expect(s1.status).toBe(200);
    expect(s1.body.data).toMatchObject({
      storeName: '库存测试书店',
      bookTitle: '语文 三年级上册',
      quantity: 40,
    });
    let info = (await get<BookstoreDetail>('scoool/getBookStoreInfo', { id: sid }, staff)).body.data;
    expect(info.stockLines).toEqual([
      expect.objectContaining({ bookNo: '131', counted: 0, countedOn: '', shippedSince: 40, stock: 40 }),
    ]);
    const c1 = await count(staff, { storeId: sid, quantity: '25', countedOn: daysAgo(5) });
    expect(c1.status).toBe(200);
    await send(staff, { storeId: sid, quantity: '10', shippedOn: daysAgo(2) });
    info = (await get<BookstoreDetail>('scoool/getBookStoreInfo', { id: sid }, staff)).body.data;
    expect(info.stockLines[0]).toMatchObject({
      counted: 25,
      countedOn: daysAgo(5),
      shippedSince: 10,
      stock: 35,
    });
    expect(info.stock).toBe(35);
    // Updating a shipment: its history names the changed field.
    const upd = await send(staff, {
      id: String(s1.body.data.id),
      storeId: sid,
      quantity: '45',
      shippedOn: daysAgo(10),
    });
    expect(upd.body.data.quantity).toBe(45);
    const h = await history(staff, 'send', s1.body.data.id);
    expect(h.body.data[0]).toMatchObject({ action: 'update', fields: ['发货数量'], userName: '李业务' });
    // Lists by store, day range and keyword.
    const ranged = await get<Paged<StoreShipment>>(
      'scoool/getStoreSendList',
      { storeId: sid, from: daysAgo(4), to: today() },
      staff,
    );
    expect(ranged.body.data.list.map((s) => s.quantity)).toEqual([10]);
    const byWaybill = await get<Paged<StoreShipment>>(
      'scoool/getStoreSendList',
      { storeId: sid, keyword: 'sf1234' },
      staff,
    );
    expect(byWaybill.body.data.total).toBe(2);
    const counts = await get<Paged<StoreStockCount>>('scoool/getStoreKucunList', { storeId: sid }, staff);
    expect(counts.body.data.list.map((c) => c.quantity)).toEqual([25]);
    // Deleting the count: the stock is every shipment again; deleting the shop takes its records.
    const del = await post('scoool/deleteStoreRecord', { kind: 'kucun', id: String(c1.body.data.id) }, staff);
    expect(del.status).toBe(200);
    info = (await get<BookstoreDetail>('scoool/getBookStoreInfo', { id: sid }, staff)).body.data;
    expect(info.stock).toBe(55);
    expect((await history(staff, 'kucun', c1.body.data.id)).body.data[0]?.action).toBe('delete');
    expect((await post('scoool/deleteStoreRecord', { kind: 'store', id: sid }, staff)).status).toBe(200);
    expectRefusal(await get('scoool/getBookStoreInfo', { id: sid }, staff), 404, /书店不存在/);
    const gone = await get<Paged<StoreShipment>>(
      'scoool/getStoreSendList',
      { keyword: '库存测试书店' },
      staff,
    );
    expect(gone.body.data.total).toBe(0);
  });

  it('refuses bad shipments and counts', async () => {
    const staff = await login('staff');
    const sid = String((await newStore(staff, { name: '拒绝测试书店' })).body.data.id);
    expectRefusal(await send(staff, { storeId: sid, quantity: '-5' }), 400, /发货数量不能为负数/);
    expectRefusal(await send(staff, { storeId: sid, quantity: '0' }), 400, /发货数量须大于0/);
    expectRefusal(await send(staff, { storeId: sid, shippedOn: tomorrow() }), 400, /发货日期不能晚于今天/);
    expectRefusal(await send(staff, { storeId: sid, bookNo: '999' }), 400, /书号不存在/);
    expectRefusal(await send(staff, { storeId: sid, waybill: '单号 1' }), 400, /运单号/);
    expectRefusal(await count(staff, { storeId: sid, quantity: '-1' }), 400, /库存数量不能为负数/);
    expectRefusal(await count(staff, { storeId: sid, countedOn: tomorrow() }), 400, /盘点日期不能晚于今天/);
    expectRefusal(await count(staff, { storeId: '99999999' }), 404, /书店不存在/);
    expectRefusal(await send(staff, { storeId: sid, id: '99999999' }), 404, /发货记录不存在/);
    const left = await get<Paged<StoreShipment>>('scoool/getStoreSendList', { storeId: sid }, staff);
    expect(left.body.data.total).toBe(0);
  });

  it('lists the caller’s bookshops nearest a point', async () => {
    const staff = await login('staff');
    const near = await get<NearBookstore[]>(
      'scoool/getNearBookStoreList',
      { lng: '120.145', lat: '30.283' },
      staff,
    );
    expect(near.status).toBe(200);
    expect(near.body.data[0]?.name).toBe('博库书城（文二路店）');
    expect(near.body.data[0]?.distanceKm).toBeLessThan(1);
    const ds = near.body.data.map((s) => s.distanceKm);
    expect([...ds].sort((a, b) => a - b)).toEqual(ds);
    expect(near.body.data.some((s) => s.areaCode.startsWith('3205'))).toBe(false);
    expectRefusal(await get('scoool/getNearBookStoreList', {}, staff), 400, /经度和纬度/);
    expectRefusal(await get('scoool/getNearBookStoreList', { lng: '0', lat: '0' }, staff), 400, /经度/);
  });

  it('exports the lists as CSV and as a valid XLSX', async () => {
    const staff = await login('staff');
    const csv = await t().call('GET', '/api/scoool/exportBookStoreList', {
      query: { format: 'csv' },
      token: staff,
    });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/text\/csv/);
    expect(csv.text).toContain('书店名称');
    expect(csv.text).toContain('博库书城（文二路店）');
    expect(csv.text).not.toContain('苏州书城');
    const xlsx = await t().app.inject({
      method: 'GET',
      url: '/api/scoool/exportStoreSendList?format=xlsx',
      headers: { authorization: `Bearer ${staff}`, ...nonceHeader() },
    });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as Parameters<typeof wb.xlsx.load>[0]);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('发货日期');
    expect(sheet?.rowCount).toBeGreaterThan(10);
    const kc = await t().call('GET', '/api/scoool/exportStoreKucunList', {
      query: { format: 'csv' },
      token: staff,
    });
    expect(kc.status).toBe(200);
    expect(kc.text).toContain('盘点日期');
    expectRefusal(
      await get('scoool/exportStoreKucunList', { format: 'pdf' }, staff),
      400,
      /导出格式须为 csv 或 xlsx/,
    );
  });

  it('keeps pupils and teachers out (403), and anonymous callers (401)', async () => {
    for (const who of ['student', 'teacher'] as const) {
      const token = await login(who);
      for (const path of [
        'scoool/getBookStoreList',
        'scoool/getStoreSendList',
        'scoool/getStoreKucunList',
        'scoool/exportBookStoreList',
      ]) {
        const res = await get(path, { format: 'csv' }, token);
        expect(res.status).toBe(403);
        expect(res.body.code).toBe(Code.forbiddenRole);
      }
      const res = await post('scoool/saveBookStoreInfo', { name: 'x' }, token);
      expect(res.status).toBe(403);
    }
    expect((await get('scoool/getBookStoreList')).status).toBe(401);
  });

  it('BOLA: every record of staff (杭州) is a 404 or absent for zhaoyewu (苏州)', async () => {
    const staff = await login('staff');
    const zhao = await login('zhaoyewu');
    const store = (await newStore(staff, { name: 'BOLA书店' })).body.data;
    const sid = String(store.id);
    const shipment = (await send(staff, { storeId: sid })).body.data;
    const stock = (await count(staff, { storeId: sid })).body.data;
    const seeded = (await get<Paged<Bookstore>>('scoool/getBookStoreList', { pageSize: '50' }, staff)).body
      .data.list;
    const storeIds = [store.id, ...seeded.map((s) => s.id)];
    for (const id of storeIds) {
      expectRefusal(await get('scoool/getBookStoreInfo', { id: String(id) }, zhao), 404, /^书店不存在$/);
      expectRefusal(await newStore(zhao, { id: String(id), areaCode: '320508' }), 404, /^书店不存在$/);
      expectRefusal(await send(zhao, { storeId: String(id) }), 404, /^书店不存在$/);
      expectRefusal(await count(zhao, { storeId: String(id) }), 404, /^书店不存在$/);
      expectRefusal(await get('scoool/getStoreSendList', { storeId: String(id) }, zhao), 404, /^书店不存在$/);
      expectRefusal(
        await get('scoool/getStoreKucunList', { storeId: String(id) }, zhao),
        404,
        /^书店不存在$/,
      );
      expectRefusal(
        await get('scoool/exportStoreSendList', { storeId: String(id), format: 'csv' }, zhao),
        404,
        /^书店不存在$/,
      );
      expectRefusal(await history(zhao, 'store', id), 404);
    }
    // A Suzhou shop of zhaoyewu's: a shipment of staff's cannot be moved there.
    const zStore = (await get<Paged<Bookstore>>('scoool/getBookStoreList', {}, zhao)).body.data.list[0];
    expectRefusal(
      await send(zhao, { id: String(shipment.id), storeId: String(zStore?.id) }),
      404,
      /^发货记录不存在$/,
    );
    expectRefusal(
      await count(zhao, { id: String(stock.id), storeId: String(zStore?.id) }),
      404,
      /^库存记录不存在$/,
    );
    expectRefusal(await history(zhao, 'send', shipment.id), 404);
    expectRefusal(await history(zhao, 'kucun', stock.id), 404);
    for (const [kind, id, msg] of [
      ['send', shipment.id, /^发货记录不存在$/],
      ['kucun', stock.id, /^库存记录不存在$/],
      ['store', store.id, /^书店不存在$/],
    ] as const)
      expectRefusal(await post('scoool/deleteStoreRecord', { kind, id: String(id) }, zhao), 404, msg);
    // Lists and exports: none of them.
    const zs = await get<Paged<StoreShipment>>('scoool/getStoreSendList', { pageSize: '100' }, zhao);
    expect(zs.body.data.list.every((s) => s.areaCode.startsWith('3205'))).toBe(true);
    const zk = await get<Paged<StoreStockCount>>('scoool/getStoreKucunList', { pageSize: '100' }, zhao);
    expect(zk.body.data.list.every((s) => s.areaCode.startsWith('3205'))).toBe(true);
    const zn = await get<NearBookstore[]>(
      'scoool/getNearBookStoreList',
      { lng: '120.13', lat: '30.28' },
      zhao,
    );
    expect(zn.body.data.map((s) => s.id).filter((id) => storeIds.includes(id))).toEqual([]);
    const csv = await t().call('GET', '/api/scoool/exportBookStoreList', {
      query: { format: 'csv' },
      token: zhao,
    });
    expect(csv.text).not.toContain('BOLA书店');
    expect(csv.text).not.toContain('博库');
    // Nothing changed for staff.
    const still = await get<BookstoreDetail>('scoool/getBookStoreInfo', { id: sid }, staff);
    expect(still.body.data).toMatchObject({ name: 'BOLA书店', stock: 30 + 50 });
    // An admin sees it.
    const admin = await login('admin');
    expect((await get('scoool/getBookStoreInfo', { id: sid }, admin)).status).toBe(200);
  });

  const nonceHeader = () => ({ nonce: makeNonce(t().config.nonce.key, t().config.nonce.iv) });
});
