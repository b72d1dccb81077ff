/**
 * `npm run bench:province` (needs `npm run build` and PostgreSQL; Redis when it answers): a province's
 * data. On a fresh PostgreSQL database `jc_province_<random>` the built server migrates and
 * seeds the demo store; the hot reads of `npm run bench`, the check-in camp's rankings (anonymous and as a
 * member, whose own place is counted), the statistics (as staff and admin) and the shop's pays are
 * measured; the server stops, the database is filled to a province (lib/province-fill.ts: 10,000 books,
 * 1,000,000 users, 10,000,000 ledger rows, 1,000,000 check-ins), the server starts again and the same
 * calls are measured. The table compares them: the target is every call within 1.5× (req/s at least
 * 1/1.5 of the small figure, p99 at most 1.5×). The database is dropped at the end (also on failure).
 *
 * Environment:
 * - PROVINCE_SCALE (1), or PROVINCE_BOOKS / _USERS / _LEDGER / _CHECKINS: the sizes.
 * - BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3, the median run is reported).
 * - PROVINCE_PAY_USERS (200, two orders each).
 * - PROVINCE_PORT (4400): the server's port.
 * - PROVINCE_PARTS (small,fill,province): a subset; `pair` measures a kept province (PROVINCE_DB) beside a
 *   fresh demo store on PROVINCE_PORT + 1, call by call in alternation; PROVINCE_DB names an existing `jc_province_…` database
 *   to measure (then kept), PROVINCE_KEEP=1 keeps the new one, PROVINCE_SMALL reads the small figures of
 *   an earlier run's JSON.
 * - PROVINCE_CALLS: only the calls whose path and caller (`… (member)`) contain one of these (comma-separated).
 * - PROVINCE_REDIS (redis://127.0.0.1:6379; empty: PostgreSQL alone), PROVINCE_SLOW_MS (log slower
 *   statements with their plans in PostgreSQL's log).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { HOT_READS } from './lib/hot-reads.js';
import {
  logSlowStatements,
  provinceDataDir,
  provinceDatabase,
  provinceRedis,
  provinceSizes,
  removeDir,
  startProvinceServer,
} from './lib/province.js';
import { fillProvince, storeInvariants, type FillReport } from './lib/province-fill.js';
import {
  measureCalls,
  measurePairs,
  measurePays,
  prepareContext,
  provinceCalls,
  type PhaseFigures,
} from './lib/province-measure.js';
import { repoRoot, type RunningProcess } from './lib/server.js';
import { STATS_READS } from './lib/stats.js';

const PORT = Number(process.env.PROVINCE_PORT ?? 4400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAY_USERS = Number(process.env.PROVINCE_PAY_USERS ?? 200);
const PARTS = new Set((process.env.PROVINCE_PARTS ?? 'small,fill,province').split(',').map((p) => p.trim()));
const REDIS = process.env.PROVINCE_REDIS ?? 'redis://127.0.0.1:6379';
/** Within 1.5×: throughput at least 1/1.5 of the small store's, p99 at most 1.5 times. */
const FACTOR = 1.5;

interface Report {
  date: string;
  database: string;
  sizes: ReturnType<typeof provinceSizes>;
  seconds: number;
  connections: number;
  rounds: number;
  redis: boolean;
  small?: PhaseFigures;
  fill?: FillReport;
  provinceStartSeconds?: number;
  province?: PhaseFigures;
  finalInvariants?: Record<string, boolean>;
}

const log = (line: string) => console.log(line);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

function table(small: PhaseFigures, province: PhaseFigures) {
  const rows: string[] = [
    '| call | small req/s | small p99 | province req/s | province p99 | req/s ratio | p99 ratio | |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  let misses = 0;
  const line = (name: string, s: { rps: number; p99: number }, p: { rps: number; p99: number }) => {
    const ratio = p.rps / s.rps;
    const p99 = p.p99 / Math.max(s.p99, 1);
    const ok = ratio >= 1 / FACTOR && p.p99 <= FACTOR * Math.max(s.p99, 1);
    if (!ok) misses++;
    rows.push(
      `| ${name} | ${fmt(s.rps)} | ${s.p99} ms | ${fmt(p.rps)} | ${p.p99} ms | ${ratio.toFixed(2)} | ${p99.toFixed(2)} | ${verdict(ok)} |`,
    );
  };
  for (const [name, s] of Object.entries(small.calls)) {
    const p = province.calls[name];
    if (!p) continue;
    line(
      name.replace('/api/', ''),
      { rps: s.run.reqPerSec, p99: s.run.p99Ms },
      { rps: p.run.reqPerSec, p99: p.run.p99Ms },
    );
  }
  line(
    `shop pays (${small.pays.orders} orders, ${small.pays.concurrency} in flight)`,
    { rps: small.pays.paysPerSec, p99: small.pays.p99Ms },
    { rps: province.pays.paysPerSec, p99: province.pays.p99Ms },
  );
  return { text: rows.join('\n'), misses };
}

async function main() {
  if (!existsSync(join(repoRoot, 'apps/server/dist/main.js')))
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const sizes = provinceSizes();
  const existing = process.env.PROVINCE_DB;
  const keep = existing !== undefined || process.env.PROVINCE_KEEP === '1';
  const db = await provinceDatabase(existing);
  const redis = await provinceRedis(REDIS || undefined).catch(() => null);
  const dataDir = provinceDataDir();
  const client = new pg.Client({ connectionString: db.url });
  let server: RunningProcess | null = null;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await server?.stop().catch(() => undefined);
    await client.end().catch(() => undefined);
    if (!keep) await db.drop().catch((err) => console.error(`could not drop ${db.name}:`, err));
    else log(`kept database ${db.name}`);
    await redis?.clear().catch(() => undefined);
    removeDir(dataDir);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void cleanup().then(() => process.exit(130));
    });

  const report: Report = {
    date: new Date().toISOString(),
    database: db.name,
    sizes,
    seconds: SECONDS,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    redis: redis !== null,
  };
  const opts = { seconds: SECONDS, connections: CONNECTIONS, rounds: ROUNDS, log };
  const dir = join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  /** Written after each phase: a failure later keeps what was measured. */
  const save = () => writeFileSync(join(dir, 'province-latest.json'), JSON.stringify(report, null, 2));
  try {
    log(
      `PostgreSQL ${db.name}${redis ? `, Redis prefix ${redis.prefix}` : ', no Redis'}; sizes ${JSON.stringify(sizes)}`,
    );
    if (process.env.PROVINCE_SLOW_MS) await logSlowStatements(db, Number(process.env.PROVINCE_SLOW_MS));
    server = await startProvinceServer(PORT, db, dataDir, redis);
    await client.connect();
    const ctx = await prepareContext(client);
    // PROVINCE_CALLS: only the calls whose path (with the caller) contains one of these, comma-separated.
    const only = process.env.PROVINCE_CALLS?.split(',').filter(Boolean);
    const calls = provinceCalls(HOT_READS, STATS_READS, ctx.campId).filter(
      (c) => !only || only.some((o) => `${c.path} (${c.who})`.includes(o)),
    );
    log(`ranked camp ${ctx.campId}, member ${ctx.memberId}`);

    if (PARTS.has('small')) {
      log(`\nSmall data (the demo store), ${SECONDS} s × ${ROUNDS} at ${CONNECTIONS} connections:`);
      const figures = await measureCalls(server.url, calls, ctx, opts);
      const pays = await measurePays(server.url, client, 'small', PAY_USERS);
      log(
        `  pays: ${pays.paysPerSec.toFixed(1)}/s, p99 ${pays.p99Ms} ms, invariants ${JSON.stringify(pays.invariants)}`,
      );
      report.small = { calls: figures, pays };
      save();
    } else if (process.env.PROVINCE_SMALL) {
      report.small = (JSON.parse(readFileSync(process.env.PROVINCE_SMALL, 'utf8')) as Report).small;
    }
    await server.stop();
    server = null;

    if (PARTS.has('fill')) {
      log(`\nFilling to a province:`);
      report.fill = await fillProvince(client, sizes, log);
      log(`  filled in ${report.fill.seconds.toFixed(0)} s: ${JSON.stringify(report.fill.counts)}`);
      log(`  invariants: ${JSON.stringify(report.fill.invariants)}`);
      save();
    }

    if (PARTS.has('pair')) {
      // The province (PROVINCE_DB) beside a fresh demo store, measured in alternation.
      const smallDb = await provinceDatabase();
      const smallRedis = await provinceRedis(REDIS || undefined).catch(() => null);
      const smallDir = provinceDataDir();
      const smallClient = new pg.Client({ connectionString: smallDb.url });
      let smallServer: RunningProcess | null = null;
      try {
        smallServer = await startProvinceServer(PORT + 1, smallDb, smallDir, smallRedis);
        await smallClient.connect();
        const smallCtx = await prepareContext(smallClient);
        const t0 = performance.now();
        server = await startProvinceServer(PORT, db, dataDir, redis);
        report.provinceStartSeconds = (performance.now() - t0) / 1000;
        log(`\nSmall (${smallDb.name}) and province (${db.name}) in alternation:`);
        const [smallCalls, provinceCalls] = await measurePairs(
          { url: smallServer.url, ctx: smallCtx },
          { url: server.url, ctx },
          calls,
          opts,
        );
        const smallPays = await measurePays(smallServer.url, smallClient, 'small', PAY_USERS);
        const provincePays = await measurePays(server.url, client, `p${Date.now() % 100_000}_`, PAY_USERS);
        log(
          `  pays: small ${smallPays.paysPerSec.toFixed(1)}/s p99 ${smallPays.p99Ms} ms; province ${provincePays.paysPerSec.toFixed(1)}/s p99 ${provincePays.p99Ms} ms`,
        );
        report.small = { calls: smallCalls, pays: smallPays };
        report.province = { calls: provinceCalls, pays: provincePays };
        save();
        await server.stop();
        server = null;
      } finally {
        await smallServer?.stop().catch(() => undefined);
        await smallClient.end().catch(() => undefined);
        await smallDb.drop().catch((err) => console.error(`could not drop ${smallDb.name}:`, err));
        await smallRedis?.clear().catch(() => undefined);
        removeDir(smallDir);
      }
    }

    if (PARTS.has('province')) {
      const t0 = performance.now();
      server = await startProvinceServer(PORT, db, dataDir, redis);
      report.provinceStartSeconds = (performance.now() - t0) / 1000;
      log(`\nProvince (server start with the first rollup ${report.provinceStartSeconds.toFixed(1)} s):`);
      const figures = await measureCalls(server.url, calls, ctx, opts);
      const pays = await measurePays(server.url, client, `p${Date.now() % 100_000}_`, PAY_USERS);
      log(
        `  pays: ${pays.paysPerSec.toFixed(1)}/s, p99 ${pays.p99Ms} ms, invariants ${JSON.stringify(pays.invariants)}`,
      );
      report.province = { calls: figures, pays };
      await server.stop();
      server = null;
      report.finalInvariants = await storeInvariants(client);
      log(`  store invariants after the run: ${JSON.stringify(report.finalInvariants)}`);
    }

    save();
    if (report.small && report.province) {
      const { text, misses } = table(report.small, report.province);
      log(`\n${text}\n\n${misses === 0 ? 'Every call within 1.5×.' : `${misses} call(s) outside 1.5×.`}`);
    }
    log(`\nFull figures: bench/results/province-latest.json`);
    const broken = [
      ...Object.entries(report.fill?.invariants ?? {}),
      ...Object.entries(report.finalInvariants ?? {}),
      ...Object.entries(report.small?.pays.invariants ?? {}),
      ...Object.entries(report.province?.pays.invariants ?? {}),
    ].filter(([, ok]) => !ok);
    if (broken.length > 0) throw new Error(`invariants broken: ${broken.map(([k]) => k).join(', ')}`);
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
