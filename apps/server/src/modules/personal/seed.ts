import type { ModuleSeed } from '../../db/seed.js';
import { formatDate } from '../../shared/time.js';

const DAY_MS = 24 * 3600_000;

/**
 * The student's listening and watching over the last six weeks, minutes per day back from yesterday
 * (0: a day off), and the lessons finished on those days: the weekly report (docs/report.md) looks
 * alive on first start. Today is left for the visitor's own plays.
 */
export const STUDENT_PLAYED_MINUTES: readonly number[] = [
  18, 0, 25, 12, 16, 9, 0, 22, 30, 0, 14, 11, 19, 8, 0, 12, 17, 15, 0, 9, 26, 20, 0, 13, 10, 0, 7, 16, 24, 0,
  11, 0, 15, 9, 0, 12, 18, 6, 0, 14, 10, 0,
];

export const personalSeed: ModuleSeed = {
  after: ['account'],
  async run({ trx, demo, now }) {
    if (!demo) return null;
    const student = await trx
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'student')
      .executeTakeFirst();
    if (!student) return null;
    if (
      await trx
        .selectFrom('learning_days')
        .select('user_id')
        .where('user_id', '=', student.id)
        .executeTakeFirst()
    )
      return null;
    const rows = STUDENT_PLAYED_MINUTES.flatMap((minutes, i) => {
      if (minutes === 0) return [];
      const at = now - (i + 1) * DAY_MS;
      return [
        {
          user_id: student.id,
          day: formatDate(at),
          played_ms: minutes * 60_000 + ((i * 7919) % 60) * 1000,
          finished_count: Math.floor(minutes / 8),
          updated_at: at,
        },
      ];
    });
    await trx.insertInto('learning_days').values(rows).execute();
    return { learning_days: rows.length };
  },
};
