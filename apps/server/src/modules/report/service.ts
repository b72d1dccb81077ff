import type { WeeklyFigures, WeeklyReport } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { badInput } from '../../shared/errors.js';
import { formatDate } from '../../shared/time.js';
import { addDays, currentMonday, dayStart, longestRun, weekDays } from './weeks.js';

export const FUTURE_WEEK_MSG = '周报日期（week）不能晚于本周';

/** Every day's figures of the two weeks read, by day. */
interface DayFacts {
  playedMs: number;
  finished: number;
  checkin: boolean;
  earned: number;
  spent: number;
  homework: number;
}

const emptyDay = (): DayFacts => ({
  playedMs: 0,
  finished: 0,
  checkin: false,
  earned: 0,
  spent: 0,
  homework: 0,
});

/**
 * The facts of the days from `from` to `to` (inclusive) of one user: four range reads by the owners'
 * (user, time) indexes (learning_days' key, checkin_posts_user_day, points_ledger_user,
 * homework_corrections_user), so a user's years of history cost nothing (docs/report.md).
 */
async function readDays(db: Db, userId: number, from: string, to: string): Promise<Map<string, DayFacts>> {
  const start = dayStart(from);
  const end = dayStart(addDays(to, 1));
  const [plays, posts, ledger, homework] = await Promise.all([
    db
      .selectFrom('learning_days')
      .select(['day', 'played_ms', 'finished_count'])
      .where('user_id', '=', userId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
    db
      .selectFrom('checkin_posts')
      .select('day')
      .distinct()
      .where('user_id', '=', userId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
    db
      .selectFrom('points_ledger')
      .select(['delta', 'created_at'])
      .where('user_id', '=', userId)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .execute(),
    db
      .selectFrom('homework_corrections')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .where('status', '=', 'done')
      .execute(),
  ]);
  const days = new Map<string, DayFacts>();
  const at = (day: string) => {
    let d = days.get(day);
    if (!d) days.set(day, (d = emptyDay()));
    return d;
  };
  for (const p of plays) {
    const d = at(p.day);
    d.playedMs += Number(p.played_ms);
    d.finished += p.finished_count;
  }
  for (const p of posts) at(p.day).checkin = true;
  for (const l of ledger) {
    const d = at(formatDate(l.created_at));
    if (l.delta > 0) d.earned += l.delta;
    else d.spent -= l.delta;
  }
  for (const h of homework) at(formatDate(h.created_at)).homework++;
  return days;
}

const minutesOf = (ms: number) => Math.floor(ms / 60_000);

/** The figures of the week starting on `monday` from the facts by day. */
export function figuresOf(days: Map<string, DayFacts>, monday: string): WeeklyFigures {
  const f: WeeklyFigures = {
    minutes: 0,
    activeDays: 0,
    lessonsFinished: 0,
    checkinDays: 0,
    checkinStreak: 0,
    pointsEarned: 0,
    pointsSpent: 0,
    homeworkCorrected: 0,
  };
  let playedMs = 0;
  const checkins: string[] = [];
  for (const day of weekDays(monday)) {
    const d = days.get(day);
    if (!d) continue;
    playedMs += d.playedMs;
    f.lessonsFinished += d.finished;
    if (d.checkin) checkins.push(day);
    f.pointsEarned += d.earned;
    f.pointsSpent += d.spent;
    f.homeworkCorrected += d.homework;
    if (d.playedMs > 0 || d.finished > 0 || d.checkin || d.homework > 0) f.activeDays++;
  }
  f.minutes = minutesOf(playedMs);
  f.checkinDays = checkins.length;
  f.checkinStreak = longestRun(checkins);
  return f;
}

/** Whether the user has any activity of the report at all (four `limit 1` reads by index). */
async function hasAnyActivity(db: Db, userId: number): Promise<boolean> {
  const found = await Promise.all([
    db
      .selectFrom('learning_days')
      .select('user_id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('checkin_posts')
      .select('user_id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('points_ledger')
      .select('user_id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('homework_corrections')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('status', '=', 'done')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return found.some((r) => r !== undefined);
}

/** The caller's report of the week starting on `week` (default: this week); a future week is a 400. */
export async function weeklyReport(
  db: Db,
  userId: number,
  week: string | undefined,
  now = Date.now(),
): Promise<WeeklyReport> {
  const current = currentMonday(now);
  const monday = week ?? current;
  if (monday > current) throw badInput(FUTURE_WEEK_MSG);
  const previousWeek = addDays(monday, -7);
  const weekEnd = addDays(monday, 6);
  const [facts, sub] = await Promise.all([
    readDays(db, userId, previousWeek, weekEnd),
    db.selectFrom('report_subscriptions').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const figures = figuresOf(facts, monday);
  const previous = figuresOf(facts, previousWeek);
  return {
    week: monday,
    weekEnd,
    previousWeek,
    currentWeek: current,
    inProgress: monday === current,
    days: weekDays(monday).map((day) => ({ day, minutes: minutesOf(facts.get(day)?.playedMs ?? 0) })),
    figures,
    previous,
    hasActivity: facts.size > 0 || (await hasAnyActivity(db, userId)),
    subscribed: sub !== undefined,
  };
}

/** Switches the Sunday push of the report for the user. */
export async function setReportPush(
  db: Db,
  userId: number,
  enabled: boolean,
  now = Date.now(),
): Promise<boolean> {
  if (enabled) {
    await db
      .insertInto('report_subscriptions')
      .values({ user_id: userId, created_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  } else {
    await db.deleteFrom('report_subscriptions').where('user_id', '=', userId).execute();
  }
  return enabled;
}
