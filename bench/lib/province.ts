import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { startAppServer, type RunningProcess } from './server.js';

/**
 * A province's data: the built server on a fresh PostgreSQL database measured on its demo
 * store, then the same database filled to a province's size with set-based SQL (10,000 books,
 * 1,000,000 users, 10,000,000 ledger rows, 1,000,000 check-ins, a year of logins and plays) and
 * measured again. `bench/run-province.ts` drives it; docs/operations.md, "A province's data".
 */

export const PG_ADMIN =
  process.env.PROVINCE_PG_URL ?? process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ProvinceSizes {
  books: number;
  users: number;
  /** Ledger rows in all: a few per user, and one per check-in (its reward). */
  ledger: number;
  checkins: number;
  /**
   * The share of the filled books on the shelf (0.04): the current editions, a few on each shelf of a
   * grade, term and subject; the rest are older editions taken off it. Home's list of a shelf is one
   * answer of every book on it, so this sets its size, not the number of books.
   */
  onShelf: number;
}

/** PROVINCE_SCALE (1) times the sizes, or PROVINCE_BOOKS, _USERS, _LEDGER, _CHECKINS each. */
export function provinceSizes(env: NodeJS.ProcessEnv = process.env): ProvinceSizes {
  const scale = Number(env.PROVINCE_SCALE ?? 1);
  const size = (name: string, full: number) => Math.max(1, Math.round(Number(env[name] ?? full * scale)));
  const sizes = {
    books: size('PROVINCE_BOOKS', 10_000),
    users: size('PROVINCE_USERS', 1_000_000),
    ledger: size('PROVINCE_LEDGER', 10_000_000),
    checkins: size('PROVINCE_CHECKINS', 1_000_000),
    onShelf: Number(env.PROVINCE_ON_SHELF ?? 0.04),
  };
  if (sizes.checkins < 80) throw new Error('PROVINCE_CHECKINS must be at least 80');
  // The camps' members are the earliest quarter of the users at most (their history comes first).
  if (sizes.checkins / 4 > sizes.users / 2)
    throw new Error('PROVINCE_CHECKINS must be at most 2 × PROVINCE_USERS');
  if (sizes.ledger - sizes.checkins < sizes.users)
    throw new Error('PROVINCE_LEDGER must leave at least one row per user beside the check-ins');
  return sizes;
}

export interface ProvinceDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

const dbUrl = (name: string) => {
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A fresh database `jc_province_<random>` (or an existing one by name, kept), dropped by `drop()`. */
export async function provinceDatabase(existing?: string): Promise<ProvinceDatabase> {
  const name = existing ?? `jc_province_${randomBytes(4).toString('hex')}`;
  if (!/^jc_province_[a-z0-9_]+$/.test(name)) throw new Error(`not a province database: ${name}`);
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  try {
    if (!existing) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: dbUrl(name),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * PostgreSQL's own log (its server log, lines tagged with the database) of the statements slower than
 * `ms`, with their plans (auto_explain), for the sessions the server opens from now on.
 */
export async function logSlowStatements(db: ProvinceDatabase, ms: number): Promise<void> {
  const c = new pg.Client({ connectionString: PG_ADMIN });
  await c.connect();
  try {
    await c.query(`alter database ${db.name} set session_preload_libraries = 'auto_explain'`);
    await c.query(`alter database ${db.name} set auto_explain.log_min_duration = ${Math.round(ms)}`);
    await c.query(`alter database ${db.name} set log_min_duration_statement = ${Math.round(ms)}`);
  } finally {
    await c.end();
  }
}

/** A Redis key prefix of the run's own, its keys deleted by `clear()`; null without Redis. */
export async function provinceRedis(url: string | undefined) {
  if (!url) return null;
  const prefix = `jc-province-${randomBytes(4).toString('hex')}:`;
  return {
    url,
    prefix,
    clear: async () => {
      const redis = createClient({ url });
      await redis.connect();
      try {
        for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
          if (keys.length > 0) await redis.del(keys);
      } finally {
        await redis.close();
      }
    },
  };
}

/** The built server on the database (its migrations and demo seed on the first start). */
export function startProvinceServer(
  port: number,
  db: ProvinceDatabase,
  dataDir: string,
  redis: { url: string; prefix: string } | null,
): Promise<RunningProcess> {
  return startAppServer(
    port,
    {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix } : {}),
    },
    // The first start on a province runs the statistics' first rollup over the whole year before it listens.
    1_800_000,
  );
}

export const provinceDataDir = () => mkdtempSync(join(tmpdir(), 'jc-province-'));
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
