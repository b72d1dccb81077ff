import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Transaction } from 'kysely';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { balanceOf, grantPoints } from '../modules/points/index.js';
import { insertUser } from '../modules/users/index.js';

/**
 * A pupil written straight into the store inside `trx` (no roles, no grade, no login throttle), with an
 * opening grant in the ledger when `points` > 0.
 */
export async function insertPupil(
  trx: Transaction<Database>,
  p: { account: string; points: number; at: number; passwordHash?: string; payPwdHash?: string | null },
): Promise<number> {
  const userId = await insertUser(trx, {
    account: p.account,
    phone: null,
    password_hash: p.passwordHash ?? '',
    pay_pwd_hash: p.payPwdHash ?? null,
    answer_pwd_hash: null,
    nickname: p.account,
    avatar: '',
    grade_id: null,
    cebie_id: null,
    is_teacher: 0,
    is_staff: 0,
    is_admin: 0,
    created_at: p.at,
    updated_at: p.at,
    cancelled_at: null,
  });
  if (p.points > 0)
    await grantPoints(trx, { userId, points: p.points, reason: 'operator_grant', ref: 'test', at: p.at });
  return userId;
}

/** A user of its own for a points test, with an opening grant when `points` > 0. */
export async function makePointsUser(db: Db, points = 0): Promise<number> {
  const account = `p${randomBytes(4).toString('hex')}`;
  return db.transaction().execute((trx) => insertPupil(trx, { account, points, at: Date.now() }));
}

export const ledgerOf = (db: Db, userId: number) =>
  db
    .selectFrom('points_ledger')
    .select(['delta', 'balance_after', 'reason', 'ref'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

/**
 * One user's money rules: the balance is >= 0 and equals the ledger sum, every balance_after is >= 0,
 * and the rows chain (each balance_after is the previous one plus its delta). Returns the balance.
 */
export async function checkUserLedger(db: Db, userId: number): Promise<number> {
  const balance = await balanceOf(db, userId);
  const rows = await ledgerOf(db, userId);
  expect(balance).toBeGreaterThanOrEqual(0);
  expect(rows.reduce((s, r) => s + r.delta, 0)).toBe(balance);
  let running = 0;
  for (const r of rows) {
    running += r.delta;
    expect(r.balance_after).toBe(running);
    expect(r.balance_after).toBeGreaterThanOrEqual(0);
  }
  return balance;
}

/** Every balance of the store is >= 0 and equals its ledger sum; no ledger row has a negative balance after. */
export async function checkAllBalances(db: Db): Promise<void> {
  const balances = await db
    .selectFrom('users')
    .leftJoin('points_ledger', 'points_ledger.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.points',
      eb.fn.coalesce(eb.fn.sum<number>('points_ledger.delta'), eb.lit(0)).as('sum'),
      eb.fn.min<number>('points_ledger.balance_after').as('minAfter'),
    ])
    .groupBy(['users.id', 'users.points'])
    .execute();
  for (const b of balances) {
    expect(b.points, `user ${b.id} balance`).toBeGreaterThanOrEqual(0);
    expect(Number(b.sum), `user ${b.id} ledger sum`).toBe(b.points);
    if (b.minAfter !== null) expect(Number(b.minAfter)).toBeGreaterThanOrEqual(0);
  }
}
