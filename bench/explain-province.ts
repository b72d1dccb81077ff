/**
 * `PROVINCE_DB=jc_province_… npx tsx --conditions=source bench/explain-province.ts`: the SQL the server
 * runs for the province bench's database reads, each with its time and `EXPLAIN (ANALYZE, BUFFERS)`, on a
 * database a `bench:province` run kept (PROVINCE_KEEP=1). The services are the server's own (its
 * source), run on a Kysely that records every query: the camp's rankings as its member (no shared
 * loads, so every query runs), the statistics job's run over the recent days, the home list's and a
 * book's cache loads; and a pay's two writes on the big tables, rolled back. PROVINCE_EXPLAIN_MS
 * (0): plans of the queries at least that slow only.
 */
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { PG_ADMIN } from './lib/province.js';
import { rankedCamp } from './lib/province-measure.js';

/** The server's services, loaded from its source (a computed path: the bench's types stop at the server). */
const serverSrc = new URL('../apps/server/src/', import.meta.url).href;
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const services = async () => ({
  ...((await import(`${serverSrc}modules/checkin/ranking.js`)) as {
    ranking(
      db: AnyDb,
      q: { dakaId: number; type: 'days' | 'streak' | 'likes' },
      viewer: number,
    ): Promise<unknown>;
  }),
  ...((await import(`${serverSrc}modules/stats/index.js`)) as {
    refreshRollups(db: AnyDb): Promise<unknown>;
  }),
  ...((await import(`${serverSrc}modules/books/home.js`)) as {
    loadMainPageBookList(db: AnyDb, q: { subject: number; grade: number; cebie: number }): Promise<unknown>;
  }),
  ...((await import(`${serverSrc}modules/book-detail/book-cache.js`)) as {
    loadBookInfo(db: AnyDb, bookNo: string): Promise<unknown>;
  }),
});

// Bigints as numbers, as the server's pool reads them (db/index.ts).
pg.types.setTypeParser(20, (v) => Number(v));

const name = process.env.PROVINCE_DB;
const MIN_MS = Number(process.env.PROVINCE_EXPLAIN_MS ?? 0);

async function main() {
  if (!name || !/^jc_province_[a-z0-9_]+$/.test(name)) throw new Error('set PROVINCE_DB=jc_province_…');
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  let captured: { sql: string; parameters: readonly unknown[]; ms: number }[] = [];
  const { ranking, refreshRollups, loadMainPageBookList, loadBookInfo } = await services();
  const db: AnyDb = new Kysely({
    dialect: new PostgresDialect({ pool }),
    log: (e: LogEvent) => {
      if (e.level === 'query')
        captured.push({ sql: e.query.sql, parameters: e.query.parameters, ms: e.queryDurationMillis });
    },
  });
  const explainAll = async (title: string, run: () => Promise<unknown>) => {
    captured = [];
    await run();
    console.log(`\n=== ${title}: ${captured.length} queries`);
    for (const q of captured) {
      console.log(`\n-- ${q.ms.toFixed(1)} ms: ${q.sql.replace(/\s+/g, ' ')}`);
      console.log(`-- parameters: ${JSON.stringify(q.parameters)}`);
      if (q.ms < MIN_MS || !/^\s*select/i.test(q.sql)) continue;
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${q.sql}`,
        q.parameters as unknown[],
      );
      for (const r of plan.rows) console.log(r['QUERY PLAN']);
    }
  };
  try {
    const { campId, memberId } = await rankedCamp(client);
    for (const type of ['days', 'streak', 'likes'] as const)
      await explainAll(`ranking ${type}, camp ${campId}, as member ${memberId}`, () =>
        ranking(db, { dakaId: campId, type }, memberId),
      );
    await explainAll('statistics rollup (recent days)', () => refreshRollups(db));
    await explainAll('home list (its cache load)', () =>
      loadMainPageBookList(db, { subject: 12, grade: 1, cebie: 10 }),
    );
    await explainAll('a book (its cache load)', () => loadBookInfo(db, '927'));
    // A pay's writes on the big tables (spendPoints: the conditional decrement and the ledger row), rolled back.
    const user = (
      await client.query<{ id: number }>(`select max(id) as id from users where password_hash = '!'`)
    ).rows[0];
    if (user?.id) {
      console.log(`\n=== a pay's writes (user ${user.id}), rolled back`);
      await client.query('begin');
      try {
        for (const sql of [
          `update users set points = points - 5 where id = ${user.id} and points >= 5 returning points`,
          `insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at)
           values (${user.id}, -5, 0, 'order_pay', 'order:0', ${Date.now()})`,
        ]) {
          console.log(`\n-- ${sql.replace(/\s+/g, ' ')}`);
          const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`);
          for (const r of plan.rows) console.log(r['QUERY PLAN']);
        }
      } finally {
        await client.query('rollback');
      }
    }
  } finally {
    await db.destroy();
    await client.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
