import {
  ORDER_PAY_WINDOW_MS,
  ORDER_STATUS_TEXT,
  type AddressSnapshot,
  type Order,
  type OrderStatus,
  type Paged,
} from '@jc/contract';
import { randomInt } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import { fetchPage } from '../../shared/list-query.js';
import type { Database } from '../../db/schema.js';
import type { OrdersTable } from './tables.js';
import { type AppError, businessRule, isUniqueViolation, notFound } from '../../shared/errors.js';
import { formatTime } from '../../shared/time.js';
import { ADDRESS_NOT_FOUND } from '../address/index.js';
import { balanceOf, grantPoints, insufficientPoints, spendPoints } from '../points/index.js';
import { picturesOf } from './goods.js';

export const ORDER_NOT_FOUND = '订单不存在';
export const EXPIRED_REASON = '超时未支付，系统已自动取消';
export const EXPIRED_MSG = '订单已超时未支付，已自动取消';

type Trx = Transaction<Database>;
type OrderRow = Selectable<OrdersTable>;

/** Why an order cannot go to `target`, per its current status. */
const STATE_MSG: Record<OrderStatus, string> = {
  unpaid: '订单尚未支付',
  paid: '订单已支付，请勿重复操作',
  shipped: '订单已发货',
  completed: '订单已完成',
  cancelled: '订单已取消',
};

const orderRef = (orderId: number) => `order:${orderId}`;

function orderNo(now: number): string {
  // Shanghai date + 10 random digits; the unique index is the final guard.
  const day = formatTime(now).slice(0, 10).replaceAll('-', '');
  return `JF${day}${String(randomInt(1e9)).padStart(9, '0')}${randomInt(10)}`;
}

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
async function ownOrderRow(db: Db, userId: number, orderId: number): Promise<OrderRow> {
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

/** An order's goods and quantities in goods-id order: every path locks goods rows in that one order. */
function orderItemsInLockOrder(trx: Trx, orderId: number) {
  return trx
    .selectFrom('order_items')
    .select(['goods_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('goods_id')
    .execute();
}

/** Puts an order's reserved units back on the shelf stock. */
async function releaseStock(trx: Trx, orderId: number, now: number, unExchange: boolean): Promise<void> {
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
async function cancelUnpaid(trx: Trx, orderId: number, reason: string, now: number, onlyDue: boolean) {
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

export interface CommitInput {
  idempotencyKey: string;
  addressId: number;
  items: { goodsId: number; quantity: number }[];
  fromCart: boolean;
  remark: string;
}

async function orderByKey(db: Db, userId: number, key: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Commits an order: one transaction takes the user's row lock (PostgreSQL; SQLite runs one writer at a
 * time), checks the key, the address and every rule, inserts the order and reserves the stock with
 * conditional decrements. The same key again answers the first order; concurrent duplicates collide on
 * the unique index and answer it too.
 */
export async function commitOrder(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  userId: number,
  input: CommitInput,
  now = Date.now(),
): Promise<{ order: Order; created: boolean }> {
  const again = await orderByKey(db, userId, input.idempotencyKey);
  if (again) return { order: await orderById(db, again.id), created: false };
  await expireDueOrders(db, { userId, now });

  // The same good twice counts as one line.
  const wanted = new Map<number, number>();
  for (const i of input.items) wanted.set(i.goodsId, (wanted.get(i.goodsId) ?? 0) + i.quantity);
  const goodsIds = [...wanted.keys()].sort((a, b) => a - b);

  let orderId: number;
  try {
    orderId = await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres')
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const existing = await orderByKey(trx, userId, input.idempotencyKey);
      if (existing) return existing.id;

      const address = await trx
        .selectFrom('addresses')
        .selectAll()
        .where('id', '=', input.addressId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!address) throw notFound(ADDRESS_NOT_FOUND);

      const goods = await trx.selectFrom('goods').selectAll().where('id', 'in', goodsIds).execute();
      const bought = await trx
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select(['i.goods_id'])
        .select((eb) => eb.fn.sum<number>('i.quantity').as('units'))
        .where('o.user_id', '=', userId)
        .where('o.status', '!=', 'cancelled')
        .where('i.goods_id', 'in', goodsIds)
        .groupBy('i.goods_id')
        .execute();
      const boughtBy = new Map(bought.map((b) => [b.goods_id, Number(b.units)]));

      let total = 0;
      const lines = goodsIds.map((id) => {
        const g = goods.find((x) => x.id === id);
        if (!g) throw notFound(`商品不存在（编号${id}）`);
        const quantity = wanted.get(id) ?? 0;
        if (g.on_shelf !== 1) throw businessRule(`「${g.name}」已下架，无法兑换`);
        if (quantity > g.stock) throw businessRule(`「${g.name}」库存不足，仅剩${g.stock}件`);
        const had = boughtBy.get(id) ?? 0;
        if (g.limit_per_user > 0 && had + quantity > g.limit_per_user)
          throw businessRule(`「${g.name}」每人限兑${g.limit_per_user}件，您已兑换${had}件`);
        total += g.points * quantity;
        return { g, quantity };
      });

      const snapshot: AddressSnapshot = {
        name: address.name,
        phone: address.phone,
        provinceCode: address.province_code,
        provinceName: address.province_name,
        cityCode: address.city_code,
        cityName: address.city_name,
        districtCode: address.district_code,
        districtName: address.district_name,
        detail: address.detail,
      };
      const order = await trx
        .insertInto('orders')
        .values({
          order_no: orderNo(now),
          user_id: userId,
          idempotency_key: input.idempotencyKey,
          status: 'unpaid',
          total_points: total,
          address: JSON.stringify(snapshot),
          remark: input.remark,
          waybill_no: '',
          cancel_reason: '',
          hidden: 0,
          created_at: now,
          expires_at: now + ORDER_PAY_WINDOW_MS,
          paid_at: null,
          shipped_at: null,
          completed_at: null,
          cancelled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values(
          lines.map(({ g, quantity }) => ({
            order_id: order.id,
            goods_id: g.id,
            name: g.name,
            picture: picturesOf(g.pictures)[0] ?? '',
            points: g.points,
            quantity,
          })),
        )
        .execute();
      // The reservation itself: never below zero, whatever ran in between.
      for (const { g, quantity } of lines) {
        const res = await trx
          .updateTable('goods')
          .set((eb) => ({ stock: eb('stock', '-', quantity), updated_at: now }))
          .where('id', '=', g.id)
          .where('stock', '>=', quantity)
          .where('on_shelf', '=', 1)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw businessRule(`「${g.name}」库存不足`);
      }
      if (input.fromCart)
        await trx
          .deleteFrom('cart_lines')
          .where('user_id', '=', userId)
          .where('goods_id', 'in', goodsIds)
          .execute();
      return order.id;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const first = await orderByKey(db, userId, input.idempotencyKey);
    if (!first) throw err;
    return { order: await orderById(db, first.id), created: false };
  }
  return { order: await orderById(db, orderId), created: true };
}

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

/* ---- Operator transitions ---- */

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

/** The ledger page moved to the points module; the shop's routes still reach it here. */
