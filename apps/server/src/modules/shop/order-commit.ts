import { ORDER_PAY_WINDOW_MS, type AddressSnapshot, type Order } from '@jc/contract';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { businessRule, isUniqueViolation, notFound } from '../../shared/errors.js';
import { formatTime } from '../../shared/time.js';
import { ADDRESS_NOT_FOUND } from '../address/index.js';
import { picturesOf } from './goods.js';
import { expireDueOrders } from './order-expiry.js';
import { orderById, type OrderRow } from './order-reads.js';

function orderNo(now: number): string {
  // Shanghai date + 10 random digits; the unique index is the final guard.
  const day = formatTime(now).slice(0, 10).replaceAll('-', '');
  return `JF${day}${String(randomInt(1e9)).padStart(9, '0')}${randomInt(10)}`;
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
