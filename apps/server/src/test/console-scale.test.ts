import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db, Dialect } from '../db/index.js';
import { userLedger } from '../modules/users/admin-points.js';
import { listUsers } from '../modules/users/admin.js';
import { listBooks } from '../modules/catalogue/books.js';
import { dialects, useTestApp } from './app.js';

// CONSOLE_BENCH=1 npx vitest run --project server apps/server/src/test/console-scale.test.ts
// The operator console's lists at a province's size: 10,000 books, 1,000,000 users and
// 10,000,000 ledger rows (ten per user, and 100,000 for one busy account), then each list's first page
// with its count, as the console asks for it. Off by default (it writes for minutes); figures in
// docs/console.md, "Scale".
const RUN = process.env.CONSOLE_BENCH === '1';
const BOOKS = 10_000;
const USERS = 1_000_000;
const PER_USER = 10;
const BUSY = 100_000;

/** n rows of `select` over 1..n, in either dialect (the select names the counter `n`). */
function series(dialect: Dialect, n: number) {
  return dialect === 'postgres'
    ? sql`(select g::bigint as n from generate_series(1, ${sql.lit(n)}) g) s`
    : sql`(with recursive g(n) as (select 1 union all select n + 1 from g where n < ${sql.lit(n)}) select n from g) s`;
}

async function fill(db: Db, dialect: Dialect) {
  // Constants go in as literals: a bound number is a REAL to SQLite and an int4 guess to PostgreSQL.
  const now = Date.now();
  const pad = (expr: string, width: number) =>
    dialect === 'postgres'
      ? `lpad(${expr}::text, ${width}, '0')`
      : `substr('${'0'.repeat(width)}' || ${expr}, -${width})`;
  // Books copy the first seeded book's dictionaries, spread over its subject, grade and cebie.
  await sql`insert into books (book_no, title, sub_title, cover, subject_id, grade_id, cebie_id, bookarea, buttons,
      friend_is_video, friend_percent, sort, enabled, hits_video, created_at, updated_at)
    select 'B' || ${sql.raw(pad('n', 6))}, '规模测试教材' || n, '', '', b.subject_id, b.grade_id, b.cebie_id, '', 's-视频',
      0, 0, n, n % 2, 0, ${sql.lit(now)}, ${sql.lit(now)}
    from ${series(dialect, BOOKS)}, (select subject_id, grade_id, cebie_id from books order by id limit 1) b`.execute(
    db,
  );
  await sql`insert into users (account, phone, password_hash, nickname, avatar, points, is_teacher, is_staff, is_admin, created_at, updated_at)
    select 'u' || n, '138' || ${sql.raw(pad('n', 8))}, '', '学生' || n, '', ${sql.lit(PER_USER * 5)}, 0, 0, 0, ${sql.lit(now)}, ${sql.lit(now)}
    from ${series(dialect, USERS)}`.execute(db);
  const first = await db
    .selectFrom('users')
    .select('id')
    .where('account', '=', 'u1')
    .executeTakeFirstOrThrow();
  // Ten rows for each scale user: user i's row k is n = (i - 1) * 10 + k.
  await sql`insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at)
    select ${sql.lit(first.id)} + (n - 1) / ${sql.lit(PER_USER)}, 5, 5 * (1 + (n - 1) % ${sql.lit(PER_USER)}), 'checkin', 'post:' || n, ${sql.lit(now)} - n * 1000
    from ${series(dialect, USERS * PER_USER)}`.execute(db);
  await sql`insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at)
    select ${sql.lit(first.id)}, 1, n, 'operator_grant', 'operator:1', ${sql.lit(now)} - n * 1000
    from ${series(dialect, BUSY)}`.execute(db);
  await sql`update users set points = ${sql.lit(BUSY)} + ${sql.lit(PER_USER * 5)} where id = ${sql.lit(first.id)}`.execute(
    db,
  );
  await sql`analyze`.execute(db);
  return first.id;
}

async function time<T>(label: string, run: () => Promise<T>, describeAnswer: (a: T) => string) {
  const times: number[] = [];
  let answer: T | undefined;
  for (let i = 0; i < 15; i++) {
    const s = performance.now();
    answer = await run();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label}: ${describeAnswer(answer as T)}, p50 ${times[7]?.toFixed(1)} ms, max ${times[14]?.toFixed(1)} ms`,
  );
  return answer as T;
}

describe.skipIf(!RUN).each(dialects)('the console lists on %s at a province size', (dialect) => {
  const t = useTestApp({ dialect });

  it('pages each list from its indexes', { timeout: 1_800_000 }, async () => {
    const { db } = t().app;
    const started = Date.now();
    const firstScaleUser = await fill(db, dialect);
    console.log(
      `${dialect}: ${BOOKS} books, ${USERS} users, ${USERS * PER_USER + BUSY} ledger rows written in ${Date.now() - started} ms`,
    );
    const page = { pageNum: 1, pageSize: 20 };
    const paged = (p: { total: number; list: unknown[] }) => `total ${p.total}, ${p.list.length} rows`;

    const books = await time('books, page 1 of all', () => listBooks(db, { ...page, keyword: '' }), paged);
    expect(books.total).toBeGreaterThanOrEqual(BOOKS);
    await time('books, page 400', () => listBooks(db, { pageNum: 400, pageSize: 20, keyword: '' }), paged);
    const match = await time(
      'books, keyword 规模测试教材9999',
      () => listBooks(db, { ...page, keyword: '规模测试教材9999' }),
      paged,
    );
    expect(match.total).toBe(1);
    await time('books, on shelf only', () => listBooks(db, { ...page, keyword: '', enabled: true }), paged);

    const users = await time(
      'users, account prefix u65432',
      () => listUsers(db, dialect, { ...page, keyword: 'u65432' }),
      paged,
    );
    expect(users.total).toBe(11);

    const small = await time(
      'ledger of a user with 10 rows',
      () => userLedger(db, { uid: firstScaleUser + 654_320, ...page }),
      paged,
    );
    expect(small.total).toBe(PER_USER);
    const busy = await time(
      'ledger of a user with 100,010 rows, page 1',
      () => userLedger(db, { uid: firstScaleUser, ...page }),
      paged,
    );
    expect(busy.total).toBe(BUSY + PER_USER);
    expect(busy.balance).toBe(BUSY + PER_USER * 5);
    await time(
      'ledger of that user, page 2,000',
      () => userLedger(db, { uid: firstScaleUser, pageNum: 2000, pageSize: 20 }),
      paged,
    );
  });
});
