import {
  ORDER_STATUS_TEXT,
  type AddressSnapshot,
  type Order,
  type OrderStatus,
  type Paged,
} from '@jc/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { fetchPage } from '../../shared/list-query.js';
import type { OrdersTable } from './tables.js';
import { notFound } from '../../shared/errors.js';
import { formatTime } from '../../shared/time.js';
import { expireDueOrders } from './order-expiry.js';

export const ORDER_NOT_FOUND = '订单不存在';

export type OrderRow = Selectable<OrdersTable>;

/** Why an order cannot go to `target`, per its current status. */
export const STATE_MSG: Record<OrderStatus, string> = {
  unpaid: '订单尚未支付',
  paid: '订单已支付，请勿重复操作',
  shipped: '订单已发货',
  completed: '订单已完成',
  cancelled: '订单已取消',
};

export const orderRef = (orderId: number) => `order:${orderId}`;

export async function toOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'goods_id', 'name', 'picture', 'points', 'quantity'])
    .where(
      'order_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  const byOrder = new Map<number, Order['items']>();
  for (const i of items) {
    const list = byOrder.get(i.order_id) ?? [];
    list.push({
      goodsId: i.goods_id,
      name: i.name,
      picture: i.picture,
      points: i.points,
      quantity: i.quantity,
    });
    byOrder.set(i.order_id, list);
  }
  const t = (v: number | null) => (v === null ? null : formatTime(v));
  return rows.map((r) => ({
    orderId: r.id,
    orderNo: r.order_no,
    status: r.status,
    statusText: ORDER_STATUS_TEXT[r.status],
    totalPoints: r.total_points,
    items: byOrder.get(r.id) ?? [],
    address: JSON.parse(r.address) as AddressSnapshot,
    remark: r.remark,
    waybillNo: r.waybill_no,
    createdAt: formatTime(r.created_at),
    expiresAt: r.status === 'unpaid' ? formatTime(r.expires_at) : null,
    paidAt: t(r.paid_at),
    shippedAt: t(r.shipped_at),
    completedAt: t(r.completed_at),
    cancelledAt: t(r.cancelled_at),
    cancelReason: r.cancel_reason,
  }));
}

export async function orderById(db: Db, orderId: number): Promise<Order> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [order] = await toOrders(db, [row]);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The caller's visible order; another user's (or a deleted one) is the same 404. */
export async function ownOrderRow(db: Db, userId: number, orderId: number): Promise<OrderRow> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('hidden', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

export async function listOrders(
  db: Db,
  q: {
    userId?: number | undefined;
    status?: OrderStatus | undefined;
    orderId?: number | undefined;
    pageNum: number;
    pageSize: number;
  },
): Promise<Paged<Order>> {
  await expireDueOrders(db, q.userId === undefined ? {} : { userId: q.userId });
  let base = db.selectFrom('orders');
  if (q.userId !== undefined) base = base.where('user_id', '=', q.userId).where('hidden', '=', 0);
  if (q.status) base = base.where('status', '=', q.status);
  if (q.orderId !== undefined) base = base.where('id', '=', q.orderId);
  const { rows, total } = await fetchPage(
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    q,
  );
  if (q.orderId !== undefined && rows.length === 0) throw notFound(ORDER_NOT_FOUND);
  return { list: await toOrders(db, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
}
