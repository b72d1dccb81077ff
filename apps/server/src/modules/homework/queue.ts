import type { HomeworkMark } from '@jc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { countMarks } from './arithmetic.js';

/**
 * The correction queue (docs/homework.md, "Queue"): a table of jobs, so queued work survives a
 * restart. A runner claims one job at a time with one conditional UPDATE (both dialects): a queued job
 * that is due, or a running one whose lock went stale (its process died mid-way).
 */

/**
 * A running job untouched this long belongs to a process that died; it is claimed again. The default of
 * HOMEWORK_STALE_LOCK_MS: longer than any correction takes, or a live job would be worked twice.
 */
export const STALE_LOCK_MS = 2 * 60_000;
/** Waits before the next attempt of a failed job: 5 s, 20 s, 45 s … */
const retryDelay = (attempts: number) => 5_000 * attempts * attempts;

export const FAIL_REASON_NO_LINES = '照片中没有找到算式，请把作业放平、拍清楚后重新上传';
export const FAIL_REASON_ENGINE = '批改服务暂时出错，多次尝试仍未完成，请稍后重新上传';

/** Queues a correction's job (inside the caller's transaction). */
export async function enqueueCorrection(db: Db, correctionId: number, now = Date.now()): Promise<void> {
  await db
    .insertInto('homework_jobs')
    .values({
      correction_id: correctionId,
      status: 'queued',
      attempts: 0,
      locked_at: null,
      run_after: now,
      last_error: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export interface ClaimedJob {
  id: number;
  correctionId: number;
  attempts: number;
  lockedAt: number;
}

/**
 * Claims the next due job, or null. Two runners racing for one job: one update wins, the other finds none.
 * A running job whose lock is older than `staleLockMs` is claimed again.
 */
export async function claimJob(
  db: Db,
  now = Date.now(),
  staleLockMs = STALE_LOCK_MS,
): Promise<ClaimedJob | null> {
  const stale = now - staleLockMs;
  const due = (q: Db) =>
    q
      .selectFrom('homework_jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_at', '<', stale)]),
        ]),
      )
      .orderBy('id')
      .limit(1);
  const next = await due(db).executeTakeFirst();
  if (!next) return null;
  const row = await db
    .updateTable('homework_jobs')
    .set({ status: 'running', locked_at: now, attempts: sql<number>`attempts + 1`, updated_at: now })
    .where('id', '=', next.id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_at', '<', stale)]),
      ]),
    )
    .returning(['id', 'correction_id', 'attempts'])
    .executeTakeFirst();
  if (!row) return claimJob(db, now, staleLockMs);
  return { id: row.id, correctionId: row.correction_id, attempts: row.attempts, lockedAt: now };
}

/** Records a finished correction and closes its job, in one transaction; false if the lock was lost. */
export async function finishJob(
  db: Db,
  job: ClaimedJob,
  outcome: { marks: HomeworkMark[]; engine: string } | { failReason: string; engine: string; error: string },
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('homework_jobs')
      .set({
        status: 'marks' in outcome ? 'done' : 'failed',
        locked_at: null,
        last_error: 'marks' in outcome ? '' : outcome.error.slice(0, 300),
        updated_at: now,
      })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('locked_at', '=', job.lockedAt)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) return false;
    if ('marks' in outcome) {
      const c = countMarks(outcome.marks);
      await trx
        .updateTable('homework_corrections')
        .set({
          status: 'done',
          marks: JSON.stringify(outcome.marks),
          right_count: c.right,
          wrong_count: c.wrong,
          unreadable_count: c.unreadable,
          fail_reason: '',
          engine: outcome.engine,
          finished_at: now,
        })
        .where('id', '=', job.correctionId)
        .execute();
    } else {
      await trx
        .updateTable('homework_corrections')
        .set({ status: 'failed', fail_reason: outcome.failReason, engine: outcome.engine, finished_at: now })
        .where('id', '=', job.correctionId)
        .execute();
    }
    return true;
  });
}

/** A failed attempt: queued again after a pause, unless it was the last one. */
export async function retryJob(db: Db, job: ClaimedJob, error: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('homework_jobs')
    .set({
      status: 'queued',
      locked_at: null,
      run_after: now + retryDelay(job.attempts),
      last_error: error.slice(0, 300),
      updated_at: now,
    })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('locked_at', '=', job.lockedAt)
    .execute();
}
