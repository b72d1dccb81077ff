import type { Order } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { businessRule } from '../../shared/errors.js';
import { grantPoints } from '../points/index.js';
import { releaseStock } from './order-expiry.js';
import { orderById, orderRef, STATE_MSG } from './order-reads.js';

/** paid → shipped with a waybill number. */
export async function shipOrder(db: Db, orderId: number, waybillNo: string): Promise<Order> {
  const res = await db
    .updateTable('orders')
    .set({ status: 'shipped', waybill_no: waybillNo, shipped_at: Date.now() })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) {
    const o = await orderById(db, orderId);
    throw businessRule(`${STATE_MSG[o.status]}，只有待发货的订单可以发货`);
  }
  return orderById(db, orderId);
}

/**
 * paid (not shipped) → cancelled, points and stock back. Lock order everywhere: orders, users, goods
 * by id, so refunds, pays and commits cannot deadlock on PostgreSQL.
 */
export async function refundOrder(db: Db, orderId: number, reason: string): Promise<Order> {
  const now = Date.now();
  const refunded = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason })
      .where('id', '=', orderId)
      .where('status', '=', 'paid')
      .returning(['user_id', 'total_points'])
      .executeTakeFirst();
    if (!row) return false;
    await grantPoints(trx, {
      userId: row.user_id,
      points: row.total_points,
      reason: 'order_refund',
      ref: orderRef(orderId),
      at: now,
    });
    await releaseStock(trx, orderId, now, true);
    return true;
  });
  if (!refunded) {
    const o = await orderById(db, orderId);
    throw businessRule(`${STATE_MSG[o.status]}，只有待发货的订单可以取消退款`);
  }
  return orderById(db, orderId);
}
