import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadResult } from './load.js';
import { makeNonce } from './nonce.js';
import { startAppServer, startRawServer } from './server.js';
import { openSqlite, DAY_MS, shanghaiDay } from './sqlite.js';

/** The instant a Shanghai day starts. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

export interface CheckinBenchRead {
  path: string;
  bytes: number;
  app: LoadResult;
  /** Only for anonymous reads, whose bytes a raw server can send. */
  raw: LoadResult | null;
  ratio: number | null;
}

export interface CheckinBenchResult {
  members: number;
  checkins: number;
  fillSeconds: number;
  reads: CheckinBenchRead[];
}

/**
 * A camp of `members` pupils with `perMember` check-ins each (100,000 × 10 = 1,000,000 by default),
 * written straight into a fresh SQLite store of the built server (after its own migration and demo
 * seed), then the camp's ranking and feed read under load: anonymously against the raw node:http
 * baseline sending the same bytes, and as a member outside the top 100 (their own place is counted).
 */
export async function benchCheckin(
  port: number,
  opts: { members?: number; perMember?: number; seconds?: number; connections?: number } = {},
): Promise<CheckinBenchResult> {
  const members = opts.members ?? 100_000;
  const perMember = opts.perMember ?? 10;
  const seconds = opts.seconds ?? 5;
  const connections = opts.connections ?? 100;
  const CAMP_DAYS = 21;
  const dataDir = mkdtempSync(join(tmpdir(), 'jc-bench-checkin-'));
  try {
    // The server migrates and seeds the store, then stops: the camp is written while nothing else is.
    const first = await startAppServer(port, { DATA_DIR: dataDir });
    await first.stop();

    const t0 = performance.now();
    const db = openSqlite(join(dataDir, 'app.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    const now = Date.now();
    const today = shanghaiDay(now);
    const start = shanghaiDay(dayStart(today) - (CAMP_DAYS - 1) * DAY_MS);
    const end = shanghaiDay(dayStart(today) + 9 * DAY_MS);
    const campId = Number(
      db
        .prepare(
          `insert into checkin_camps (title, kind, cover, intro, version, start_date, end_date, grade_ids,
           points_per_checkin, prize_days, prize_text, rules, service_qr, service_phone, enabled,
           enrolled_count, checkin_count, task_count, created_at, updated_at)
           values ('压测打卡营', 'reading', '', '', '', ?, ?, '', 5, 0, '', '', '', '', 1, ?, ?, ?, ?, ?)`,
        )
        .run(start, end, members, members * perMember, CAMP_DAYS, now, now).lastInsertRowid,
    );
    const taskIds: number[] = [];
    for (let d = 1; d <= CAMP_DAYS; d++) {
      taskIds.push(
        Number(
          db
            .prepare(
              `insert into checkin_tasks (camp_id, day_index, title, content, picture, audio, checkin_count,
               created_at, updated_at) values (?, ?, ?, '', '', '', 0, ?, ?)`,
            )
            .run(campId, d, `第${d}天 朗读`, now, now).lastInsertRowid,
        ),
      );
    }
    const days = Array.from({ length: CAMP_DAYS }, (_, i) => shanghaiDay(dayStart(start) + i * DAY_MS));

    const insertUser = db.prepare(
      `insert into users (account, password_hash, nickname, points, created_at, updated_at)
       values (?, 'x', ?, 0, ?, ?)`,
    );
    const insertEnrolment = db.prepare(
      `insert into checkin_enrolments (camp_id, user_id, grade_id, days, days_at, streak, streak_at, last_day,
       likes_received, likes_at, checkin_count, created_at) values (?, ?, null, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertPost = db.prepare(
      `insert into checkin_posts (camp_id, task_id, user_id, day, content, media, like_count, comment_count,
       hidden, created_at, updated_at) values (?, ?, ?, ?, ?, 'text', ?, 0, 0, ?, ?)`,
    );
    const userIds: number[] = [];
    const BATCH = 5_000;
    for (let from = 0; from < members; from += BATCH) {
      db.transaction(() => {
        for (let i = from; i < Math.min(members, from + BATCH); i++) {
          const userId = Number(insertUser.run(`bench_c_${i}`, `打卡${i}`, now, now).lastInsertRowid);
          userIds.push(userId);
          // Each member checks in on `perMember` of the camp's days: a run of days ending at a
          // member-dependent day, so streaks and last days vary.
          const lastIndex = CAMP_DAYS - 1 - (i % 5);
          let likes = 0;
          let lastAt = 0;
          for (let k = 0; k < perMember; k++) {
            const index = lastIndex - k;
            if (index < 0) break;
            const day = days[index] as string;
            const at = dayStart(day) + 7 * 3_600_000 + ((i * 7919 + k * 104_729) % (12 * 3_600_000));
            const postLikes = (i + k) % 7;
            likes += postLikes;
            lastAt = Math.max(lastAt, at);
            insertPost.run(campId, taskIds[index], userId, day, `第${index + 1}天打卡`, postLikes, at, at);
          }
          const streak = i % 5 <= 1 ? perMember : 0;
          insertEnrolment.run(
            campId,
            userId,
            perMember,
            lastAt,
            streak,
            lastAt,
            days[lastIndex],
            likes,
            lastAt,
            perMember,
            now,
          );
        }
      })();
    }
    // A member in the middle of the ranking, logged in: their own place is outside the top 100.
    const member = userIds[Math.floor(members / 2)] as number;
    const token = randomBytes(32).toString('base64url');
    db.prepare(
      `insert into auth_tokens (token_hash, user_id, device, created_at, expires_at) values (?, ?, 'bench', ?, ?)`,
    ).run(createHash('sha256').update(token).digest('hex'), member, now, now + DAY_MS);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const fillSeconds = (performance.now() - t0) / 1000;

    const app = await startAppServer(port, { DATA_DIR: dataDir });
    const reads: CheckinBenchRead[] = [];
    try {
      const paths = [
        `/api/dakaying/getDakaRanking?dakaId=${campId}&type=days`,
        `/api/dakaying/getDakaRanking?dakaId=${campId}&type=streak`,
        `/api/dakaying/getDakaRanking?dakaId=${campId}&type=likes`,
        `/api/dakaying/getDakaRijiList?dakaId=${campId}&pageNum=1&pageSize=10`,
        `/api/dakaying/getDakaRijiList?dakaId=${campId}&pageNum=50&pageSize=10`,
      ];
      for (const [path, auth] of [
        ...paths.map((p) => [p, false] as const),
        [paths[0] as string, true] as const,
        [paths[3] as string, true] as const,
      ]) {
        const headers: Record<string, string> = auth ? { authorization: `Bearer ${token}` } : {};
        const res = await fetch(app.url + path, { headers: { ...headers, nonce: makeNonce() } });
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.toString()}`);
        await load(app.url + path, { seconds: 2, connections, headers });
        const a = await load(app.url + path, { seconds, connections, headers });
        let r: LoadResult | null = null;
        if (!auth) {
          const raw = await startRawServer(
            port + 1,
            body,
            res.headers.get('content-type') ?? 'application/json',
          );
          try {
            await load(raw.url + path, { seconds: 2, connections });
            r = await load(raw.url + path, { seconds, connections });
          } finally {
            await raw.stop();
          }
        }
        reads.push({
          path: auth ? `${path} (logged in)` : path,
          bytes: body.length,
          app: a,
          raw: r,
          ratio: r ? a.reqPerSec / r.reqPerSec : null,
        });
      }
    } finally {
      await app.stop();
    }
    return { members, checkins: members * perMember, fillSeconds, reads };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
