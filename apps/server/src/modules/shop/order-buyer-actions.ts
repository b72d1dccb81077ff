import type { Order } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { type AppError, businessRule } from '../../shared/errors.js';
import { balanceOf, insufficientPoints, spendPoints } from '../points/index.js';
import {
  cancelUnpaid,
  expireDueOrders,
  EXPIRED_MSG,
  EXPIRED_REASON,
  orderItemsInLockOrder,
} from './order-expiry.js';
import { orderById, orderRef, ownOrderRow, STATE_MSG } from './order-reads.js';

/** Thrown inside the pay transaction when the order left `unpaid` (or expired) under us. */
class StateChanged extends Error {}

/** Why an order that is not payable now cannot be paid; expires it on the way when it is due. */
async function notPayable(db: Db, userId: number, orderId: number): Promise<AppError> {
  const row = await ownOrderRow(db, userId, orderId);
  if (row.status === 'unpaid' && row.expires_at <= Date.now()) {
    await expireDueOrders(db, { userId });
    return businessRule(EXPIRED_MSG);
  }
  if (row.status === 'cancelled')
    return businessRule(row.cancel_reason === EXPIRED_REASON ? EXPIRED_MSG : '订单已取消，无法支付');
  if (row.status === 'unpaid') return businessRule('订单状态已变化，请刷新后重试');
  return businessRule('订单已支付，请勿重复支付');
}

/**
 * Pays an unpaid order with points, after `checkPassword`. One transaction: the conditional status
 * change (only one payer can win), the conditional balance decrement (never below zero), the ledger row
 * and the exchanged counts. Not enough points rolls everything back.
 */
export async function payOrder(
  db: Db,
  userId: number,
  orderId: number,
  checkPassword: () => Promise<unknown>,
): Promise<Order> {
  const row = await ownOrderRow(db, userId, orderId);
  if (row.status !== 'unpaid' || row.expires_at <= Date.now()) throw await notPayable(db, userId, orderId);
  // A hopeless pay is refused before spending a password check; the transaction re-checks anyway.
  const before = await balanceOf(db, userId);
  if (before < row.total_points) throw insufficientPoints(row.total_points, before);
  await checkPassword();
  const now = Date.now();
  try {
    await db.transaction().execute(async (trx) => {
      const won = await trx
        .updateTable('orders')
        .set({ status: 'paid', paid_at: now })
        .where('id', '=', orderId)
        .where('user_id', '=', userId)
        .where('status', '=', 'unpaid')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) throw new StateChanged();
      // Not enough points throws here and rolls the status change back.
      await spendPoints(trx, {
        userId,
        points: row.total_points,
        reason: 'order_pay',
        ref: orderRef(orderId),
        at: now,
      });
      const items = await orderItemsInLockOrder(trx, orderId);
      for (const i of items) {
        await trx
          .updateTable('goods')
          .set((eb) => ({ exchanged: eb('exchanged', '+', i.quantity) }))
          .where('id', '=', i.goods_id)
          .execute();
      }
    });
  } catch (err) {
    if (err instanceof StateChanged) throw await notPayable(db, userId, orderId);
    throw err;
  }
  return orderById(db, orderId);
}

/** Cancels an unpaid order, or deletes (hides) a cancelled or completed one. */
export async function cancelOrDelete(
  db: Db,
  userId: number,
  orderId: number,
  type: 'cancel' | 'delete' | undefined,
): Promise<{ done: 'cancelled'; order: Order } | { done: 'deleted' }> {
  await expireDueOrders(db, { userId });
  const row = await ownOrderRow(db, userId, orderId);
  const action = type ?? (row.status === 'unpaid' ? 'cancel' : 'delete');
  if (action === 'cancel') {
    if (row.status !== 'unpaid') {
      throw businessRule(
        row.status === 'paid' ? '订单已支付，如需取消请联系客服' : `${STATE_MSG[row.status]}，无法取消`,
      );
    }
    const now = Date.now();
    const done = await db.transaction().execute((trx) => cancelUnpaid(trx, orderId, '用户取消', now, false));
    if (!done) throw await stateRefusal(db, userId, orderId, '无法取消');
    return { done: 'cancelled', order: await orderById(db, orderId) };
  }
  const res = await db
    .updateTable('orders')
    .set({ hidden: 1 })
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('status', 'in', ['cancelled', 'completed'])
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw businessRule('只能删除已取消或已完成的订单');
  return { done: 'deleted' };
}

async function stateRefusal(db: Db, userId: number, orderId: number, what: string): Promise<AppError> {
  const now = await ownOrderRow(db, userId, orderId);
  return businessRule(`${STATE_MSG[now.status]}，${what}`);
}

/** shipped → completed, by the buyer. */
export async function confirmReceipt(db: Db, userId: number, orderId: number): Promise<Order> {
  const row = await ownOrderRow(db, userId, orderId);
  const res = await db
    .updateTable('orders')
    .set({ status: 'completed', completed_at: Date.now() })
    .where('id', '=', row.id)
    .where('user_id', '=', userId)
    .where('status', '=', 'shipped')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) {
    const fresh = await ownOrderRow(db, userId, orderId);
    throw businessRule(
      fresh.status === 'completed'
        ? '订单已确认收货'
        : `${STATE_MSG[fresh.status]}，只有已发货的订单可以确认收货`,
    );
  }
  return orderById(db, orderId);
}
