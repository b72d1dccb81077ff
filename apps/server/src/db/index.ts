import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface Store {
  db: Db;
  dialect: Dialect;
  /** The raw SQLite handle, for the few per-request hot paths that cannot afford a query builder. */
  sqlite?: SQLite.Database;
  /** A real round trip to the database. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const PG_INT8 = 20;
/** Times are bigint epoch milliseconds and COUNT(*) is int8: both fit a JS number, so parse them as one. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares a statement for every query; preparing costs more than running a
 * small query, so statements are kept by their SQL text (an LRU of a few hundred). Safe because
 * better-sqlite3 is synchronous and Kysely runs one query at a time on the connection.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let stmt = cache.get(text);
      if (stmt) {
        cache.delete(text);
      } else {
        stmt = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(text, stmt);
      return stmt;
    },
  };
}

/**
 * Opens the store. `onBackgroundError` hears errors of idle PostgreSQL connections (a server restart,
 * a terminated session): without a listener they would crash the process.
 */
export function openDatabase(
  cfg: DatabaseConfig,
  onBackgroundError: (err: Error) => void = (err) => console.error('database connection error', err),
): Store {
  if (cfg.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: cfg.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      types: pgTypes,
    });
    pool.on('error', onBackgroundError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
  }
  mkdirSync(dirname(cfg.file), { recursive: true });
  const sqlite = new SQLite(cfg.file);
  // WAL lets readers run while one writer commits; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
