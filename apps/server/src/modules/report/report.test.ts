import type { WeeklyFigures, WeeklyReport, WeeklyReportPush } from '@jc/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { pushRuntime } from '../reminders/index.js';
import { decryptPush, makeSubscription, startPushService } from '../reminders/reminders.fixtures.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { runReportPush } from './push.js';
import { addDays, currentMonday, dayStart } from './weeks.js';

const push = await startPushService();
afterAll(() => push.close());

const MIN = 60_000;
/** A Shanghai time `YYYY-MM-DD HH:mm` as epoch ms. */
const at = (shanghai: string) => Date.parse(`${shanghai.replace(' ', 'T')}:00+08:00`);

// Two whole weeks before this one: W (last week) and P (the week before), so the figures are fixed.
const M = currentMonday(Date.now());
const W = addDays(M, -7);
const P = addDays(W, -7);
const w = (i: number) => addDays(W, i);
const p = (i: number) => addDays(P, i);

/** What the seeded history of W comes to, counted by hand. */
const WEEK_W: WeeklyFigures = {
  // Monday 20 min, Sunday 12.5 min: 32.5 min, rounded down.
  minutes: 32,
  // Mon (play, check-in), Tue, Wed (check-ins), Thu (homework), Fri (check-in), Sun (play, homework);
  // Saturday has a points change only, which is not learning.
  activeDays: 6,
  lessonsFinished: 3,
  // Mon, Tue, Wed (two posts), Fri: the longest run Mon–Wed.
  checkinDays: 4,
  checkinStreak: 3,
  // +10 at Monday 00:00:00.000 exactly, +5 on Wednesday; -20 on Saturday.
  pointsEarned: 15,
  pointsSpent: 20,
  // Thursday's and Sunday 23:59:59.999's; the failed one and the one of the next Monday 00:00 are not W's.
  homeworkCorrected: 2,
};
const WEEK_P: WeeklyFigures = {
  // 10 + 5.5 minutes.
  minutes: 15,
  // Mon, Wed (plays), Thu, Fri (check-ins); Sunday's +8 (1 ms before W's Monday) is points only.
  activeDays: 4,
  lessonsFinished: 1,
  checkinDays: 2,
  checkinStreak: 2,
  pointsEarned: 11,
  pointsSpent: 0,
  homeworkCorrected: 0,
};

describe.each(dialects)('the weekly report on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const report = (token: string, week?: string) =>
    get<WeeklyReport>('myInfo/getWeeklyReport', week ? { week } : {}, token);

  /** The history of the two weeks, written straight into the owners' tables. */
  async function seedHistory(userId: number) {
    const db = t().app.db;
    const plays: [string, number, number][] = [
      [p(0), 10 * MIN, 1],
      [p(2), 5.5 * MIN, 0],
      [w(0), 20 * MIN, 2],
      [w(6), 12.5 * MIN, 1],
    ];
    await db
      .insertInto('learning_days')
      .values(
        plays.map(([day, ms, finished]) => ({
          user_id: userId,
          day,
          played_ms: ms,
          finished_count: finished,
          updated_at: dayStart(day) + 3600_000,
        })),
      )
      .execute();
    const tasks = await db
      .selectFrom('checkin_tasks')
      .select(['id', 'camp_id'])
      .orderBy('id')
      .limit(2)
      .execute();
    // Two posts on W's Wednesday (two tasks: one post a task and day), one day of check-in.
    const posts = [p(3), p(4), w(0), w(1), w(2), w(2), w(4)];
    await db
      .insertInto('checkin_posts')
      .values(
        posts.map((day, i) => ({
          camp_id: (tasks[i === 5 ? 1 : 0] ?? tasks[0])!.camp_id,
          task_id: (tasks[i === 5 ? 1 : 0] ?? tasks[0])!.id,
          user_id: userId,
          day,
          content: `打卡 ${i}`,
          media: 'text' as const,
          like_count: 0,
          comment_count: 0,
          hidden: 0 as const,
          created_at: dayStart(day) + 19 * 3600_000,
          updated_at: dayStart(day) + 19 * 3600_000,
        })),
      )
      .execute();
    const ledger: [number, number][] = [
      [dayStart(p(1)) + 10 * 3600_000, 3],
      [dayStart(W) - 1, 8],
      [dayStart(W), 10],
      [dayStart(w(2)) + 12 * 3600_000, 5],
      [dayStart(w(5)) + 12 * 3600_000, -20],
    ];
    await db
      .insertInto('points_ledger')
      .values(
        ledger.map(([created_at, delta]) => ({
          user_id: userId,
          delta,
          balance_after: 100,
          reason: delta > 0 ? 'operator_grant' : 'operator_deduct',
          ref: 'report-test',
          created_at,
        })),
      )
      .execute();
    const upload = await db.selectFrom('uploads').select('id').orderBy('id').executeTakeFirstOrThrow();
    const homework: [number, string][] = [
      [dayStart(w(3)) + 16 * 3600_000, 'done'],
      [dayStart(w(3)) + 17 * 3600_000, 'failed'],
      [dayStart(M) - 1, 'done'],
      [dayStart(M), 'done'],
    ];
    await db
      .insertInto('homework_corrections')
      .values(
        homework.map(([created_at, status]) => ({
          user_id: userId,
          upload_id: upload.id,
          status,
          marks: '[]',
          right_count: 0,
          wrong_count: 0,
          unreadable_count: 0,
          fail_reason: '',
          engine: 'test',
          created_at,
          finished_at: created_at + 5000,
        })),
      )
      .execute();
  }

  it('answers the figures of a week and of the week before, counted by Shanghai days', async () => {
    const user = await makeShopUser(t().app.db);
    await seedHistory(user.id);
    const res = await report(user.token, W);
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({ week: W, weekEnd: w(6), previousWeek: P, currentWeek: M, inProgress: false });
    expect(r.figures).toEqual(WEEK_W);
    expect(r.previous).toEqual(WEEK_P);
    expect(r.days).toEqual([20, 0, 0, 0, 0, 0, 12].map((minutes, i) => ({ day: w(i), minutes })));
    expect(r.hasActivity).toBe(true);
    expect(r.subscribed).toBe(false);

    // The week before P compares with an empty one.
    const before = (await report(user.token, P)).body.data;
    expect(before.figures).toEqual(WEEK_P);
    expect(before.previous.minutes).toBe(0);

    // No week: this week so far, W as the week before; the correction of Monday 00:00 is this week's.
    const now = (await report(user.token)).body.data;
    expect(now).toMatchObject({ week: M, previousWeek: W, inProgress: true });
    expect(now.previous).toEqual(WEEK_W);
    expect(now.figures.homeworkCorrected).toBe(1);
  });

  it("shows a caller only their own report: there is no user parameter, another's id is ignored", async () => {
    const owner = await makeShopUser(t().app.db);
    await seedHistory(owner.id);
    const other = await makeShopUser(t().app.db);
    const res = await get<WeeklyReport>(
      'myInfo/getWeeklyReport',
      { week: W, userId: String(owner.id), id: String(owner.id) },
      other.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.figures).toEqual({
      ...WEEK_W,
      ...Object.fromEntries(Object.keys(WEEK_W).map((k) => [k, 0])),
    });
    // A new user: nothing yet anywhere.
    expect(res.body.data.hasActivity).toBe(false);
    expect(res.body.data.days.map((d) => d.minutes)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('refuses a week that is not a Monday, not a date or in the future, and callers without a token', async () => {
    const user = await makeShopUser(t().app.db);
    expectRefusal(await report(user.token, '2025-01-07'), 400, /周报日期（week）须为星期一/);
    expectRefusal(await report(user.token, '2025-1-6'), 400, /周报日期（week）须为 YYYY-MM-DD 格式/);
    expectRefusal(await report(user.token, '2025-02-31'), 400, /周报日期（week）不是有效日期/);
    expectRefusal(await report(user.token, addDays(M, 7)), 400, /周报日期（week）不能晚于本周/);
    expectRefusal(await get('myInfo/getWeeklyReport', { week: W }), 401);
    expect((await report(user.token, '2025-01-06')).status).toBe(200);
  });

  it('counts the time played and the lessons finished from the progress saves of today', async () => {
    const user = await makeShopUser(t().app.db);
    const item = await t()
      .app.db.selectFrom('items')
      .innerJoin('books', 'books.id', 'items.book_id')
      .select('items.id')
      .where('books.enabled', '=', 1)
      .orderBy('items.id')
      .executeTakeFirstOrThrow();
    // A two-minute item (the player sends the duration it reads).
    const save = (position: number) =>
      post(
        'book/saveProgress',
        { timuId: String(item.id), position: String(position), duration: '120' },
        user.token,
      );
    const today = async () =>
      t()
        .app.db.selectFrom('learning_days')
        .select(['played_ms', 'finished_count'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
    // The first save of an item counts its position (30 s).
    expect((await save(30)).status).toBe(200);
    expect(await today()).toEqual({ played_ms: 30_000, finished_count: 0 });
    // A seek to the end a moment later: finished once, but no more played time than has passed.
    expect((await save(120)).status).toBe(200);
    const after = await today();
    expect(after?.finished_count).toBe(1);
    expect(after?.played_ms).toBeLessThan(40_000);
    // Finished again: still one lesson.
    await save(120);
    expect((await today())?.finished_count).toBe(1);
    const r = (await report(user.token)).body.data;
    expect(r.figures.lessonsFinished).toBe(1);
    expect(r.figures.activeDays).toBe(1);
    expect(r.hasActivity).toBe(true);
  });

  it('switches the Sunday push and refuses a bad switch', async () => {
    const user = await makeShopUser(t().app.db);
    const on = await post<{ subscribed: boolean }>(
      'myInfo/setWeeklyReportPush',
      { enabled: 'true' },
      user.token,
    );
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ msg: '已订阅每周学习报告', data: { subscribed: true } });
    expect((await report(user.token)).body.data.subscribed).toBe(true);
    expectRefusal(
      await post('myInfo/setWeeklyReportPush', { enabled: 'yes' }, user.token),
      400,
      /订阅开关须为 true 或 false/,
    );
    expectRefusal(await post('myInfo/setWeeklyReportPush', { enabled: 'true' }), 401);
    await post('myInfo/setWeeklyReportPush', { enabled: 'false' }, user.token);
    expect((await report(user.token)).body.data.subscribed).toBe(false);
  });

  it('sends each subscriber one push of the week on Sunday from 20:00, however many runs there are', async () => {
    const db = t().app.db;
    const user = await makeShopUser(db);
    await seedHistory(user.id);
    const unsubscribed = await makeShopUser(db);
    const sub = makeSubscription(`${push.base}/ok/report-${dialect}-${user.id}`);
    const quiet = makeSubscription(`${push.base}/ok/report-${dialect}-${unsubscribed.id}`);
    expect((await post('myInfo/updateAppPushID', { registerID: sub.json }, user.token)).status).toBe(200);
    expect(
      (await post('myInfo/updateAppPushID', { registerID: quiet.json }, unsubscribed.token)).status,
    ).toBe(200);
    await post('myInfo/setWeeklyReportPush', { enabled: 'true' }, user.token);
    const received = (s: { endpoint: string }) =>
      push.received.filter((r) => `${push.base}${r.path}` === s.endpoint);
    const runtime = () => pushRuntime(db, t().config);

    // W's Sunday: 19:59 is too early, 20:00 sends, and the runs after it (and at once, as two
    // processes) send nothing more; Monday sends nothing.
    expect((await runReportPush(runtime(), at(`${w(6)} 19:59`))).week).toBeNull();
    const runs = await Promise.all([
      runReportPush(runtime(), at(`${w(6)} 20:00`)),
      runReportPush(runtime(), at(`${w(6)} 20:00`) + 1000),
    ]);
    const later = await runReportPush(runtime(), at(`${w(6)} 22:30`));
    expect((await runReportPush(runtime(), at(`${M} 08:00`))).week).toBeNull();
    expect(runs.map((r) => r.week)).toEqual([W, W]);
    const mine = (r: { claimed: number }) => r.claimed;
    // Other suites' subscribers on this store are none: the claims count this user's push alone.
    expect(runs.map(mine).reduce((a, b) => a + b, 0)).toBe(1);
    expect(later.claimed).toBe(0);
    expect(received(sub)).toHaveLength(1);
    expect(received(quiet)).toHaveLength(0);
    const note = JSON.parse(
      decryptPush((received(sub)[0] as { body: Buffer }).body, sub),
    ) as WeeklyReportPush;
    expect(note).toEqual({
      title: '本周学习周报',
      body: '本周学习 6 天，共 32 分钟，完成 3 节课，打卡 4 天。点开看看孩子这周的学习周报吧！',
      path: `/pages/user/weeklyReport?week=${W}`,
      tag: `weekly-report-${W}`,
      week: W,
    });
    const delivery = await db
      .selectFrom('report_deliveries')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ week: W, sent: 1, failed: 0, removed: 0 });

    // The next Sunday is another week: one more push.
    expect((await runReportPush(runtime(), at(`${addDays(M, 6)} 20:05`))).claimed).toBe(1);
    expect(received(sub)).toHaveLength(2);
  });
});
