import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code, type Envelope } from '@jc/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Dialect } from '../db/index.js';
import { makeNonce } from '../shared/nonce.js';

export { makeNonce };

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let pgCheck: Promise<boolean> | undefined;
/** Asks PostgreSQL once whether it answers: a machine without it refuses at once; a busy one may take seconds to accept. */
export function postgresAvailable(): Promise<boolean> {
  pgCheck ??= (async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 8_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch (err) {
      console.warn(
        `PostgreSQL not reachable at ${redact(PG_ADMIN_URL)} (${(err as Error).message}): PostgreSQL API tests skipped`,
      );
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return pgCheck;
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** The dialects to run API suites on: SQLite always, PostgreSQL when it answers. */
export const dialects: Dialect[] = (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite'];

/** A minimal built web app: index.html and one hashed bundle, each with a precompressed copy. */
export function writeWebDist(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const files = {
    'index.html':
      '<!doctype html><html><head><title>教材社区</title></head><body><div id="root"></div></body></html>',
    'assets/index-Ab12Cd34.js': 'console.log("app");',
  };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(join(dir, name), body);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
  }
}

export interface CallOptions {
  query?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded, the client's default. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  token?: string;
  /** Sent as given, without "Bearer ". */
  rawAuthorization?: string;
  headers?: Record<string, string>;
  /** false: send no nonce; a string: send that header value. */
  nonce?: boolean | string;
  body?: string;
  /** Client address as the server sees it (throttles are per address). */
  remoteAddress?: string;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dialect: Dialect;
  dataDir: string;
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts?: CallOptions,
  ): Promise<CallResult<T>>;
  /** Logs in and returns the token. */
  login(account: string, password?: string): Promise<string>;
  /** Closes the app and removes its data, unless `keepData` (then answers it, for a restart). */
  close(opts?: { keepData?: boolean }): Promise<KeptData>;
}

export interface TestAppOptions {
  dialect: Dialect;
  /** Extra environment, on top of the test defaults. */
  env?: Record<string, string>;
  /** Registers extra routes (e.g. test-only /api routes) before the app is ready. */
  routes?: (app: FastifyInstance) => void;
  logStream?: BuildOptions['logStream'];
  /** Replaces the messenger's jsapi ticket source (a fake in tests). */
  jsApiTickets?: BuildOptions['jsApiTickets'];
  /** Runs on the fresh, empty database before the app is built (e.g. loads an old store's dump). */
  beforeBuild?: (config: Config) => Promise<void>;
  /**
   * A restart: the data of an app closed with `close({ keepData: true })` (its DATA_DIR and database),
   * which this app then owns (its close removes them).
   */
  reuse?: KeptData;
}

/** What `close({ keepData: true })` leaves for a restart (TestAppOptions.reuse). */
export interface KeptData {
  dataDir: string;
  pgDb: { url: string; drop: () => Promise<void> } | null;
}

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `jc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
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

/** The real app on a fresh real database (a temp SQLite file, or a PostgreSQL database of its own). */
export async function buildTestApp(opts: TestAppOptions): Promise<TestApp> {
  const dataDir = opts.reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'jc-server-test-'));
  const webDist = join(dataDir, 'web');
  writeWebDist(webDist);
  const pgDb = opts.reuse ? opts.reuse.pgDb : opts.dialect === 'postgres' ? await createPgDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: opts.logStream ? 'info' : 'silent',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...opts.env,
  });
  try {
    await opts.beforeBuild?.(config);
  } catch (err) {
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const app = buildApp(config, {
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    ...(opts.jsApiTickets !== undefined ? { jsApiTickets: opts.jsApiTickets } : {}),
  });
  opts.routes?.(app);
  try {
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  const call: TestApp['call'] = async (method, url, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.nonce !== false)
      headers.nonce = typeof o.nonce === 'string' ? o.nonce : makeNonce(config.nonce.key, config.nonce.iv);
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.rawAuthorization !== undefined) headers.authorization = o.rawAuthorization;
    const inject: InjectOptions = { method, url, headers };
    if (o.query) inject.query = o.query;
    if (o.remoteAddress) inject.remoteAddress = o.remoteAddress;
    if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      inject.payload = new URLSearchParams(o.form).toString();
    } else if (o.json !== undefined) {
      headers['content-type'] = 'application/json';
      inject.payload = JSON.stringify(o.json);
    } else if (o.body !== undefined) {
      inject.payload = o.body;
    }
    const res = await app.inject(inject);
    let body: Envelope<never>;
    try {
      body = res.json();
    } catch {
      body = { code: -1, msg: `not JSON: ${res.body.slice(0, 80)}`, data: undefined as never };
    }
    return { status: res.statusCode, body, headers: res.headers, text: res.body };
  };

  return {
    app,
    config,
    dialect: opts.dialect,
    dataDir,
    call,
    async login(account, password = 'demo123456') {
      const res = await call<{ token: string }>('POST', '/api/oauth/Login', { form: { account, password } });
      if (res.status !== 200) throw new Error(`login ${account} failed: ${res.status} ${res.body.msg}`);
      return res.body.data.token;
    },
    async close(closeOpts = {}) {
      await app.close();
      if (!closeOpts.keepData) {
        await pgDb?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
      return { dataDir, pgDb };
    },
  };
}

/** Builds one app per suite (beforeAll) and closes it afterwards; returns a getter. */
export function useTestApp(opts: TestAppOptions): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp(opts);
  });
  afterAll(async () => {
    await t?.close();
  });
  return () => {
    if (!t) throw new Error('test app not built yet');
    return t;
  };
}

/** A refusal: the HTTP status, the body code that goes with it (401 answers code 600) and the message. */
export function expectRefusal(
  res: { status: number; body: { code: number; msg: string } },
  status: number,
  msg?: RegExp,
): void {
  expect(res.status).toBe(status);
  expect(res.body.code).toBe(status === 401 ? Code.noToken : status);
  if (msg) expect(res.body.msg).toMatch(msg);
}
