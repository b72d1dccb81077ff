import type { AdminOrder, OrderStatus, Paged } from '@jc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { fetchPage, likePattern } from '../../shared/list-query.js';
import { expireDueOrders } from './order-expiry.js';
import { toOrders } from './order-reads.js';

/** The operators' order filters (admin/shop/getOrderList and its export). */
export interface AdminOrderFilters {
  status?: OrderStatus | undefined;
  orderId?: number | undefined;
  /** Order number, account, nickname, receiver or phone (part of). */
  keyword?: string | undefined;
  /** Shanghai days, both included. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

const DAY_MS = 24 * 3600_000;
/** Midnight of a Shanghai day (UTC+8, no daylight saving) as epoch ms. */
const shanghaiMidnight = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

function filtered(db: Db, f: AdminOrderFilters) {
  let q = db.selectFrom('orders').innerJoin('users as u', 'u.id', 'orders.user_id');
  if (f.status) q = q.where('orders.status', '=', f.status);
  if (f.orderId !== undefined) q = q.where('orders.id', '=', f.orderId);
  if (f.fromDate) q = q.where('orders.created_at', '>=', shanghaiMidnight(f.fromDate));
  if (f.toDate) q = q.where('orders.created_at', '<', shanghaiMidnight(f.toDate) + DAY_MS);
  if (f.keyword) {
    const p = likePattern(f.keyword);
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`lower(orders.order_no) like ${p} escape '\\'`,
        sql<boolean>`lower(u.account) like ${p} escape '\\'`,
        sql<boolean>`lower(u.nickname) like ${p} escape '\\'`,
        sql<boolean>`lower(orders.address) like ${p} escape '\\'`,
      ]),
    );
  }
  return q
    .selectAll('orders')
    .select(['u.account as user_account', 'u.nickname as user_nickname'])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc');
}

async function withUsers(
  db: Db,
  rows: Awaited<ReturnType<ReturnType<typeof filtered>['execute']>>,
): Promise<AdminOrder[]> {
  const orders = await toOrders(db, rows);
  return orders.map((o, i) => ({
    ...o,
    userId: rows[i]!.user_id,
    account: rows[i]!.user_account,
    nickname: rows[i]!.user_nickname,
  }));
}

/** A page of every user's orders, newest first (due unpaid ones are expired first). */
export async function adminOrderPage(
  db: Db,
  q: AdminOrderFilters & { pageNum: number; pageSize: number },
): Promise<Paged<AdminOrder>> {
  await expireDueOrders(db);
  const { rows, total } = await fetchPage(filtered(db, q), q);
  return { list: await withUsers(db, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Every order of the filters, newest first, up to `limit` (the export). */
export async function adminOrderRows(db: Db, f: AdminOrderFilters, limit: number): Promise<AdminOrder[]> {
  await expireDueOrders(db);
  return withUsers(db, await filtered(db, f).limit(limit).execute());
}
