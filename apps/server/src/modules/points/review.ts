import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { businessRule, notFound } from '../../shared/errors.js';
import { grantPoints, type GrantReason } from './balance.js';

type Trx = Transaction<Database>;

/** The review queues whose accepted items pay their author points: content-error reports, teacher claims. */
type PayingQueue = 'reward_reports' | 'teacher_claims';

export interface PayingDecision {
  table: PayingQueue;
  id: number;
  accept: boolean;
  /** The status an accepted row gets (accepted, approved); a rejected one gets `rejected`. */
  acceptedStatus: string;
  /** The points of an accepted row (0 is kept for a rejected one). */
  points: number;
  reason?: string | undefined;
  /** The ledger row of an accepted one: its reason and `<type>:` of its ref. */
  ledger: { reason: GrantReason; refType: string };
  /** The refusals: no such row, and a row already decided (another operator was first). */
  missing: string;
  decided: string;
  at: number;
}

/**
 * Decides a pending item of a paying queue once, inside the caller's transaction: the row's status, its
 * points and reason, and for an accepted one the points through the ledger. A row decided meanwhile (the
 * update finds it no longer pending) is refused, so points are never paid twice. Answers the author.
 */
export async function decidePaying(trx: Trx, d: PayingDecision): Promise<{ userId: number }> {
  // Both tables have these columns; Kysely cannot type an update over a union of tables, hence the casts.
  const db = trx as unknown as Transaction<{ q: Database['reward_reports'] }>;
  const table = d.table as unknown as 'q';
  const row = await db.selectFrom(table).select(['id', 'user_id']).where('id', '=', d.id).executeTakeFirst();
  if (!row) throw notFound(d.missing);
  const res = await db
    .updateTable(table)
    .set({
      status: (d.accept ? d.acceptedStatus : 'rejected') as Database['reward_reports']['status'],
      points: d.accept ? d.points : 0,
      reject_reason: d.accept ? '' : (d.reason ?? ''),
      decided_at: d.at,
    })
    .where('id', '=', d.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw businessRule(d.decided);
  if (d.accept)
    await grantPoints(trx, {
      userId: row.user_id,
      points: d.points,
      reason: d.ledger.reason,
      ref: `${d.ledger.refType}:${row.id}`,
      at: d.at,
    });
  return { userId: row.user_id };
}
