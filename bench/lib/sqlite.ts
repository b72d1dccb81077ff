import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './server.js';

/**
 * What the benches that fill a store straight into SQLite share: the few calls of better-sqlite3 they use
 * (the server's own dependency, resolved from apps/server) and Shanghai's calendar days.
 */
export interface Sqlite {
  pragma(s: string): unknown;
  prepare(sql: string): {
    run(...a: unknown[]): { lastInsertRowid: number | bigint };
    get(...a: unknown[]): unknown;
    all(...a: unknown[]): unknown[];
  };
  transaction<A extends unknown[]>(fn: (...a: A) => void): (...a: A) => void;
  close(): void;
}

export const openSqlite = (file: string): Sqlite => {
  const Ctor = createRequire(join(repoRoot, 'apps/server/package.json'))('better-sqlite3') as new (
    f: string,
  ) => Sqlite;
  return new Ctor(file);
};

export const DAY_MS = 86_400_000;
/** YYYY-MM-DD in Asia/Shanghai of an instant. */
export const shanghaiDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
