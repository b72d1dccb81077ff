import type {
  Paged,
  StoreShipment,
  storeKucunSaveInput,
  storeSendListQuery,
  storeSendSaveInput,
  StoreStockCount,
} from '@jc/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { badInput, notFound } from '../../shared/errors.js';
import { fetchPage, likePattern } from '../../shared/list-query.js';
import type { AuthUser } from '../../types.js';
import {
  EXPORT_ROWS_MAX,
  inScope,
  staffScope,
  whereInScope,
  writeStamped,
  type AreaScope,
} from '../archives/index.js';
import {
  BOOK_NOT_FOUND,
  KUCUN_LABELS,
  KUCUN_NOT_FOUND,
  SEND_LABELS,
  SEND_NOT_FOUND,
  bookTitles,
  stampOf,
  userNames,
} from './store-common.js';
import { findStore } from './stores.js';

type SaveSend = z.output<typeof storeSendSaveInput>;
type SaveKucun = z.output<typeof storeKucunSaveInput>;

type RecordFilters = Omit<z.output<typeof storeSendListQuery>, 'pageNum' | 'pageSize'>;
type Page = { pageNum: number; pageSize: number };

async function assertBook(db: Db, bookNo: string): Promise<void> {
  const row = await db.selectFrom('books').select('book_no').where('book_no', '=', bookNo).executeTakeFirst();
  if (!row) throw badInput(`书号：${BOOK_NOT_FOUND}`);
}

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
