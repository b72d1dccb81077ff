import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadResult } from './load.js';
import { makeNonce } from './nonce.js';
import { startAppServer } from './server.js';
import { openSqlite, DAY_MS, shanghaiDay } from './sqlite.js';

/** The Monday of the Shanghai week before the one holding `ms`. */
const lastMonday = (ms: number) => {
  const day = shanghaiDay(ms);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return new Date(Date.parse(`${day}T00:00:00Z`) - (weekday - 1 + 7) * DAY_MS).toISOString().slice(0, 10);
};

export interface ReportBenchRead {
  who: string;
  path: string;
  bytes: number;
  coldMs: number;
  app: LoadResult;
}

export interface ReportBenchResult {
  users: number;
  heavyRows: number;
  activityRows: number;
  fillSeconds: number;
  reads: ReportBenchRead[];
}

/**
 * Three years of activity for one pupil (a play day, two points changes a day, check-ins and homework
 * most days) among `users` others with a few rows each over the same years, written straight into a
 * fresh SQLite store of the built server (after its own migration and demo seed); then
 * myInfo/getWeeklyReport of last week is read for that pupil and for a pupil without history (the
 * floor of a logged-in call), first once (cold), then under load.
 */
export async function benchReport(
  port: number,
  opts: { users?: number; years?: number; seconds?: number; connections?: number } = {},
): Promise<ReportBenchResult> {
  const users = opts.users ?? 100_000;
  const days = Math.round((opts.years ?? 3) * 365.25);
  const seconds = opts.seconds ?? 5;
  const connections = opts.connections ?? 20;
  const dataDir = mkdtempSync(join(tmpdir(), 'jc-bench-report-'));
  try {
    const first = await startAppServer(port, { DATA_DIR: dataDir, STATS_ROLLUP_MS: '0' });
    await first.stop();

    const t0 = performance.now();
    const db = openSqlite(join(dataDir, 'app.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    const now = Date.now();
    const from = now - days * DAY_MS;
    const tasks = [1, 2].map(
      (n) =>
        db.prepare(`select id, camp_id from checkin_tasks order by id limit 1 offset ?`).get(n - 1) as {
          id: number;
          camp_id: number;
        },
    );
    const upload = (db.prepare(`select id from uploads order by id limit 1`).get() as { id: number }).id;
    const insertUser = db.prepare(
      `insert into users (account, password_hash, nickname, points, created_at, updated_at) values (?, '!', ?, 0, ?, ?)`,
    );
    const insertDay = db.prepare(
      `insert or ignore into learning_days (user_id, day, played_ms, finished_count, updated_at) values (?, ?, ?, ?, ?)`,
    );
    const insertLedger = db.prepare(
      `insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at) values (?, ?, 100, ?, '', ?)`,
    );
    const insertPost = db.prepare(
      `insert or ignore into checkin_posts (camp_id, task_id, user_id, day, content, media, created_at, updated_at)
       values (?, ?, ?, ?, 'bench', 'text', ?, ?)`,
    );
    const insertHomework = db.prepare(
      `insert into homework_corrections (user_id, upload_id, status, created_at, finished_at) values (?, ?, 'done', ?, ?)`,
    );
    let seed = 19;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    let activityRows = 0;
    const activity = (
      id: number,
      at: number,
      kinds: { play: boolean; points: number; post: boolean; hw: boolean },
    ) => {
      const day = shanghaiDay(at);
      const task = tasks[Math.floor(rand() * 2)]!;
      if (kinds.play) {
        insertDay.run(id, day, Math.floor(rand() * 40 * 60_000), Math.floor(rand() * 4), at);
        activityRows++;
      }
      for (let k = 0; k < kinds.points; k++) {
        const spend = rand() < 0.2;
        insertLedger.run(id, spend ? -20 : 5, spend ? 'order_pay' : 'checkin', at + k * 60_000);
        activityRows++;
      }
      if (kinds.post) {
        insertPost.run(task.camp_id, task.id, id, day, at, at);
        activityRows++;
      }
      if (kinds.hw) {
        insertHomework.run(id, upload, at, at + 5000);
        activityRows++;
      }
    };
    const BATCH = 5_000;
    for (let start = 0; start < users; start += BATCH) {
      db.transaction(() => {
        for (let i = start; i < Math.min(users, start + BATCH); i++) {
          const id = Number(insertUser.run(`bench_r_${i}`, `用户${i}`, from, from).lastInsertRowid);
          for (let k = 0; k < 8; k++)
            activity(id, from + Math.floor(rand() * days * DAY_MS), {
              play: true,
              points: k < 6 ? 1 : 0,
              post: k < 3,
              hw: k === 0,
            });
        }
      })();
    }
    const before = activityRows;
    const heavy = Number(insertUser.run('bench_heavy', '三年的学生', from, from).lastInsertRowid);
    db.transaction(() => {
      for (let d = 0; d < days; d++) {
        const at = from + d * DAY_MS + Math.floor(rand() * 12 * 3_600_000);
        activity(heavy, at, { play: rand() < 0.8, points: 2, post: rand() < 0.6, hw: rand() < 0.25 });
      }
    })();
    const heavyRows = activityRows - before;
    const newcomer = Number(insertUser.run('bench_new', '新同学', now, now).lastInsertRowid);
    const tokenOf = (id: number) => {
      const token = randomBytes(32).toString('base64url');
      db.prepare(
        `insert into auth_tokens (token_hash, user_id, device, created_at, expires_at) values (?, ?, 'bench', ?, ?)`,
      ).run(createHash('sha256').update(token).digest('hex'), id, now, now + DAY_MS);
      return token;
    };
    const tokens = { heavy: tokenOf(heavy), newcomer: tokenOf(newcomer) };
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const fillSeconds = (performance.now() - t0) / 1000;

    const app = await startAppServer(port, { DATA_DIR: dataDir, STATS_ROLLUP_MS: '0' }, 600_000);
    const reads: ReportBenchRead[] = [];
    try {
      for (const who of ['heavy', 'newcomer'] as const) {
        for (const path of [
          `/api/myInfo/getWeeklyReport?week=${lastMonday(now)}`,
          '/api/myInfo/getWeeklyReport',
        ]) {
          const headers = { authorization: `Bearer ${tokens[who]}` };
          const c0 = performance.now();
          const res = await fetch(app.url + path, { headers: { ...headers, nonce: makeNonce() } });
          const body = Buffer.from(await res.arrayBuffer());
          const coldMs = performance.now() - c0;
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.toString()}`);
          await load(app.url + path, { seconds: 1, connections, headers });
          const a = await load(app.url + path, { seconds, connections, headers });
          reads.push({ who, path, bytes: body.length, coldMs, app: a });
        }
      }
    } finally {
      await app.stop();
    }
    return { users, heavyRows, activityRows, fillSeconds, reads };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
