import type { AdminLedgerPage, AdminPointsAdjustResult } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { AppError, businessRule, notFound } from '../../shared/errors.js';
import { balanceOf, grantPoints, ledgerPage, spendPoints } from '../points/index.js';
import { USER_MISSING_MSG } from './admin.js';

async function assertUser(db: Db, userId: number): Promise<{ cancelled_at: number | null }> {
  const u = await db.selectFrom('users').select('cancelled_at').where('id', '=', userId).executeTakeFirst();
  if (!u) throw notFound(USER_MISSING_MSG);
  return u;
}

/** admin/points/getUserLedger: the user's ledger, newest first, with the balance. */
export async function userLedger(
  db: Db,
  q: { uid: number; pageNum: number; pageSize: number },
): Promise<AdminLedgerPage> {
  await assertUser(db, q.uid);
  const page = await ledgerPage(db, q.uid, q);
  return {
    list: page.list,
    total: page.total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    balance: page.balance,
  };
}

/** The refusal of a deduction larger than the balance. */
export const deductTooLarge = (points: number, balance: number) =>
  businessRule(`扣除失败：该用户当前余额${balance}积分，不能扣除${points}积分（余额不能为负）`);

/**
 * admin/points/adjustPoints: a grant (delta > 0, `operator_grant`) or a deduction (delta < 0,
 * `operator_deduct`) through the one ledger, in one transaction; ref `operator:<admin id>`. A deduction
 * never takes a balance below zero (the ledger's conditional decrement decides, so two at once cannot
 * both pass). The reason goes to the audit log with the call.
 */
export async function adjustPoints(
  db: Db,
  actorId: number,
  input: { uid: number; delta: number },
): Promise<AdminPointsAdjustResult> {
  const points = Math.abs(input.delta);
  const ref = `operator:${actorId}`;
  const balance = await db.transaction().execute(async (trx) => {
    const u = await assertUser(trx, input.uid);
    if (u.cancelled_at !== null) throw businessRule('该账号已注销，不能调整积分');
    if (input.delta > 0)
      return grantPoints(trx, { userId: input.uid, points, reason: 'operator_grant', ref });
    try {
      return await spendPoints(trx, { userId: input.uid, points, reason: 'operator_deduct', ref });
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 409)
        throw deductTooLarge(points, await balanceOf(trx, input.uid));
      throw err;
    }
  });
  const page = await ledgerPage(db, input.uid, { pageNum: 1, pageSize: 1 });
  const entry = page.list[0];
  if (!entry) throw new Error('the ledger row of an adjustment vanished');
  return { balance, entry };
}
