import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../db/index.js';
import { hashToken } from '../../shared/tokens.js';
import { balanceOf } from '../points/index.js';
import { checkAllBalances, insertPupil } from '../../test/points.js';
import { hashPassword } from '../../shared/password.js';

export const PAY_PWD = '246810';

let hashes: Promise<{ login: string; pay: string }> | undefined;
const sharedHashes = () => {
  hashes ??= Promise.all([hashPassword('demo123456'), hashPassword(PAY_PWD)]).then(([login, pay]) => ({
    login,
    pay,
  }));
  return hashes;
};

/** A page of a list as the shop's calls answer it. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface ShopUser {
  id: number;
  account: string;
  token: string;
  addressId: number;
}

/**
 * Pupils made straight in the database (no password hash per user, no login throttle): an opening grant in
 * the ledger, a payment password (PAY_PWD) unless `payPwd` is false, an address and a token.
 */
export async function makeShopUsers(
  db: Db,
  n: number,
  opts: { points?: number; payPwd?: boolean; prefix?: string } = {},
): Promise<ShopUser[]> {
  const { login, pay } = await sharedHashes();
  const now = Date.now();
  const prefix = opts.prefix ?? `u${randomBytes(3).toString('hex')}`;
  const points = opts.points ?? 0;
  const users: ShopUser[] = [];
  for (let i = 0; i < n; i++) {
    const account = `${prefix}_${i}`;
    const userId = await db.transaction().execute((trx) =>
      insertPupil(trx, {
        account,
        points,
        at: now,
        passwordHash: login,
        payPwdHash: opts.payPwd === false ? null : pay,
      }),
    );
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('auth_tokens')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        device: 'test',
        created_at: now,
        expires_at: now + 86_400_000,
        revoked_at: null,
      })
      .execute();
    const a = await db
      .insertInto('addresses')
      .values({
        user_id: userId,
        name: '测试',
        phone: '13900000000',
        province_code: '11',
        province_name: '北京市',
        city_code: '1101',
        city_name: '市辖区',
        district_code: '110101',
        district_name: '东城区',
        detail: '东长安街 1 号',
        is_default: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users.push({ id: userId, account, token, addressId: a.id });
  }
  return users;
}

/** One pupil as makeShopUsers makes them. */
export async function makeShopUser(
  db: Db,
  opts: { points?: number; payPwd?: boolean; prefix?: string } = {},
): Promise<ShopUser> {
  const [user] = await makeShopUsers(db, 1, opts);
  if (!user) throw new Error('no user');
  return user;
}

/** A good of its own for a test, on the shelf. */
export async function makeGoods(
  db: Db,
  opts: { points?: number; stock?: number; limit?: number; onShelf?: boolean; name?: string } = {},
): Promise<number> {
  const cat = await db.selectFrom('goods_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const now = Date.now();
  const row = await db
    .insertInto('goods')
    .values({
      name: opts.name ?? `测试商品${randomBytes(2).toString('hex')}`,
      pictures: JSON.stringify(['/media/goods/pencil-set.svg']),
      description: '测试',
      category_id: cat.id,
      points: opts.points ?? 10,
      stock: opts.stock ?? 100,
      limit_per_user: opts.limit ?? 0,
      on_shelf: opts.onShelf === false ? 0 : 1,
      exchanged: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const stockOf = async (db: Db, goodsId: number) =>
  await db
    .selectFrom('goods')
    .select(['stock', 'exchanged'])
    .where('id', '=', goodsId)
    .executeTakeFirstOrThrow();

export const pointsOf = (db: Db, userId: number) => balanceOf(db, userId);

/**
 * The money invariants, read from the database: every balance is >= 0 and equals its ledger sum;
 * no order was paid twice (one order_pay row at most, and one per paid/shipped/completed order);
 * every good's stock is >= 0 and `exchanged` equals the units of its paid orders.
 */
export async function checkInvariants(db: Db): Promise<void> {
  await checkAllBalances(db);
  const pays = await db
    .selectFrom('points_ledger')
    .select((eb) => ['ref', eb.fn.countAll<number>().as('n')])
    .where('reason', '=', 'order_pay')
    .groupBy('ref')
    .having(sql`count(*)`, '>', 1)
    .execute();
  expect(pays, 'orders paid twice').toEqual([]);
  const paidOrders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', ['paid', 'shipped', 'completed'])
    .executeTakeFirstOrThrow();
  const payRows = await db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('reason', '=', 'order_pay')
    .executeTakeFirstOrThrow();
  const refundRows = await db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('reason', '=', 'order_refund')
    .executeTakeFirstOrThrow();
  expect(Number(payRows.n) - Number(refundRows.n)).toBe(Number(paidOrders.n));
  const goods = await db.selectFrom('goods').select(['id', 'stock', 'exchanged']).execute();
  const units = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select((eb) => ['i.goods_id', eb.fn.sum<number>('i.quantity').as('n')])
    .where('o.status', 'in', ['paid', 'shipped', 'completed'])
    .groupBy('i.goods_id')
    .execute();
  const unitsBy = new Map(units.map((u) => [u.goods_id, Number(u.n)]));
  for (const g of goods) {
    expect(g.stock, `goods ${g.id} stock`).toBeGreaterThanOrEqual(0);
    expect(g.exchanged, `goods ${g.id} exchanged`).toBe(unitsBy.get(g.id) ?? 0);
  }
}

/** Units reserved by live (not cancelled) orders of a good. */
export async function reservedUnits(db: Db, goodsId: number): Promise<number> {
  const r = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('i.quantity'), eb.lit(0)).as('n'))
    .where('o.status', '!=', 'cancelled')
    .where('i.goods_id', '=', goodsId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
