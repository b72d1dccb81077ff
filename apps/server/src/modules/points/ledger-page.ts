import { LEDGER_REASON_TEXT, type LedgerEntry, type LedgerPage, type LedgerReason } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { fetchPage } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';

const isReason = (r: string): r is LedgerReason => r in LEDGER_REASON_TEXT;

/** A page of a user's ledger, newest first, plus the balance (integral/getIntegralUseList). */
export async function ledgerPage(
  db: Db,
  userId: number,
  q: { pageNum: number; pageSize: number; kind?: 'earn' | 'spend' | undefined },
): Promise<LedgerPage> {
  let base = db.selectFrom('points_ledger').where('user_id', '=', userId);
  if (q.kind === 'earn') base = base.where('delta', '>', 0);
  if (q.kind === 'spend') base = base.where('delta', '<', 0);
  const [{ rows, total }, user] = await Promise.all([
    fetchPage(base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), q),
    db.selectFrom('users').select('points').where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  const list: LedgerEntry[] = rows.map((r) => {
    // A reason written before the codes existed reads as an operator grant.
    const reason: LedgerReason = isReason(r.reason) ? r.reason : 'operator_grant';
    const [refType = '', refId] = r.ref.split(':');
    return {
      id: r.id,
      delta: r.delta,
      balanceAfter: r.balance_after,
      reason,
      reasonText: LEDGER_REASON_TEXT[reason],
      refType,
      refId: refId !== undefined && /^\d+$/.test(refId) ? Number(refId) : null,
      createdAt: formatTime(r.created_at),
    };
  });
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize, balance: user.points };
}
