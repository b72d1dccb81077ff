import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { shiftDay } from './dates.js';

/** Longest and last runs of consecutive days in a sorted list of distinct days. */
export function runsOf(days: string[]): { last: number; longest: number } {
  let run = 0;
  let longest = 0;
  let prev: string | null = null;
  for (const d of days) {
    run = prev !== null && shiftDay(prev, 1) === d ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = d;
  }
  return { last: run, longest };
}

/**
 * Rebuilds a member's days, streak and last day from their check-ins in the camp (after one is
 * deleted): bounded by one user's posts. A value's time is when it was reached: the first check-in of
 * the last day counted.
 */
export async function recomputeSummary(
  trx: Transaction<Database>,
  campId: number,
  userId: number,
): Promise<void> {
  const rows = await trx
    .selectFrom('checkin_posts')
    .select((eb) => ['day', eb.fn.min<number>('created_at').as('first')])
    .where('user_id', '=', userId)
    .where('camp_id', '=', campId)
    .groupBy('day')
    .orderBy('day')
    .execute();
  const last = rows.at(-1);
  const { last: streak } = runsOf(rows.map((r) => r.day));
  const enrolment = await trx
    .selectFrom('checkin_enrolments')
    .select('created_at')
    .where('camp_id', '=', campId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!enrolment) return;
  const at = last ? Number(last.first) : enrolment.created_at;
  await trx
    .updateTable('checkin_enrolments')
    .set({ days: rows.length, days_at: at, streak, streak_at: at, last_day: last?.day ?? null })
    .where('camp_id', '=', campId)
    .where('user_id', '=', userId)
    .execute();
}
