import { sql } from 'kysely';
import { describe, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { localFileStore } from '../uploads/index.js';
import { makeCamp } from './checkin.fixtures.js';
import { feed } from './post-reads.js';
import { ranking } from './ranking.js';

const USERS = 100_000;
const PER = 10;

/**
 * The ranking and the feed on a generated camp of 100,000 members and 1,000,000 check-ins, timed at
 * the service (60 calls each, p50 and p99 printed). Off unless CHECKIN_BENCH=1: generating takes
 * about 5 s on SQLite and 15-30 s on PostgreSQL.
 *   CHECKIN_BENCH=1 npx vitest run --project server apps/server/src/modules/checkin/bench.test.ts
 */
describe.runIf(process.env.CHECKIN_BENCH === '1').each(dialects)('check-in bench on %s', (dialect) => {
  const t = useTestApp({ dialect, env: { DEMO_SEED: '0' } });
  it('ranking and feed on 100k members and 1M check-ins', { timeout: 900_000 }, async () => {
    const db = t().app.db;
    const c = await makeCamp(db, { startIn: -12, days: 21 });
    const t0 = performance.now();
    const first = 1_000_000;
    if (dialect === 'postgres') {
      await sql`insert into users (id, account, password_hash, nickname, avatar, points, is_teacher, is_staff, is_admin, created_at, updated_at)
        select ${first} + g, 'b' || g, '', 'u' || g, '', 0, 0, 0, 0, 0, 0 from generate_series(1, ${USERS}) g`.execute(
        db,
      );
      await sql`insert into checkin_enrolments (camp_id, user_id, days, days_at, streak, streak_at, last_day, likes_received, likes_at, checkin_count, created_at)
        select ${c.campId}, ${first} + g, (g * 7919) % 11, 1000 + g, (g::bigint * 104729) % 9, 2000 + g,
          to_char(current_date - ((g % 3))::int, 'YYYY-MM-DD'), (g * 31) % 500, 3000 + g, 10, 0 from generate_series(1, ${USERS}) g`.execute(
        db,
      );
      await sql`insert into checkin_posts (camp_id, task_id, user_id, day, content, media, like_count, comment_count, hidden, created_at, updated_at)
        select ${c.campId}, ${c.taskIds[0]}::int + k, ${first} + g, to_char(${c.start}::date + k, 'YYYY-MM-DD'), '打卡内容', 'text', 0, 0, 0,
          1700000000000 + k * 86400000 + g, 1700000000000 from generate_series(1, ${USERS}) g, generate_series(0, ${PER - 1}) k`.execute(
        db,
      );
      await sql`vacuum analyze`.execute(db);
    } else {
      const s = t().app.store.sqlite;
      if (!s) throw new Error('no sqlite');
      s.exec(`with recursive g(n) as (select 1 union all select n + 1 from g where n < ${USERS})
        insert into users (id, account, password_hash, nickname, avatar, points, is_teacher, is_staff, is_admin, created_at, updated_at)
        select ${first} + n, 'b' || n, '', 'u' || n, '', 0, 0, 0, 0, 0, 0 from g`);
      s.exec(`with recursive g(n) as (select 1 union all select n + 1 from g where n < ${USERS})
        insert into checkin_enrolments (camp_id, user_id, days, days_at, streak, streak_at, last_day, likes_received, likes_at, checkin_count, created_at)
        select ${c.campId}, ${first} + n, (n * 7919) % 11, 1000 + n, (n * 104729) % 9, 2000 + n, date('now', '+8 hours', '-' || (n % 3) || ' days'), (n * 31) % 500, 3000 + n, 10, 0 from g`);
      s.exec(`with recursive g(n) as (select 1 union all select n + 1 from g where n < ${USERS}), k(m) as (select 0 union all select m + 1 from k where m < ${PER - 1})
        insert into checkin_posts (camp_id, task_id, user_id, day, content, media, like_count, comment_count, hidden, created_at, updated_at)
        select ${c.campId}, ${c.taskIds[0]} + m, ${first} + n, date('${c.start}', '+' || m || ' days'), '打卡内容', 'text', 0, 0, 0, 1700000000000 + m * 86400000 + n, 1700000000000 from g, k`);
      s.exec('analyze');
    }
    await db
      .updateTable('checkin_camps')
      .set({ checkin_count: USERS * PER, enrolled_count: USERS })
      .where('id', '=', c.campId)
      .execute();
    await db
      .updateTable('checkin_tasks')
      .set({ checkin_count: USERS })
      .where('camp_id', '=', c.campId)
      .execute();
    console.log(dialect, 'generated in', Math.round(performance.now() - t0), 'ms');
    const store = localFileStore(t().config.uploadsDir);
    const time = async (label: string, f: () => Promise<unknown>) => {
      const ms: number[] = [];
      for (let i = 0; i < 60; i++) {
        const s = performance.now();
        await f();
        ms.push(performance.now() - s);
      }
      ms.sort((a, b) => a - b);
      console.log(dialect, label, 'p50', ms[30]?.toFixed(2), 'p99', ms[59]?.toFixed(2));
    };
    for (const type of ['days', 'streak', 'likes'] as const) {
      await time(`ranking ${type} anon`, () => ranking(db, { dakaId: c.campId, type }, null));
      await time(`ranking ${type} me mid`, () => ranking(db, { dakaId: c.campId, type }, first + 50_000));
      await time(`ranking ${type} me last-ish`, () =>
        ranking(db, { dakaId: c.campId, type }, first + 99_991),
      );
    }
    await time('feed camp p1', () => feed(db, store, { dakaId: c.campId, pageNum: 1, pageSize: 10 }, null));
    await time('feed camp p50', () =>
      feed(db, store, { dakaId: c.campId, pageNum: 50, pageSize: 10 }, first + 5),
    );
    await time('feed task p1', () =>
      feed(db, store, { taskId: c.taskIds[3], pageNum: 1, pageSize: 10 }, first + 5),
    );
    await time('feed user p1', () =>
      feed(db, store, { dakaId: c.campId, userId: first + 77, pageNum: 1, pageSize: 10 }, null),
    );
    await time('feed all p1', () => feed(db, store, { pageNum: 1, pageSize: 10 }, null));
    await time('feed day p1', () =>
      feed(db, store, { dakaId: c.campId, date: c.start, pageNum: 1, pageSize: 10 }, null),
    );
  });
});
