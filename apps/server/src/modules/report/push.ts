import { WEEKLY_REPORT_PATH, type WeeklyFigures, type WeeklyReportPush } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { formatTime } from '../../shared/time.js';
import { pushToUsers, type PushDeps } from '../reminders/index.js';
import { weeklyReport } from './service.js';
import { currentMonday } from './weeks.js';

/** The push goes out on Sunday from 20:00 Shanghai; a tick until midnight still sends a missed one. */
export const PUSH_HOUR = 20;
/** Subscriptions read per query. */
const PAGE = 200;
/** Deliveries are kept this long (the claim of a week need not outlive the week by much). */
export const REPORT_DELIVERY_KEEP_MS = 60 * 24 * 3600_000;

export interface ReportPushRun {
  week: string | null;
  claimed: number;
  sent: number;
  failed: number;
}

/** The week whose push is due at `now` (its Monday), or null outside Sunday 20:00–24:00 Shanghai. */
export function dueWeek(now: number): string | null {
  const local = formatTime(now); // YYYY-MM-DD HH:mm:ss
  const day = local.slice(0, 10);
  if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) return null;
  if (Number(local.slice(11, 13)) < PUSH_HOUR) return null;
  return currentMonday(now);
}

/** The notification's text: a line of the week's figures. */
export function pushBody(f: WeeklyFigures): string {
  if (f.activeDays === 0 && f.pointsEarned === 0 && f.pointsSpent === 0)
    return '这周还没有学习记录，下周一起加油吧！点开看看学习周报。';
  return `本周学习 ${f.activeDays} 天，共 ${f.minutes} 分钟，完成 ${f.lessonsFinished} 节课，打卡 ${f.checkinDays} 天。点开看看孩子这周的学习周报吧！`;
}

/**
 * Claims a user's push of a week once: in one transaction, the subscription is still there and the
 * (user, week) delivery row is inserted by this call and nobody else (its primary key; PostgreSQL makes
 * the second insert wait for the first's commit, SQLite runs one writer at a time).
 */
async function claim(db: Db, userId: number, week: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const sub = await trx
      .selectFrom('report_subscriptions')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!sub) return false;
    const res = await trx
      .insertInto('report_deliveries')
      .values({ user_id: userId, week, sent: 0, failed: 0, removed: 0, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'week']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  });
}

/**
 * One pass of the Sunday push (docs/report.md): on Sunday from 20:00, every subscribed user's report of
 * the week is claimed once and sent with the reminders' sender to each of their devices. Outside that
 * window it does nothing. At most once: a crash between claim and send loses that week's push.
 */
export async function runReportPush(deps: PushDeps, now = Date.now()): Promise<ReportPushRun> {
  const week = dueWeek(now);
  const run: ReportPushRun = { week, claimed: 0, sent: 0, failed: 0 };
  if (!week) return run;
  const db = deps.db;
  let after = 0;
  for (;;) {
    const subs = await db
      .selectFrom('report_subscriptions as s')
      .leftJoin('report_deliveries as d', (j) =>
        j.onRef('d.user_id', '=', 's.user_id').on('d.week', '=', week),
      )
      .select('s.user_id')
      .where('d.user_id', 'is', null)
      .where('s.user_id', '>', after)
      .orderBy('s.user_id')
      .limit(PAGE)
      .execute();
    const claimed: number[] = [];
    for (const { user_id } of subs) if (await claim(db, user_id, week, now)) claimed.push(user_id);
    run.claimed += claimed.length;
    const messages = await Promise.all(
      claimed.map(async (userId) => {
        const report = await weeklyReport(db, userId, week, now);
        const notification: WeeklyReportPush = {
          title: '本周学习周报',
          body: pushBody(report.figures),
          path: `${WEEKLY_REPORT_PATH}?week=${week}`,
          tag: `weekly-report-${week}`,
          week,
        };
        return { userId, payload: JSON.stringify(notification) };
      }),
    );
    const counts = await pushToUsers(deps, messages);
    for (const [i, userId] of claimed.entries()) {
      const c = counts[i];
      if (!c) continue;
      run.sent += c.sent;
      run.failed += c.failed;
      await db
        .updateTable('report_deliveries')
        .set(c)
        .where('user_id', '=', userId)
        .where('week', '=', week)
        .execute();
    }
    if (subs.length < PAGE) break;
    after = subs[subs.length - 1]?.user_id ?? after;
  }
  return run;
}

/** Drops deliveries older than REPORT_DELIVERY_KEEP_MS. */
export async function purgeReportDeliveries(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('report_deliveries')
    .where('created_at', '<', now - REPORT_DELIVERY_KEEP_MS)
    .execute();
}
