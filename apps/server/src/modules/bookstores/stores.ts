import type {
  Bookstore,
  BookstoreDetail,
  bookstoreExportQuery,
  bookstoreListQuery,
  bookstoreSaveInput,
  NearBookstore,
  nearBookstoreQuery,
  Paged,
  StoreRecordKind,
  StoreShipment,
  storeKucunSaveInput,
  storeSendListQuery,
  storeSendSaveInput,
  StoreStockCount,
  StoreStockLine,
} from '@jc/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { badInput, notFound } from '../../shared/errors.js';
import { fetchPage, likePattern } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import type { AuthUser } from '../../types.js';
import {
  assertCanWriteArea,
  EXPORT_ROWS_MAX,
  inScope,
  recordChange,
  staffScope,
  whereInScope,
  writeStamped,
  type AreaScope,
} from '../archives/index.js';

export const STORE_NOT_FOUND = '书店不存在';
export const SEND_NOT_FOUND = '发货记录不存在';
export const KUCUN_NOT_FOUND = '库存记录不存在';
export const BOOK_NOT_FOUND = '书号不存在，请核对书号';
export const AREA_NOT_DISTRICT = '区域：请选择书店所在的区县';

type SaveStore = z.output<typeof bookstoreSaveInput>;
type SaveSend = z.output<typeof storeSendSaveInput>;
type SaveKucun = z.output<typeof storeKucunSaveInput>;
type StoreFilters = Omit<z.output<typeof bookstoreExportQuery>, 'format'>;
type RecordFilters = Omit<z.output<typeof storeSendListQuery>, 'pageNum' | 'pageSize'>;
type Page = { pageNum: number; pageSize: number };

/** Labels of the fields a change names in the history (RecordChange.fields). */
export const STORE_LABELS = {
  name: '书店名称',
  area_code: '所在区域',
  address: '地址',
  contact: '联系人',
  phone: '联系电话',
  lng: '经度',
  lat: '纬度',
  remark: '备注',
} as const;
export const SEND_LABELS = {
  store_id: '书店',
  book_no: '书号',
  quantity: '发货数量',
  shipped_on: '发货日期',
  waybill: '运单号',
  remark: '备注',
} as const;
export const KUCUN_LABELS = {
  store_id: '书店',
  book_no: '书号',
  quantity: '库存数量',
  counted_on: '盘点日期',
  remark: '备注',
} as const;

const minute = (ms: number) => formatTime(ms).slice(0, 16);

/** 'YYYY-MM-DD HH:mm' stamps with the users' names. */
async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'account'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r.nickname || r.account]));
}
const stampOf = (
  names: Map<number, string>,
  r: { created_by: number; created_at: number; updated_by: number; updated_at: number },
) => ({
  createdBy: names.get(r.created_by) ?? '',
  createdAt: minute(Number(r.created_at)),
  updatedBy: names.get(r.updated_by) ?? '',
  updatedAt: minute(Number(r.updated_at)),
});

/** Full names of districts (浙江省 杭州市 西湖区), by code. */
export async function areaFullNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  const wanted = [...new Set(unique.flatMap((c) => [c.slice(0, 2), c.slice(0, 4), c]))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('areas').select(['code', 'name']).where('code', 'in', wanted).execute();
  const name = new Map(rows.map((r) => [r.code, r.name]));
  return new Map(
    unique.map((c) => [
      c,
      [...new Set([c.slice(0, 2), c.slice(0, 4), c])]
        .map((k) => name.get(k))
        .filter(Boolean)
        .join(' '),
    ]),
  );
}

async function bookTitles(db: Db, bookNos: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(bookNos)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('books')
    .select(['book_no', 'title'])
    .where('book_no', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.book_no, r.title]));
}

async function assertBook(db: Db, bookNo: string): Promise<void> {
  const row = await db.selectFrom('books').select('book_no').where('book_no', '=', bookNo).executeTakeFirst();
  if (!row) throw badInput(`书号：${BOOK_NOT_FOUND}`);
}

async function assertDistrict(db: Db, code: string): Promise<void> {
  const row = await db
    .selectFrom('areas')
    .select(['code', 'level'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row || row.level !== 3) throw badInput(AREA_NOT_DISTRICT);
}

// ---------------------------------------------------------------- stock

/**
 * The stock of each book at the given shops: the newest count plus what was shipped after its day, or
 * every shipment when the book was never counted there.
 */
export async function stockLines(db: Db, storeIds: number[]): Promise<Map<number, StoreStockLine[]>> {
  const out = new Map<number, StoreStockLine[]>();
  if (storeIds.length === 0) return out;
  const [counts, sends] = await Promise.all([
    db
      .selectFrom('store_stock_counts')
      .select(['store_id', 'book_no', 'quantity', 'counted_on', 'id'])
      .where('store_id', 'in', storeIds)
      .orderBy('counted_on', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('store_shipments')
      .select(['store_id', 'book_no', 'quantity', 'shipped_on'])
      .where('store_id', 'in', storeIds)
      .execute(),
  ]);
  const key = (s: number, b: string) => `${s}\t${b}`;
  const lines = new Map<string, StoreStockLine & { storeId: number }>();
  for (const c of counts) {
    const k = key(c.store_id, c.book_no);
    if (lines.has(k)) continue; // newest first: the first is the one that counts
    lines.set(k, {
      storeId: c.store_id,
      bookNo: c.book_no,
      bookTitle: '',
      counted: c.quantity,
      countedOn: c.counted_on,
      shippedSince: 0,
      stock: 0,
    });
  }
  for (const s of sends) {
    const k = key(s.store_id, s.book_no);
    let line = lines.get(k);
    if (!line) {
      line = {
        storeId: s.store_id,
        bookNo: s.book_no,
        bookTitle: '',
        counted: 0,
        countedOn: '',
        shippedSince: 0,
        stock: 0,
      };
      lines.set(k, line);
    }
    // A shipment on the day of the count is taken as counted already.
    if (line.countedOn === '' || s.shipped_on > line.countedOn) line.shippedSince += s.quantity;
  }
  const titles = await bookTitles(
    db,
    [...lines.values()].map((l) => l.bookNo),
  );
  for (const { storeId, ...line } of lines.values()) {
    line.bookTitle = titles.get(line.bookNo) ?? '';
    line.stock = line.counted + line.shippedSince;
    const list = out.get(storeId) ?? [];
    list.push(line);
    out.set(storeId, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.bookNo.localeCompare(b.bookNo));
  return out;
}

// ---------------------------------------------------------------- bookshops

type StoreRow = {
  id: number;
  name: string;
  area_code: string;
  address: string;
  contact: string;
  phone: string;
  lng: number | null;
  lat: number | null;
  remark: string;
  created_by: number;
  created_at: number;
  updated_by: number;
  updated_at: number;
};

async function toStores(db: Db, rows: StoreRow[]): Promise<(Bookstore & { stockLines: StoreStockLine[] })[]> {
  const ids = rows.map((r) => r.id);
  const [names, areas, stock, shipCounts] = await Promise.all([
    userNames(
      db,
      rows.flatMap((r) => [r.created_by, r.updated_by]),
    ),
    areaFullNames(
      db,
      rows.map((r) => r.area_code),
    ),
    stockLines(db, ids),
    ids.length
      ? db
          .selectFrom('store_shipments')
          .select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('store_id', 'in', ids)
          .groupBy('store_id')
          .execute()
      : Promise.resolve([]),
  ]);
  const shipped = new Map(shipCounts.map((r) => [r.store_id, Number(r.n)]));
  return rows.map((r) => {
    const lines = stock.get(r.id) ?? [];
    return {
      id: r.id,
      name: r.name,
      areaCode: r.area_code,
      areaName: areas.get(r.area_code) ?? '',
      address: r.address,
      contact: r.contact,
      phone: r.phone,
      lng: r.lng === null ? null : Number(r.lng),
      lat: r.lat === null ? null : Number(r.lat),
      remark: r.remark,
      stock: lines.reduce((n, l) => n + l.stock, 0),
      shipmentCount: shipped.get(r.id) ?? 0,
      ...stampOf(names, r),
      stockLines: lines,
    };
  });
}
const withoutLines = ({ stockLines: _, ...s }: Bookstore & { stockLines: StoreStockLine[] }): Bookstore => s;

function storeQuery(db: Db, scope: AreaScope, f: StoreFilters) {
  let q = whereInScope(db.selectFrom('bookstores as s').selectAll('s'), 's.area_code', scope);
  if (f.areaCode) q = q.where('s.area_code', 'like', `${f.areaCode}%`);
  if (f.keyword) {
    const like = likePattern(f.keyword);
    q = q.where((eb) =>
      eb.or(
        (['s.name', 's.address', 's.contact'] as const).map((c) =>
          eb(eb.fn('lower', [c]), 'like', sql<string>`${like} escape '\\'`),
        ),
      ),
    );
  }
  return q.orderBy('s.updated_at', 'desc').orderBy('s.id', 'desc');
}

/** getBookStoreList. */
export async function listStores(
  db: Db,
  user: AuthUser,
  q: z.output<typeof bookstoreListQuery>,
): Promise<Paged<Bookstore>> {
  const scope = await staffScope(db, user);
  const { rows, total } = await fetchPage(storeQuery(db, scope, q), q);
  return {
    list: (await toStores(db, rows as StoreRow[])).map(withoutLines),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** Every bookshop of the filters (the export). */
export async function allStores(db: Db, user: AuthUser, f: StoreFilters): Promise<Bookstore[]> {
  const scope = await staffScope(db, user);
  const rows = await storeQuery(db, scope, f).limit(EXPORT_ROWS_MAX).execute();
  return (await toStores(db, rows as StoreRow[])).map(withoutLines);
}

/** A bookshop the caller may see, or the 404 of a missing one. */
async function findStore(db: Db, scope: AreaScope, id: number): Promise<StoreRow> {
  const row = await db.selectFrom('bookstores').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !inScope(scope, row.area_code)) throw notFound(STORE_NOT_FOUND);
  return row as StoreRow;
}

/** getBookStoreInfo: one bookshop with its stock by book. */
export async function storeInfo(db: Db, user: AuthUser, id: number): Promise<BookstoreDetail> {
  const scope = await staffScope(db, user);
  const [store] = await toStores(db, [await findStore(db, scope, id)]);
  if (!store) throw notFound(STORE_NOT_FOUND);
  return store;
}

/** saveBookStoreInfo: creates (id 0) or updates a bookshop; a move to another district moves its records. */
export async function saveStore(
  db: Db,
  user: AuthUser,
  input: SaveStore,
  now = Date.now(),
): Promise<BookstoreDetail> {
  const scope = await staffScope(db, user);
  const before = input.id ? await findStore(db, scope, input.id) : undefined;
  assertCanWriteArea(scope, input.areaCode);
  await assertDistrict(db, input.areaCode);
  const values = {
    name: input.name,
    area_code: input.areaCode,
    address: input.address,
    contact: input.contact,
    phone: input.phone ?? '',
    lng: input.lng ?? null,
    lat: input.lat ?? null,
    remark: input.remark,
  };
  const id = await db.transaction().execute(async (trx) => {
    if (before && before.area_code !== values.area_code) {
      for (const table of ['store_shipments', 'store_stock_counts'] as const)
        await trx
          .updateTable(table)
          .set({ area_code: values.area_code })
          .where('store_id', '=', before.id)
          .execute();
    }
    return writeStamped(trx, {
      table: 'bookstores',
      kind: 'store',
      before,
      values,
      labels: STORE_LABELS,
      areaCode: values.area_code,
      userId: user.id,
      at: now,
    });
  });
  return storeInfo(db, user, id);
}

const EARTH_KM = 6371;
const rad = (d: number) => (d * Math.PI) / 180;
/** Great-circle distance in km. */
export function distanceKm(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** getNearBookStoreList: the caller's bookshops with a position, nearest first. */
export async function nearStores(
  db: Db,
  user: AuthUser,
  q: z.output<typeof nearBookstoreQuery>,
): Promise<NearBookstore[]> {
  const scope = await staffScope(db, user);
  const lng = q.lng as number;
  const lat = q.lat as number;
  const rows = (await whereInScope(db.selectFrom('bookstores as s').selectAll('s'), 's.area_code', scope)
    .where('s.lng', 'is not', null)
    .where('s.lat', 'is not', null)
    .execute()) as StoreRow[];
  const near = rows
    .map((r) => ({ r, d: distanceKm(lng, lat, Number(r.lng), Number(r.lat)) }))
    .sort((a, b) => a.d - b.d || a.r.id - b.r.id)
    .slice(0, q.limit);
  const stores = await toStores(
    db,
    near.map((n) => n.r),
  );
  return stores.map((s, i) => ({
    ...withoutLines(s),
    distanceKm: Math.round((near[i]?.d ?? 0) * 100) / 100,
  }));
}

// ---------------------------------------------------------------- shipments and counts

const keywordWhere = (like: string, columns: readonly string[]) =>
  sql<boolean>`(${sql.join(
    columns.map((c) => sql`lower(${sql.ref(c)}) like ${like} escape '\\'`),
    sql` or `,
  )})`;

function shipmentQuery(db: Db, scope: AreaScope, f: RecordFilters) {
  let q = db
    .selectFrom('store_shipments as r')
    .innerJoin('bookstores as s', 's.id', 'r.store_id')
    .selectAll('r')
    .select('s.name as store_name');
  q = whereInScope(q, 'r.area_code', scope);
  if (f.areaCode) q = q.where('r.area_code', 'like', `${f.areaCode}%`);
  if (f.storeId) q = q.where('r.store_id', '=', f.storeId);
  if (f.from) q = q.where('r.shipped_on', '>=', f.from);
  if (f.to) q = q.where('r.shipped_on', '<=', f.to);
  if (f.keyword) q = q.where(keywordWhere(likePattern(f.keyword), ['r.book_no', 'r.waybill', 's.name']));
  return q.orderBy('r.shipped_on', 'desc').orderBy('r.id', 'desc');
}

function countQuery(db: Db, scope: AreaScope, f: RecordFilters) {
  let q = db
    .selectFrom('store_stock_counts as r')
    .innerJoin('bookstores as s', 's.id', 'r.store_id')
    .selectAll('r')
    .select('s.name as store_name');
  q = whereInScope(q, 'r.area_code', scope);
  if (f.areaCode) q = q.where('r.area_code', 'like', `${f.areaCode}%`);
  if (f.storeId) q = q.where('r.store_id', '=', f.storeId);
  if (f.from) q = q.where('r.counted_on', '>=', f.from);
  if (f.to) q = q.where('r.counted_on', '<=', f.to);
  if (f.keyword) q = q.where(keywordWhere(likePattern(f.keyword), ['r.book_no', 's.name']));
  return q.orderBy('r.counted_on', 'desc').orderBy('r.id', 'desc');
}

type ShipmentRow = Database['store_shipments'] & { id: number; store_name: string };
type CountRow = Database['store_stock_counts'] & { id: number; store_name: string };

async function toShipments(db: Db, rows: ShipmentRow[]): Promise<StoreShipment[]> {
  const [names, titles] = await Promise.all([
    userNames(
      db,
      rows.flatMap((r) => [r.created_by, r.updated_by]),
    ),
    bookTitles(
      db,
      rows.map((r) => r.book_no),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    storeId: r.store_id,
    storeName: r.store_name,
    areaCode: r.area_code,
    bookNo: r.book_no,
    bookTitle: titles.get(r.book_no) ?? '',
    quantity: r.quantity,
    shippedOn: r.shipped_on,
    waybill: r.waybill,
    remark: r.remark,
    ...stampOf(names, r),
  }));
}
async function toCounts(db: Db, rows: CountRow[]): Promise<StoreStockCount[]> {
  const [names, titles] = await Promise.all([
    userNames(
      db,
      rows.flatMap((r) => [r.created_by, r.updated_by]),
    ),
    bookTitles(
      db,
      rows.map((r) => r.book_no),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    storeId: r.store_id,
    storeName: r.store_name,
    areaCode: r.area_code,
    bookNo: r.book_no,
    bookTitle: titles.get(r.book_no) ?? '',
    quantity: r.quantity,
    countedOn: r.counted_on,
    remark: r.remark,
    ...stampOf(names, r),
  }));
}

/** A store filter names a shop the caller may see (another area's ⇒ 404, as a missing one). */
async function checkStoreFilter(db: Db, scope: AreaScope, f: RecordFilters) {
  if (f.storeId) await findStore(db, scope, f.storeId);
}

export async function listShipments(
  db: Db,
  user: AuthUser,
  q: RecordFilters & Page,
): Promise<Paged<StoreShipment>> {
  const scope = await staffScope(db, user);
  await checkStoreFilter(db, scope, q);
  const { rows, total } = await fetchPage(shipmentQuery(db, scope, q), q);
  return {
    list: await toShipments(db, rows as unknown as ShipmentRow[]),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
export async function allShipments(db: Db, user: AuthUser, f: RecordFilters): Promise<StoreShipment[]> {
  const scope = await staffScope(db, user);
  await checkStoreFilter(db, scope, f);
  const rows = await shipmentQuery(db, scope, f).limit(EXPORT_ROWS_MAX).execute();
  return toShipments(db, rows as unknown as ShipmentRow[]);
}
export async function listCounts(
  db: Db,
  user: AuthUser,
  q: RecordFilters & Page,
): Promise<Paged<StoreStockCount>> {
  const scope = await staffScope(db, user);
  await checkStoreFilter(db, scope, q);
  const { rows, total } = await fetchPage(countQuery(db, scope, q), q);
  return {
    list: await toCounts(db, rows as unknown as CountRow[]),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
export async function allCounts(db: Db, user: AuthUser, f: RecordFilters): Promise<StoreStockCount[]> {
  const scope = await staffScope(db, user);
  await checkStoreFilter(db, scope, f);
  const rows = await countQuery(db, scope, f).limit(EXPORT_ROWS_MAX).execute();
  return toCounts(db, rows as unknown as CountRow[]);
}

/** saveStoreSendInfo: creates (id 0) or updates a shipment to one of the caller's shops. */
export async function saveShipment(
  db: Db,
  user: AuthUser,
  input: SaveSend,
  now = Date.now(),
): Promise<StoreShipment> {
  const scope = await staffScope(db, user);
  const before = input.id
    ? await db.selectFrom('store_shipments').selectAll().where('id', '=', input.id).executeTakeFirst()
    : undefined;
  if (input.id && (!before || !inScope(scope, before.area_code))) throw notFound(SEND_NOT_FOUND);
  const store = await findStore(db, scope, input.storeId);
  await assertBook(db, input.bookNo);
  const values = {
    store_id: store.id,
    book_no: input.bookNo,
    quantity: input.quantity,
    shipped_on: input.shippedOn,
    waybill: input.waybill,
    remark: input.remark,
  };
  const id = await db.transaction().execute((trx) =>
    writeStamped(trx, {
      table: 'store_shipments',
      kind: 'send',
      before,
      values: { ...values, area_code: store.area_code },
      labels: SEND_LABELS,
      areaCode: store.area_code,
      userId: user.id,
      at: now,
    }),
  );
  const rows = await shipmentQuery(db, scope, {}).where('r.id', '=', id).execute();
  const [one] = await toShipments(db, rows as unknown as ShipmentRow[]);
  if (!one) throw notFound(SEND_NOT_FOUND);
  return one;
}

/** saveStoreKucunInfo: creates (id 0) or updates a stock count at one of the caller's shops. */
export async function saveCount(
  db: Db,
  user: AuthUser,
  input: SaveKucun,
  now = Date.now(),
): Promise<StoreStockCount> {
  const scope = await staffScope(db, user);
  const before = input.id
    ? await db.selectFrom('store_stock_counts').selectAll().where('id', '=', input.id).executeTakeFirst()
    : undefined;
  if (input.id && (!before || !inScope(scope, before.area_code))) throw notFound(KUCUN_NOT_FOUND);
  const store = await findStore(db, scope, input.storeId);
  await assertBook(db, input.bookNo);
  const values = {
    store_id: store.id,
    book_no: input.bookNo,
    quantity: input.quantity,
    counted_on: input.countedOn,
    remark: input.remark,
  };
  const id = await db.transaction().execute((trx) =>
    writeStamped(trx, {
      table: 'store_stock_counts',
      kind: 'kucun',
      before,
      values: { ...values, area_code: store.area_code },
      labels: KUCUN_LABELS,
      areaCode: store.area_code,
      userId: user.id,
      at: now,
    }),
  );
  const rows = await countQuery(db, scope, {}).where('r.id', '=', id).execute();
  const [one] = await toCounts(db, rows as unknown as CountRow[]);
  if (!one) throw notFound(KUCUN_NOT_FOUND);
  return one;
}

/** deleteStoreRecord: a bookshop (its shipments and counts go with it), a shipment or a count. */
export async function deleteRecord(
  db: Db,
  user: AuthUser,
  input: { kind: StoreRecordKind; id: number },
  now = Date.now(),
): Promise<void> {
  const scope = await staffScope(db, user);
  if (input.kind === 'store') {
    const store = await findStore(db, scope, input.id);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('store_shipments').where('store_id', '=', store.id).execute();
      await trx.deleteFrom('store_stock_counts').where('store_id', '=', store.id).execute();
      await trx.deleteFrom('bookstores').where('id', '=', store.id).execute();
      await recordChange(trx, {
        kind: 'store',
        recordId: store.id,
        areaCode: store.area_code,
        userId: user.id,
        action: 'delete',
        fields: [],
        at: now,
      });
    });
    return;
  }
  const table = input.kind === 'send' ? 'store_shipments' : 'store_stock_counts';
  const missing = input.kind === 'send' ? SEND_NOT_FOUND : KUCUN_NOT_FOUND;
  const row = await db
    .selectFrom(table)
    .select(['id', 'area_code'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!row || !inScope(scope, row.area_code)) throw notFound(missing);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(table).where('id', '=', row.id).execute();
    await recordChange(trx, {
      kind: input.kind,
      recordId: row.id,
      areaCode: row.area_code,
      userId: user.id,
      action: 'delete',
      fields: [],
      at: now,
    });
  });
}
