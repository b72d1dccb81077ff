import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFixture } from './crash-fixture.js';
import { checkInvariants, uploadFiles, type Invariant } from './crash-invariants.js';
import { Load, type Acknowledged, type LoadCounts } from './crash-load.js';
import { between, ServerProcess, sleep, type CrashTarget } from './crash-servers.js';
import { countOf, n, pgClient, postgresSql, requireServer, sqliteSql, type Sql } from './crash-store.js';
import { repoRoot } from './server.js';

/**
 * The crash bench (docs/operations.md, "Crashes"): the built server under a mixed load of several
 * pupils (orders, pays, cancels, check-ins with pictures, uploads ahead of a check-in, likes, unlikes,
 * comments, feedback with pictures, homework corrections with a photo) is killed with SIGKILL again and
 * again and restarted on the same store; after the last restart the bench waits for the homework queue
 * to drain, then the store is checked straight in SQL: money, stock, counts, uploads, half-written
 * records, the queued jobs (expiry of unpaid orders, corrections), and every answer the pupils were given.
 */

/** A running correction's lock older than this is taken over (HOMEWORK_STALE_LOCK_MS; default 2 min). */
const STALE_LOCK_MS = 20_000;
/** How long the bench waits, after the last restart, for the corrections still queued or running. */
const QUEUE_WAIT_MS = 120_000;
/** The demo pages of arithmetic (assets/media/homework, made by scripts/make-homework-media.mjs). */
const HOMEWORK_PAGES = ['page-kousuan-1.jpg', 'page-kousuan-2.jpg', 'page-kousuan-3.jpg', 'page-blurry.jpg'];

export interface CrashResult {
  dialect: 'sqlite' | 'postgres';
  processes: number;
  pupils: number;
  seconds: number;
  kills: number;
  backdatedOrders: number;
  /** From the end of the load to no correction queued or running (the servers still up). */
  queueWaitSeconds: number;
  /** PostgreSQL: job leases still held at the end (by killed processes), run out before the last start. */
  leasesRunOut: number;
  load: LoadCounts;
  acknowledged: Record<keyof Acknowledged, number>;
  store: Record<string, number>;
  invariants: Invariant[];
  violations: number;
  serverLogErrors: number;
}

/** Unpaid orders made due while the servers are down, so their start-up expiry sweep has work. */
async function backdate(db: Sql, share: number): Promise<number> {
  const rows = await db.all<{ id: unknown }>(`select id from orders where status = 'unpaid'`);
  const due = rows.filter(() => Math.random() < share).map((r) => n(r.id));
  if (due.length)
    await db.all(`update orders set expires_at = ? where id in (${due.join(',')})`, [Date.now() - 1000]);
  return due.length;
}

async function pictures(count: number): Promise<Buffer[]> {
  const sharp = requireServer('sharp') as (o: unknown) => { jpeg(): { toBuffer(): Promise<Buffer> } };
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({
        create: { width: 64 + i, height: 48, channels: 3, background: { r: (i * 40) % 256, g: 120, b: 200 } },
      })
        .jpeg()
        .toBuffer(),
    ),
  );
}

export async function benchCrash(opts: {
  dialect: 'sqlite' | 'postgres';
  port: number;
  kills: number;
  pupils: number;
  /** Homework corrections sent during the load, at most. */
  corrections: number;
  /** Between a start and the next kill, in ms. */
  killEveryMs: [number, number];
  log?: (line: string) => void;
}): Promise<CrashResult> {
  const log = opts.log ?? (() => undefined);
  const dataDir = mkdtempSync(join(tmpdir(), `jc-crash-${opts.dialect}-`));
  const GRACE_MS = 3000;
  let dbName = '';
  const target: CrashTarget = {
    dialect: opts.dialect,
    dataDir,
    env: {
      UPLOAD_ORPHAN_GRACE_MS: String(GRACE_MS),
      // Every process works the homework queue; a job whose process was killed is taken over after 20 s.
      HOMEWORK_POLL_MS: '500',
      HOMEWORK_STALE_LOCK_MS: String(STALE_LOCK_MS),
    },
    openSql: () => Promise.resolve(sqliteSql(join(dataDir, 'app.db'))),
  };
  if (opts.dialect === 'postgres') {
    dbName = `jc_crash_${process.pid}_${Date.now()}`;
    const admin = pgClient('postgres://postgres@127.0.0.1:5432/postgres');
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = `postgres://postgres@127.0.0.1:5432/${dbName}`;
    target.env.DATABASE_URL = url;
    target.openSql = () => postgresSql(url);
  }
  const processes = opts.dialect === 'postgres' ? 2 : 1;
  const logFile = join(dataDir, 'server.log');
  const servers = Array.from(
    { length: processes },
    (_, i) => new ServerProcess(opts.port + i, target, logFile),
  );
  try {
    // First start: migrations and the demo seed; then the bench's own rows, with no server running.
    await servers[0]!.start();
    await servers[0]!.stop();
    let db = await target.openSql();
    const fx = await writeFixture(db, opts.pupils, `crash_${opts.dialect}`);
    await db.close();
    for (const s of servers) await s.start();

    const pages = HOMEWORK_PAGES.map((f) =>
      readFileSync(join(repoRoot, 'apps/server/assets/media/homework', f)),
    );
    const load = new Load(servers, fx, await pictures(6), pages, opts.corrections);
    for (const p of fx.pupils) await load.enrol(p);
    const t0 = performance.now();
    const workers = fx.pupils.flatMap((p) => [load.worker(p), load.worker(p)]);

    let backdated = 0;
    let leasesRunOut = 0;
    for (let k = 1; k <= opts.kills; k++) {
      await sleep(between(...opts.killEveryMs));
      const victim = servers[k % processes]!;
      await victim.kill9();
      log(`  kill -9 #${k} of the server on ${victim.port} (sent so far ${load.counts.sent})`);
      // While it is down, some unpaid orders fall due: its start-up sweep must cancel them.
      if (processes === 1) {
        db = await target.openSql();
        backdated += await backdate(db, 0.5);
        await db.close();
      }
      await victim.start();
    }
    await sleep(opts.killEveryMs[0]);
    load.stopped = true;
    await Promise.all(workers);
    const seconds = (performance.now() - t0) / 1000;

    // The queued jobs finish: the servers stay up until no correction is queued or running (a job whose
    // process was killed mid-way is taken over once its lock is stale), at most QUEUE_WAIT_MS.
    const waitStart = performance.now();
    db = await target.openSql();
    for (;;) {
      const open = await countOf(
        db,
        `select count(*) as n from homework_jobs j join homework_corrections c on c.id = j.correction_id
         where c.user_id in (${fx.benchUserIds.join(',')}) and j.status in ('queued', 'running')`,
      );
      if (open === 0 || performance.now() - waitStart > QUEUE_WAIT_MS) {
        log(
          `  homework queue: ${open} job(s) open ${((performance.now() - waitStart) / 1000).toFixed(1)} s after the load`,
        );
        break;
      }
      await sleep(500);
    }
    await db.close();
    const queueWaitSeconds = (performance.now() - waitStart) / 1000;

    // Every unpaid order falls due while the servers are down; after the grace of the upload sweep, one
    // start runs both sweeps (orders, files) before it listens, then stops.
    for (const s of servers) await s.stop();
    db = await target.openSql();
    backdated += await backdate(db, 1);
    // On PostgreSQL each periodic job takes a lease in the store (docs/operations.md, "Several
    // processes"); a killed process's lease runs out only after 0.9 of the job's period (54 s for order
    // expiry, 54 min for the upload sweep), and until then every start skips that job. As if that time
    // had passed (like the orders made due), the leases are run out, so the last start runs the jobs.
    if (opts.dialect === 'postgres') {
      const [row] = await db.all<{ n: unknown }>(
        `select count(*) as n from shared_once where key like 'job:%' and expires_at > ?`,
        [Date.now()],
      );
      leasesRunOut = n(row?.n);
      await db.all(`update shared_once set expires_at = ? where key like 'job:%'`, [Date.now() - 1]);
    }
    await db.close();
    await sleep(GRACE_MS + 500);
    await servers[0]!.start();
    await servers[0]!.stop();

    db = await target.openSql();
    const invariants = await checkInvariants(db, target, fx, load.ack);
    const count = (t: string, where = '') => countOf(db, `select count(*) as n from ${t}${where}`);
    /** The bench's pupils' rows. */
    const pupils = `user_id in (${fx.benchUserIds.join(',')})`;
    const store = {
      orders: await count('orders', ` where ${pupils}`),
      paidOrders: await count('orders', ` where status = 'paid' and ${pupils}`),
      cancelledOrders: await count('orders', ` where status = 'cancelled' and ${pupils}`),
      ledgerRows: await count('points_ledger'),
      posts: await count('checkin_posts', ` where camp_id = ${fx.campId}`),
      likes: await count('checkin_likes'),
      comments: await count('checkin_comments'),
      feedback: await count('feedback', ` where ${pupils}`),
      feedbackPictures: await count(
        'feedback_pictures',
        ` where feedback_id in (select id from feedback where ${pupils})`,
      ),
      corrections: await count('homework_corrections', ` where ${pupils}`),
      correctionsDone: await count('homework_corrections', ` where status = 'done' and ${pupils}`),
      correctionsFailed: await count('homework_corrections', ` where status = 'failed' and ${pupils}`),
      // Jobs claimed more than once: their process was killed with the job in hand (or an engine error).
      correctionsTakenOver: await count(
        'homework_jobs',
        ` where attempts > 1 and correction_id in (select id from homework_corrections where ${pupils})`,
      ),
      uploads: await count('uploads', ` where user_id in (${fx.benchUserIds.join(',')})`),
      uploadFiles: uploadFiles(join(dataDir, 'uploads')).length,
    };
    await db.close();
    const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    return {
      dialect: opts.dialect,
      processes,
      pupils: opts.pupils,
      seconds,
      kills: opts.kills,
      backdatedOrders: backdated,
      queueWaitSeconds,
      leasesRunOut,
      load: load.counts,
      acknowledged: {
        committed: load.ack.committed.size,
        paid: load.ack.paid.size,
        cancelled: load.ack.cancelled.size,
        posts: load.ack.posts.size,
        uploads: load.ack.uploads.size,
        comments: load.ack.comments.size,
        feedback: load.ack.feedback.size,
        corrections: load.ack.corrections.size,
      },
      store,
      invariants,
      violations: invariants.reduce((s, i) => s + i.violations, 0),
      serverLogErrors: serverLog.split('\n').filter((l) => /"level":(50|60)/.test(l)).length,
    };
  } finally {
    for (const s of servers) await s.kill9();
    if (process.env.BENCH_KEEP !== '1') rmSync(dataDir, { recursive: true, force: true });
    else log(`  store kept in ${dataDir}`);
    if (dbName && process.env.BENCH_KEEP !== '1') {
      const admin = pgClient('postgres://postgres@127.0.0.1:5432/postgres');
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}
