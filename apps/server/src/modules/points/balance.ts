import type { LedgerReason } from '@jc/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { businessRule } from '../../shared/errors.js';

/**
 * Why points are granted; the ledger's `reason` (the wire shows it as `reason` and `reasonText`).
 * - `checkin`: a check-in camp reward (ref `checkin:<id>`).
 * - `essay_award`: an essay contest award (ref `essay:<id>`).
 * - `error_reward`: a reward for a reported content error (ref `error:<id>`).
 * - `teacher_upload`: a teacher's approved claim for classroom use (ref `claim:<id>`, docs/teacher.md).
 * - `operator_grant`: points given by an operator, and the opening grants of seeds and tests.
 * - `order_refund`: the points of a paid order given back when an operator cancels it (ref `order:<id>`).
 */
export type GrantReason =
  'checkin' | 'essay_award' | 'error_reward' | 'teacher_upload' | 'operator_grant' | 'order_refund';

/**
 * Why points are spent: `order_pay`, paying a shop order (ref `order:<id>`); `operator_deduct`, an
 * operator's manual deduction (ref `operator:<admin id>`, the reason in the audit log).
 */
export type SpendReason = 'order_pay' | 'operator_deduct';

/** Every reason is a contract code and every contract code is a reason (checked by the compiler). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const reasonsMatchContract: Same<GrantReason | SpendReason, LedgerReason> = true;
void reasonsMatchContract;

export interface PointsChange<R extends GrantReason | SpendReason> {
  userId: number;
  /** How many points, a positive whole number. */
  points: number;
  reason: R;
  /** What the change belongs to, `<type>:<id>` (e.g. `order:12`); it goes out as refType and refId. */
  ref: string;
  /** When it happened (epoch ms): now unless given (the demo seed backdates its history). */
  at?: number;
}

type Trx = Transaction<Database>;

/** The refusal of a spend larger than the balance. Orders are the only spenders, hence 本单. */
export const insufficientPoints = (needed: number, balance: number) =>
  businessRule(`积分不足：本单需${needed}积分，当前余额${balance}积分`);

function checkAmount(points: number): void {
  if (!Number.isSafeInteger(points) || points <= 0)
    throw new Error(`points must be a positive integer: ${points}`);
}

async function writeLedgerRow(
  trx: Trx,
  c: PointsChange<GrantReason | SpendReason>,
  delta: number,
  after: number,
) {
  await trx
    .insertInto('points_ledger')
    .values({
      user_id: c.userId,
      delta,
      balance_after: after,
      reason: c.reason,
      ref: c.ref,
      created_at: c.at ?? Date.now(),
    })
    .execute();
}

/**
 * Adds points to a balance and writes its ledger row, inside the caller's transaction (so the change
 * and whatever caused it commit or roll back together). Returns the balance after.
 */
export async function grantPoints(trx: Trx, c: PointsChange<GrantReason>): Promise<number> {
  checkAmount(c.points);
  const balance = await trx
    .updateTable('users')
    .set((eb) => ({ points: eb('points', '+', c.points) }))
    .where('id', '=', c.userId)
    .returning('points')
    .executeTakeFirstOrThrow();
  await writeLedgerRow(trx, c, c.points, balance.points);
  return balance.points;
}

/**
 * Takes points from a balance and writes its ledger row, inside the caller's transaction. The
 * conditional decrement (`where points >= n`, a row lock on PostgreSQL, one writer at a time on
 * SQLite) never lets a balance go below zero whatever runs alongside; a short balance throws
 * `insufficientPoints` and writes nothing, and the throw rolls the caller's transaction back.
 * Returns the balance after.
 */
export async function spendPoints(trx: Trx, c: PointsChange<SpendReason>): Promise<number> {
  checkAmount(c.points);
  const balance = await trx
    .updateTable('users')
    .set((eb) => ({ points: eb('points', '-', c.points) }))
    .where('id', '=', c.userId)
    .where('points', '>=', c.points)
    .returning('points')
    .executeTakeFirst();
  if (!balance) {
    const u = await trx.selectFrom('users').select('points').where('id', '=', c.userId).executeTakeFirst();
    throw insufficientPoints(c.points, u?.points ?? 0);
  }
  await writeLedgerRow(trx, c, -c.points, balance.points);
  return balance.points;
}

/** A user's current balance. */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  const u = await db.selectFrom('users').select('points').where('id', '=', userId).executeTakeFirstOrThrow();
  return u.points;
}

/**
 * Moves the time of a user's ledger rows with one ref (demo seed only: the shop seed puts the account
 * seed's opening grant first in the history). Never changes a delta or a balance.
 */
export async function backdateLedgerRows(trx: Trx, userId: number, ref: string, at: number): Promise<void> {
  await trx
    .updateTable('points_ledger')
    .set({ created_at: at })
    .where('user_id', '=', userId)
    .where('ref', '=', ref)
    .execute();
}
