import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code, type Envelope } from '@jc/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app.js';
import type { Config } from '../config.js';
import type { Dialect } from '../db/index.js';
import { makeNonce } from '../shared/nonce.js';
import {
  createPgDatabase,
  makeSeededStore,
  PG_ADMIN_URL,
  postgresWanted,
  testConfig,
  writeWebDist,
  type SeededStore,
} from './seeded-store.js';

export { makeNonce, PG_ADMIN_URL, writeWebDist };

let pgCheck: Promise<boolean> | undefined;
/** Asks PostgreSQL once whether it answers: a machine without it refuses at once; a busy one may take seconds to accept. */
export function postgresAvailable(): Promise<boolean> {
  pgCheck ??= (async () => {
    if (!postgresWanted()) {
      console.warn(`TEST_DIALECTS=${process.env.TEST_DIALECTS}: PostgreSQL API tests skipped`);
      return false;
    }
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

/**
 * A migrated and seeded store to copy (test/seeded-store.ts): the default one of each dialect was made once
 * for the whole run by the global setup; one for another environment is made by the first app of this test
 * file that asks for it.
 */
const seededStores = new Map<string, Promise<SeededStore>>();

/** Whether an app may start from a copy: not when the test controls the store or watches the start. */
const copiesSeededStore = (opts: TestAppOptions) =>
  !opts.beforeBuild && !opts.logStream && !opts.reuse && !opts.env?.DATA_DIR && !opts.env?.DATABASE_URL;

function seededStore(opts: TestAppOptions): Promise<SeededStore> {
  const env = Object.fromEntries(Object.entries(opts.env ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  const made = Object.keys(env).length === 0 ? inject('seededStores')?.[opts.dialect] : undefined;
  if (made) return Promise.resolve(made);
  const key = JSON.stringify([opts.dialect, env]);
  let store = seededStores.get(key);
  if (!store) {
    store = makeSeededStore(opts.dialect, env);
    seededStores.set(key, store);
    // A failed template is not kept: the next build tries again (and fails with the real error).
    store.catch(() => seededStores.delete(key));
  }
  return store;
}

/** The real app on a fresh real database (a temp SQLite file, or a PostgreSQL database of its own). */
export async function buildTestApp(opts: TestAppOptions): Promise<TestApp> {
  const template = copiesSeededStore(opts) ? await seededStore(opts) : null;
  const dataDir = opts.reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'jc-server-test-'));
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  const webDist = join(dataDir, 'web');
  writeWebDist(webDist);
  const pgDb = opts.reuse
    ? opts.reuse.pgDb
    : opts.dialect === 'postgres'
      ? await createPgDatabase(template?.pgName ?? undefined)
      : null;
  const config = testConfig(opts.env, dataDir, pgDb?.url, opts.logStream ? 'info' : 'silent');
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
