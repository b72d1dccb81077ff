import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import type { SharedState } from './state.js';

const PURGE_EVERY_MS = 60_000;
/** Deleting in bounded batches keeps each purge short even after a burst of nonces. */
const PURGE_BATCH = 5_000;

/** SharedState in the database: two small tables with an expiry column, purged in the background. */
export class DbSharedState implements SharedState {
  private timer: NodeJS.Timeout | null = null;
  /** On SQLite, the nonce check (every request) runs one prepared statement, synchronously. */
  private readonly rememberStmt: SQLite.Statement<[string, number, number], { key: string }> | null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    sqlite?: SQLite.Database,
  ) {
    this.rememberStmt =
      sqlite?.prepare(
        `insert into shared_once (key, expires_at) values (?, ?)
         on conflict (key) do update set expires_at = excluded.expires_at
         where shared_once.expires_at <= ? returning key`,
      ) ?? null;
  }

  /** Starts the periodic purge; the timer never keeps the process alive. */
  startPurging(onError: (err: unknown) => void): void {
    this.timer ??= setInterval(() => this.purge().catch(onError), PURGE_EVERY_MS);
    this.timer.unref();
  }

  async rememberOnce(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    if (this.rememberStmt) return this.rememberStmt.get(key, now + ttlMs, now) !== undefined;
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
    await this.db.deleteFrom('shared_counters').where('key', '=', key).execute();
    await this.db.deleteFrom('shared_once').where('key', '=', key).execute();
  }

  /** Removes expired rows using the expiry indexes; returns how many went. */
  async purge(): Promise<number> {
    const now = this.now();
    let removed = 0;
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
  }
}
