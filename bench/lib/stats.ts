import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadResult } from './load.js';
import { makeNonce } from './nonce.js';
import { startAppServer, startRawServer } from './server.js';
import { openSqlite, DAY_MS, shanghaiDay } from './sqlite.js';

/** The statistics calls read under load, as `staff` and as `admin` (also by `bench:province`). */
export const STATS_READS = [
  '/api/tjfx/getBigScreenData',
  '/api/tjfx/getTjfxMore?days=30',
  '/api/tjfx/getTjfxMore?days=365',
  '/api/tjfx/getTjfxLeader?metric=salesAmount&days=90',
];

export interface StatsBenchRead {
  path: string;
  who: string;
  bytes: number;
  /** The first answer's time: the rollups read without the shared answer. */
  coldMs: number;
  app: LoadResult;
  raw: LoadResult;
  ratio: number;
}

export interface StatsBenchResult {
  users: number;
  activityRows: number;
  fillSeconds: number;
  /** From the start of the built server to its first answer: migrations and the first, whole-history rollup. */
  startSeconds: number;
  reads: StatsBenchRead[];
}

/**
 * A year of activity for `users` users (1,000,000 by default), written straight into a fresh SQLite
 * store of the built server (after its own migration and demo seed): the users joining over the year,
 * their logins (`perUser` each besides the first), points earned and spent, and the daily play counters
 * of 200 lesson items. Then the server starts (its first rollup runs over the whole year before it
 * listens) and the statistics calls are read under load as a staff member and an admin, against the raw
 * node:http baseline sending the same bytes.
 */
export async function benchStats(
  port: number,
  opts: { users?: number; perUser?: number; seconds?: number; connections?: number } = {},
): Promise<StatsBenchResult> {
  const users = opts.users ?? 1_000_000;
  const perUser = opts.perUser ?? 2;
  const seconds = opts.seconds ?? 5;
  const connections = opts.connections ?? 100;
  const dataDir = mkdtempSync(join(tmpdir(), 'jc-bench-stats-'));
  try {
    const first = await startAppServer(port, { DATA_DIR: dataDir, STATS_ROLLUP_MS: '0' });
    await first.stop();

    const t0 = performance.now();
    const db = openSqlite(join(dataDir, 'app.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    const now = Date.now();
    const yearAgo = now - 365 * DAY_MS;
    const insertUser = db.prepare(
      `insert into users (account, password_hash, nickname, points, created_at, updated_at)
       values (?, '!', ?, 0, ?, ?)`,
    );
    const insertToken = db.prepare(
      `insert into auth_tokens (token_hash, user_id, device, created_at, expires_at) values (?, ?, 'bench', ?, ?)`,
    );
    const insertLedger = db.prepare(
      `insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at) values (?, ?, ?, ?, '', ?)`,
    );
    let activityRows = 0;
    let seed = 7;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const BATCH = 10_000;
    for (let from = 0; from < users; from += BATCH) {
      db.transaction(() => {
        for (let i = from; i < Math.min(users, from + BATCH); i++) {
          // Joined at a time of the year, more of them lately.
          const joined = yearAgo + Math.floor(Math.sqrt(rand()) * 365 * DAY_MS);
          const id = Number(insertUser.run(`bench_s_${i}`, `用户${i}`, joined, joined).lastInsertRowid);
          insertToken.run(`b${i}x`.padEnd(64, '0'), id, joined, joined + DAY_MS);
          activityRows++;
          for (let k = 0; k < perUser; k++) {
            const at = joined + Math.floor(rand() * (now - joined));
            insertToken.run(`b${i}_${k}x`.padEnd(64, '0'), id, at, at + DAY_MS);
            const spend = rand() < 0.2;
            insertLedger.run(id, spend ? -20 : 5, spend ? 0 : 5, spend ? 'order_pay' : 'checkin', at);
            activityRows += 2;
          }
        }
      })();
    }
    const insertHit = db.prepare(
      `insert or ignore into hit_counts (kind, target_id, day, count) values ('s', ?, ?, ?)`,
    );
    db.transaction(() => {
      for (let d = 0; d < 365; d++) {
        const day = shanghaiDay(yearAgo + d * DAY_MS);
        for (let item = 1; item <= 200; item++)
          insertHit.run(100_000 + item, day, 1 + Math.floor(rand() * 500));
        activityRows += 200;
      }
    })();
    const tokenOf = (account: string) => {
      const row = db.prepare(`select id from users where account = ?`).get(account) as { id: number };
      const token = randomBytes(32).toString('base64url');
      db.prepare(
        `insert into auth_tokens (token_hash, user_id, device, created_at, expires_at) values (?, ?, 'bench', ?, ?)`,
      ).run(createHash('sha256').update(token).digest('hex'), row.id, now, now + DAY_MS);
      return token;
    };
    const tokens = { staff: tokenOf('staff'), admin: tokenOf('admin') };
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const fillSeconds = (performance.now() - t0) / 1000;

    const t1 = performance.now();
    // BENCH_ROLLUP_MS sets the server's rollup period for the load (its own default when unset).
    const rollup = process.env.BENCH_ROLLUP_MS;
    const app = await startAppServer(
      port,
      { DATA_DIR: dataDir, ...(rollup ? { STATS_ROLLUP_MS: rollup } : {}) },
      600_000,
    );
    const startSeconds = (performance.now() - t1) / 1000;
    const reads: StatsBenchRead[] = [];
    try {
      for (const who of ['staff', 'admin'] as const) {
        for (const path of STATS_READS) {
          const headers = { authorization: `Bearer ${tokens[who]}` };
          const c0 = performance.now();
          const res = await fetch(app.url + path, { headers: { ...headers, nonce: makeNonce() } });
          const body = Buffer.from(await res.arrayBuffer());
          const coldMs = performance.now() - c0;
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.toString()}`);
          await load(app.url + path, { seconds: 2, connections, headers });
          const a = await load(app.url + path, { seconds, connections, headers });
          const raw = await startRawServer(
            port + 1,
            body,
            res.headers.get('content-type') ?? 'application/json',
          );
          let r: LoadResult;
          try {
            await load(raw.url + path, { seconds: 2, connections });
            r = await load(raw.url + path, { seconds, connections });
          } finally {
            await raw.stop();
          }
          reads.push({
            path,
            who,
            bytes: body.length,
            coldMs,
            app: a,
            raw: r,
            ratio: a.reqPerSec / r.reqPerSec,
          });
        }
      }
    } finally {
      await app.stop();
    }
    return { users, activityRows, fillSeconds, startSeconds, reads };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
