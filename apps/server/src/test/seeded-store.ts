import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Dialect } from '../db/index.js';

// The stores API test apps start from (no vitest import here: the global setup uses it too).

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Whether this run tests PostgreSQL at all: `TEST_DIALECTS=sqlite` leaves it out (the Node 24 run of the
 * test command: the store whose code depends on the Node version is SQLite's native addon; pg is plain
 * JavaScript, tested on PostgreSQL by the main run).
 */
export const postgresWanted = (): boolean =>
  (process.env.TEST_DIALECTS ?? 'sqlite,postgres').split(',').includes('postgres');
export const TEMPLATE_DIR_PREFIX = 'jc-server-tpl-';
export const TEMPLATE_DB_PREFIX = 'jc_tpl';
export const TEST_DB_PREFIX = 'jc_test';

/**
 * The test run a store belongs to: `r<pid of vitest's main process>`, set by the global setup before the
 * workers start (they inherit it). Store names carry it, so a run's teardown drops its own stores and
 * those of runs that died, never those of another run going on beside it (two worktrees, two CI jobs).
 */
export function testRunTag(): string {
  return (process.env.JC_TEST_RUN ??= `r${process.pid}`);
}

/** The pid of the run a store name belongs to, or null when the name carries no run tag. */
export function runPidOf(name: string): number | null {
  const m = /(?:^|[_-])r(\d+)[_-]/.exec(name);
  return m ? Number(m[1]) : null;
}

/**
 * A minimal built web app: index.html, the operator console's admin.html and one hashed bundle, each
 * with a precompressed copy.
 */
export function writeWebDist(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const files = {
    'index.html':
      '<!doctype html><html><head><title>教材社区</title></head><body><div id="root"></div></body></html>',
    'admin.html':
      '<!doctype html><html><head><title>运营后台</title></head><body><div id="console-root"></div></body></html>',
    'assets/index-Ab12Cd34.js': 'console.log("app");',
  };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dir, name), body);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
  }
}

/** The configuration of a test app on `dataDir` (and a PostgreSQL database when given). */
export function testConfig(
  env: Record<string, string> | undefined,
  dataDir: string,
  databaseUrl: string | undefined,
  logLevel: 'info' | 'silent' = 'silent',
): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'web'),
    LOG_LEVEL: logLevel,
    // API suites make many writes as one user in a second; the write limit's own suite turns it on
    // (plugins/write-limit.test.ts), and the e2e run keeps the default (docs/security.md).
    WRITE_RATE_LIMIT: '0',
    WRITE_RATE_LIMIT_ANON: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}

/** A database of its own, empty or a copy of a template database (a seeded store, see `seededStore`). */
export async function createPgDatabase(
  template?: string,
  prefix = TEST_DB_PREFIX,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${testRunTag()}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        break;
      } catch (err) {
        // The template's last connection may still be closing (55006: "being accessed by other users").
        if ((err as { code?: string }).code !== '55006' || attempt >= 40) throw err;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
      await c.connect();
      try {
        // Let the app's own connections finish closing first, so none is cut off mid-goodbye.
        for (let i = 0; i < 40; i++) {
          const { rows } = await c.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * A migrated and seeded store to copy: an app migrates and seeds it as a real first start does and is
 * closed; test apps then start from a copy (the SQLite data directory copied, or `create database …
 * template`), which they find migrated and seeded, as on any restart. About a second saved on each app.
 */
export interface SeededStore {
  dataDir: string;
  pgName: string | null;
}

export async function makeSeededStore(
  dialect: Dialect,
  env: Record<string, string> = {},
): Promise<SeededStore> {
  const dataDir = mkdtempSync(join(tmpdir(), `${TEMPLATE_DIR_PREFIX}${testRunTag()}-`));
  const pgDb = dialect === 'postgres' ? await createPgDatabase(undefined, TEMPLATE_DB_PREFIX) : null;
  writeWebDist(join(dataDir, 'web'));
  const app = buildApp(testConfig(env, dataDir, pgDb?.url));
  await app.ready();
  await app.close();
  return { dataDir, pgName: pgDb?.name ?? null };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The default seeded store of each dialect, made once by the global setup. */
    seededStores: Partial<Record<Dialect, SeededStore>>;
  }
}
