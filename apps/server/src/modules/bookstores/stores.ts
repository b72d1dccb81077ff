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
  StoreStockLine,
} from '@jc/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { badInput, notFound } from '../../shared/errors.js';
import { fetchPage, likePattern } from '../../shared/list-query.js';
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
import { stockLines } from './stock.js';
import {
  AREA_NOT_DISTRICT,
  KUCUN_NOT_FOUND,
  SEND_NOT_FOUND,
  STORE_LABELS,
  STORE_NOT_FOUND,
  areaFullNames,
  stampOf,
  userNames,
} from './store-common.js';

type SaveStore = z.output<typeof bookstoreSaveInput>;

type StoreFilters = Omit<z.output<typeof bookstoreExportQuery>, 'format'>;

async function assertDistrict(db: Db, code: string): Promise<void> {
  const row = await db
    .selectFrom('areas')
    .select(['code', 'level'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row || row.level !== 3) throw badInput(AREA_NOT_DISTRICT);
}

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
export async function findStore(db: Db, scope: AreaScope, id: number): Promise<StoreRow> {
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
