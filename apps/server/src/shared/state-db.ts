import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import type { SharedState } from './state.js';

const PURGE_EVERY_MS = 60_000;
/** Deleting in bounded batches keeps each purge short even after a burst of nonces. */
const PURGE_BATCH = 5_000;
/** Remembered keys reach the store as one batch row this often (or at 5000 pending). */
const WRITE_BEHIND_MS = 100;
const WRITE_BEHIND_MAX = 5_000;
/**
 * At most this many remembered keys in memory (about 200 MB): past it the oldest go first. They are
 * also the first to expire, so replay protection only shortens under a flood of several thousand
 * requests a second for the whole 10-minute window.
 */
const MAX_REMEMBERED = 2_000_000;

/**
 * SharedState in the database: two small tables with an expiry column, purged in the background.
 *
 * On SQLite (one server process per store) the remembered keys — the nonce seen-set, checked on every
 * request — live in memory and are written behind to `shared_once_batches`, one row per 100 ms: the check is a Map
 * lookup, exact within the process, and a restart loads the live keys back, so a replay across a
 * restart is still refused (a crash forgets at most the last 100 ms of keys). On PostgreSQL, which
 * several processes may share, every check is one upsert.
 */
export class DbSharedState implements SharedState {
  private timer: NodeJS.Timeout | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  /** SQLite only: key → expiry of every live remembered key, and the rows not yet written. */
  private readonly remembered: Map<string, number> | null;
  private pending: string[] = [];
  /** The latest expiry among `pending` (one batch row keeps its keys until then). */
  private pendingExpiresAt = 0;
  private onError: (err: unknown) => void = () => undefined;
  private readonly writeBatch: ((keys: string[], expiresAt: number) => void) | null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    sqlite?: SQLite.Database,
  ) {
    // One row per batch: the keys as a JSON array with the batch's latest expiry (a key may so be
    // kept up to one batch interval longer than asked, which only errs on the safe side).
    const writeBatchRow = sqlite?.prepare<[number, string]>(
      'insert into shared_once_batches (expires_at, keys) values (?, ?)',
    );
    this.writeBatch = writeBatchRow
      ? (keys: string[], expiresAt: number) => {
          writeBatchRow.run(expiresAt, JSON.stringify(keys));
        }
      : null;
    this.remembered = sqlite ? new Map() : null;
    if (sqlite && this.remembered) {
      const now = this.now();
      const live = sqlite
        .prepare<[number], { key: string; expires_at: number }>(
          'select key, expires_at from shared_once where expires_at > ?',
        )
        .all(now);
      for (const row of live) this.remembered.set(row.key, Number(row.expires_at));
      const batches = sqlite
        .prepare<[number], { keys: string; expires_at: number }>(
          'select keys, expires_at from shared_once_batches where expires_at > ? order by id',
        )
        .all(now);
      for (const batch of batches) {
        for (const key of JSON.parse(batch.keys) as string[])
          this.remembered.set(key, Number(batch.expires_at));
      }
    }
  }

  /** Starts the periodic purge; the timer never keeps the process alive. */
  startPurging(onError: (err: unknown) => void): void {
    this.onError = onError;
    this.timer ??= setInterval(() => this.purge().catch(onError), PURGE_EVERY_MS);
    this.timer.unref();
  }

  rememberOnceNow(key: string, ttlMs: number): boolean | null {
    if (!this.remembered) return null;
    // Check and set with no await in between: exact under any concurrency within the process.
    const now = this.now();
    const seenUntil = this.remembered.get(key);
    if (seenUntil !== undefined && seenUntil > now) return false;
    const expiresAt = now + ttlMs;
    this.remembered.set(key, expiresAt);
    if (this.remembered.size > MAX_REMEMBERED) {
      const oldest = this.remembered.keys().next();
      if (!oldest.done) this.remembered.delete(oldest.value);
    }
    // The key alone (no [key, expiry] pair per request): the batch row keeps the latest expiry.
    this.pending.push(key);
    if (expiresAt > this.pendingExpiresAt) this.pendingExpiresAt = expiresAt;
    this.scheduleFlush();
    return true;
  }

  async rememberOnce(key: string, ttlMs: number): Promise<boolean> {
    const inMemory = this.rememberOnceNow(key, ttlMs);
    if (inMemory !== null) return inMemory;
    const now = this.now();
    // Inserts, or takes over an expired row; a live row makes the upsert a no-op that returns nothing.
    const row = await this.db
      .insertInto('shared_once')
      .values({ key, expires_at: now + ttlMs })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ expires_at: (eb) => eb.ref('excluded.expires_at') })
          .where('shared_once.expires_at', '<=', now),
      )
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  private scheduleFlush(): void {
    if (this.pending.length >= WRITE_BEHIND_MAX) this.flush();
    else if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => {
        // The keys stay in memory (the check stays exact); only their restart copy is lost.
        try {
          this.flush();
        } catch (err) {
          this.onError(err);
        }
      }, WRITE_BEHIND_MS);
      this.flushTimer.unref();
    }
  }

  /** Writes the pending remembered keys in one transaction (SQLite, synchronous). */
  flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (!this.writeBatch || this.pending.length === 0) return;
    const keys = this.pending;
    const expiresAt = this.pendingExpiresAt;
    this.pending = [];
    this.pendingExpiresAt = 0;
    this.writeBatch(keys, expiresAt);
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const now = this.now();
    const expired = sql<boolean>`shared_counters.expires_at <= ${now}`;
    const row = await this.db
      .insertInto('shared_counters')
      .values({ key, count: 1, expires_at: now + ttlMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${expired} then 1 else shared_counters.count + 1 end`,
          expires_at: sql<number>`case when ${expired} then excluded.expires_at else shared_counters.expires_at end`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return row.count;
  }

  async count(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('shared_counters')
      .select('count')
      .where('key', '=', key)
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    this.flush();
    this.remembered?.delete(key);
    await this.db.deleteFrom('shared_counters').where('key', '=', key).execute();
    await this.db.deleteFrom('shared_once').where('key', '=', key).execute();
  }

  /** Removes expired rows using the expiry indexes; returns how many went. */
  async purge(): Promise<number> {
    const now = this.now();
    let removed = 0;
    if (this.remembered) {
      for (const [key, expiresAt] of this.remembered) if (expiresAt <= now) this.remembered.delete(key);
    }
    const batches = await this.db
      .deleteFrom('shared_once_batches')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    removed += Number(batches.numDeletedRows);
    for (const table of ['shared_once', 'shared_counters'] as const) {
      const batch = this.db
        .selectFrom(table)
        .select('key')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(PURGE_BATCH);
      const res = await this.db.deleteFrom(table).where('key', 'in', batch).executeTakeFirst();
      removed += Number(res.numDeletedRows);
    }
    return removed;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.flush();
  }
}
