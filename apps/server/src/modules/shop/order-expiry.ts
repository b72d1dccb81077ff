import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';

export const EXPIRED_REASON = '超时未支付，系统已自动取消';
export const EXPIRED_MSG = '订单已超时未支付，已自动取消';

type Trx = Transaction<Database>;

/** An order's goods and quantities in goods-id order: every path locks goods rows in that one order. */
export function orderItemsInLockOrder(trx: Trx, orderId: number) {
  return trx
    .selectFrom('order_items')
    .select(['goods_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('goods_id')
    .execute();
}

/** Puts an order's reserved units back on the shelf stock. */
export async function releaseStock(
  trx: Trx,
  orderId: number,
  now: number,
  unExchange: boolean,
): Promise<void> {
  const items = await orderItemsInLockOrder(trx, orderId);
  for (const i of items) {
    await trx
      .updateTable('goods')
      .set((eb) => ({
        stock: eb('stock', '+', i.quantity),
        ...(unExchange ? { exchanged: eb('exchanged', '-', i.quantity) } : {}),
        updated_at: now,
      }))
      .where('id', '=', i.goods_id)
      .execute();
  }
}

/**
 * unpaid → cancelled and the stock back, exactly once: the conditional status change decides who
 * releases. False when the order was no longer unpaid.
 */
export async function cancelUnpaid(trx: Trx, orderId: number, reason: string, now: number, onlyDue: boolean) {
  let q = trx
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason })
    .where('id', '=', orderId)
    .where('status', '=', 'unpaid');
  if (onlyDue) q = q.where('expires_at', '<=', now);
  const res = await q.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await releaseStock(trx, orderId, now, false);
  return true;
}

/**
 * Cancels unpaid orders past their expiry (all users, or one), each in its own short transaction.
 * Called by the sweep and before any read or write of a user's orders, so an expired order is never
 * seen as payable, whether or not the process was running when it expired. Returns how many.
 */
export async function expireDueOrders(db: Db, opts: { userId?: number; now?: number } = {}): Promise<number> {
  const now = opts.now ?? Date.now();
  let q = db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'unpaid')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(500);
  if (opts.userId !== undefined) q = q.where('user_id', '=', opts.userId);
  const due = await q.execute();
  let n = 0;
  for (const { id } of due) {
    if (await db.transaction().execute((trx) => cancelUnpaid(trx, id, EXPIRED_REASON, now, true))) n++;
  }
  return n;
}
