import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { listUsers } from './admin.js';

// USERS_BENCH=1 npx vitest run --project server apps/server/src/modules/users/bench.test.ts
// A million users (account u<n>, phone 138<8 digits>, nickname 学生<n>), then the console's searches.
const RUN = process.env.USERS_BENCH === '1';
const N = Number(process.env.USERS_BENCH_N ?? 1_000_000);

describe.skipIf(!RUN).each(dialects)('user search on %s with a million users', (dialect) => {
  const t = useTestApp({ dialect });

  it('answers each search from the indexes', { timeout: 900_000 }, async () => {
    const { db } = t().app;
    const started = Date.now();
    const now = Date.now();
    if (dialect === 'postgres')
      await sql`insert into users (account, phone, password_hash, nickname, avatar, points, is_teacher, is_staff, is_admin, created_at, updated_at)
        select 'u' || g, '138' || lpad(g::text, 8, '0'), '', '学生' || g, '', 0, 0, 0, 0, ${now}, ${now}
        from generate_series(1, ${N}) g`.execute(db);
    else
      await sql`with recursive g(n) as (select 1 union all select n + 1 from g where n < ${N})
        insert into users (account, phone, password_hash, nickname, avatar, points, is_teacher, is_staff, is_admin, created_at, updated_at)
        select 'u' || n, '138' || substr('00000000' || n, -8), '', '学生' || n, '', 0, 0, 0, 0, ${now}, ${now} from g`.execute(
        db,
      );
    if (dialect === 'postgres') await sql`analyze users`.execute(db);
    else await sql`analyze`.execute(db);
    console.log(`${dialect}: ${N} users written in ${Date.now() - started} ms`);

    const cases: [string, string | undefined][] = [
      ["quote in the keyword (o'k)", "o'k"],
      ['no keyword (page 1 of all)', undefined],
      ['account prefix, 1 match (u654321)', 'u654321'],
      ['account prefix, 11 matches (u65432)', 'u65432'],
      ['phone prefix, 11 matches (1380065432)', '1380065432'],
      ['nickname prefix, 11 matches (学生65432)', '学生65432'],
      ['account prefix, 111,111 matches (u1)', 'u1'],
      ['no match (zz)', 'zz'],
    ];
    for (const [name, keyword] of cases) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < 15; i++) {
        const s = performance.now();
        const page = await listUsers(db, dialect, {
          pageNum: 1,
          pageSize: 20,
          ...(keyword ? { keyword } : {}),
        });
        times.push(performance.now() - s);
        total = page.total;
      }
      times.sort((a, b) => a - b);
      console.log(
        `${dialect} ${name}: total ${total}, p50 ${times[7]?.toFixed(1)} ms, max ${times[14]?.toFixed(1)} ms`,
      );
    }
    if (dialect === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan select id from users
        where account like 'u65432%' escape '\\' or phone like 'u65432%' escape '\\' or nickname like 'u65432%' escape '\\'`.execute(
        db,
      );
      console.log('sqlite plan:', plan.rows.map((r) => r.detail).join(' | '));
    } else {
      const plan = await sql<{ 'QUERY PLAN': string }>`explain select id from users
        where lower(account) like 'u65432%' escape '\\' or lower(phone) like 'u65432%' escape '\\' or lower(nickname) like 'u65432%' escape '\\'`.execute(
        db,
      );
      console.log('postgres plan:', plan.rows.map((r) => r['QUERY PLAN']).join(' | '));
    }
    expect(true).toBe(true);
  });
});
