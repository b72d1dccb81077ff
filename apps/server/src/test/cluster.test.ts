import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { Code, LOGIN_THROTTLE, LOGIN_THROTTLED_MSG, PAY_PWD_MAX_TRIES, type BookInfo } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config.js';
import type * as PasswordModule from '../shared/password.js';
import { redisAnswers, TEST_REDIS_URL } from './redis.js';

/**
 * Several API processes on one store (docs/operations.md, "Several processes"): two app instances on
 * one PostgreSQL database, joined by Redis as two processes behind nginx are. What one changes is fresh
 * in the other's next read, the payment password's and the login's tries are counted once across them,
 * a nonce passes once, and a periodic job runs once per period.
 */

// Counts the password checks the server makes (the real scrypt check runs).
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../shared/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      checks.count++;
      return real.verifyPassword(...args);
    },
  };
});

// The API files share one module graph per worker (vitest.config.ts, isolate: false): another file may
// have loaded the password module before this one, and the mock above would then not be the module the
// server calls. Forget the loaded modules and load the server afresh, with the mock in place.
vi.resetModules();
const { buildApp } = await import('../app.js');
const { PAY_PWD_LOCKED_MSG } = await import('../modules/paypwd/service.js');
const { makeShopUser, PAY_PWD } = await import('../modules/shop/shop.fixtures.js');
const { runPeriodically } = await import('../shared/periodic.js');
const { makeNonce, postgresAvailable, useTestApp } = await import('./app.js');

const runs = (await postgresAvailable()) && (await redisAnswers('the cluster tests'));

describe.skipIf(!runs)('two API processes on one PostgreSQL store with Redis', () => {
  const t = useTestApp({ dialect: 'postgres' });
  /** The two "processes": their own app, caches and Redis connections; one store and one key prefix. */
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  /** Runs of the test job, by app. */
  const jobRuns: { app: number; at: number }[] = [];
  const JOB_EVERY_MS = 300;
  /** Runs of a job whose period outlasts the suite: the first process to start holds its lease. */
  const longJobRuns: number[] = [];
  let config: Config;

  beforeAll(async () => {
    config = {
      ...t().config,
      redisUrl: TEST_REDIS_URL,
      // A prefix of this run's own: other suites (and other runs) on the same Redis are not disturbed.
      redisPrefix: `jc-test:${randomBytes(6).toString('hex')}:`,
      tokenCacheMs: 30_000,
    };
    for (let i = 0; i < 2; i++) {
      const app = buildApp(config);
      const n = i;
      void app.register(async (scoped) => {
        runPeriodically(scoped, {
          what: 'the cluster test job',
          everyMs: JOB_EVERY_MS,
          job: async () => {
            jobRuns.push({ app: n, at: Date.now() });
          },
        });
        runPeriodically(scoped, {
          what: 'the long cluster job',
          everyMs: 10 * 60_000,
          job: async () => {
            longJobRuns.push(n);
          },
        });
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      apps.push(app);
      urls.push(`http://127.0.0.1:${address.port}`);
    }
  });
  const closed = new Set<number>();
  afterAll(async () => {
    for (const [i, a] of apps.entries()) if (!closed.has(i)) await a.close();
  });

  /** A call over HTTP to one process, as nginx passes it. */
  const http = async <T>(
    i: number,
    method: 'GET' | 'POST',
    path: string,
    opts: { token?: string; form?: Record<string, string>; nonce?: string } = {},
  ) => {
    const res = await fetch(`${urls[i]}/api/${path}`, {
      method,
      headers: {
        nonce: opts.nonce ?? makeNonce(config.nonce.key, config.nonce.iv),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(opts.form ? { body: new URLSearchParams(opts.form).toString() } : {}),
    });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: T } };
  };
  const login = async (i: number, account: string) => {
    const r = await http<{ token: string }>(i, 'POST', 'oauth/Login', {
      form: { account, password: 'demo123456' },
    });
    expect(r.body.code, r.body.msg).toBe(200);
    return r.body.data.token;
  };

  it('serves a book edited through one process fresh from the other at its next read', async () => {
    const book = await t()
      .app.db.selectFrom('books')
      .select(['id', 'book_no'])
      .where('enabled', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const info = () => http<BookInfo>(1, 'GET', `bookmain/getBookInfo/${book.book_no}`);
    const titles = (b: BookInfo) => JSON.stringify(b.lessonList);
    const before = await info();
    expect(before.body.code).toBe(200);
    // Process 1 now holds the answer in its cache (a second read is a hit).
    expect((await info()).body).toEqual(before.body);

    const admin = await login(0, 'admin');
    const title = `第${randomBytes(3).toString('hex')}课`;
    const added = await http(0, 'POST', 'admin/catalogue/addLesson', {
      token: admin,
      form: { bookId: String(book.id), title },
    });
    expect(added.body.code, added.body.msg).toBe(200);
    const after = await info();
    expect(titles(before.body.data)).not.toContain(title);
    expect(titles(after.body.data)).toContain(title);
  });

  it('refuses a token logged out through one process in the other at once', async () => {
    const token = await login(0, 'student');
    // Process 1 keeps the resolved token (the token cache, 30 s).
    expect((await http(1, 'GET', 'myInfo/getMyInfo', { token })).body.code).toBe(200);
    expect((await http(0, 'GET', 'oauth/Logout', { token })).body.code).toBe(200);
    expect((await http(1, 'GET', 'myInfo/getMyInfo', { token })).body.code).toBe(Code.revokedToken);
  });

  it('looks at no more payment-password guesses than the limit, concurrent across both', async () => {
    const u = await makeShopUser(t().app.db, {});
    const guess = (i: number) =>
      http(i % 2, 'POST', 'myInfo/zhifuPwdVerifying', { token: u.token, form: { pwd: '000000' } });
    const from = checks.count;
    // One try left, then twelve at once, six to each process: one of them is looked at.
    for (let i = 0; i < PAY_PWD_MAX_TRIES - 1; i++)
      expect((await guess(i)).body.msg).toBe(`支付密码错误，还可尝试${PAY_PWD_MAX_TRIES - 1 - i}次`);
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => guess(i)));
    expect(checks.count - from).toBe(PAY_PWD_MAX_TRIES);
    for (const g of guesses) {
      expect(g.status).toBe(429);
      expect(g.body.msg).toBe(PAY_PWD_LOCKED_MSG);
    }
    // Locked in both: even the right password.
    for (const i of [0, 1]) {
      const right = await http(i, 'POST', 'myInfo/zhifuPwdVerifying', {
        token: u.token,
        form: { pwd: PAY_PWD },
      });
      expect(right.status).toBe(429);
    }
  });

  it('looks at no more login guesses at one account than the limit, concurrent across both', async () => {
    const from = checks.count;
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        http(i % 2, 'POST', 'oauth/Login', { form: { account: 'teacher', password: `wrong-${i}` } }),
      ),
    );
    expect(checks.count - from).toBe(LOGIN_THROTTLE.perAccount);
    expect(guesses.filter((g) => g.body.code === 409)).toHaveLength(LOGIN_THROTTLE.perAccount);
    const locked = guesses.filter((g) => g.status === 429);
    expect(locked).toHaveLength(12 - LOGIN_THROTTLE.perAccount);
    for (const g of locked) expect(g.body.msg).toBe(LOGIN_THROTTLED_MSG);
    for (const i of [0, 1]) {
      const right = await http(i, 'POST', 'oauth/Login', {
        form: { account: 'teacher', password: 'demo123456' },
      });
      expect(right.status).toBe(429);
    }
  });

  it('lets a nonce through once, sent to both at once', async () => {
    const token = await login(1, 'staff');
    const nonce = makeNonce(config.nonce.key, config.nonce.iv);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => http(i % 2, 'GET', 'myInfo/getMyInfo', { token, nonce })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 200)) expect(a.body.code).toBe(Code.badNonce);
  });

  it('drops a request reaching a closing process unanswered; nginx sends it on and the other serves it', async () => {
    // A third process, closed during the test: its request's headers complete after close() began.
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const closing = buildApp({ ...config, logLevel: 'info' }, { logStream });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const address = closing.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const token = await login(1, 'student');
    const nonce = makeNonce(config.nonce.key, config.nonce.iv);
    const socket = connect(address.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Half the headers, as nginx's request on a kept connection may be when a deploy's SIGTERM comes.
    socket.write(`GET /api/myInfo/getMyInfo HTTP/1.1\r\nHost: 127.0.0.1\r\nnonce: ${nonce}\r\n`);
    await new Promise((r) => setTimeout(r, 100));
    const closed = closing.close();
    // close() stops listening once its preClose hooks have run: the process is closing.
    await expect.poll(() => closing.server.listening).toBe(false);
    socket.write(`authorization: Bearer ${token}\r\n\r\n`);
    await ended;
    await closed;
    // No answer at all: a 503 here is what nginx used to retry, and now passes on as the app's own.
    expect(answer).toBe('');
    expect(lines.join('')).toContain('closing: connection dropped unanswered');
    // nginx's retry, the same request to the other process: its nonce was never seen.
    const retried = await http<{ account: string }>(1, 'GET', 'myInfo/getMyInfo', { token, nonce });
    expect(retried.status).toBe(200);
    expect(retried.body.code).toBe(200);
  });

  it('runs a periodic job once per period across both, and on in the other when its holder stops', async () => {
    const start = Date.now();
    await new Promise((r) => setTimeout(r, 10 * JOB_EVERY_MS));
    const during = jobRuns.filter((r) => r.at >= start);
    // Alone each process would run it ten times; together, once a period (a late timer may skip one).
    expect(during.length).toBeGreaterThanOrEqual(5);
    expect(during.length).toBeLessThanOrEqual(Math.ceil(10 / 0.9) + 1);
    const holder = during.at(-1)!.app;
    closed.add(holder);
    await apps[holder]!.close();
    const stopped = Date.now();
    await new Promise((r) => setTimeout(r, 4 * JOB_EVERY_MS));
    const other = jobRuns.filter((r) => r.at > stopped);
    expect(other.length).toBeGreaterThanOrEqual(2);
    expect(other.every((r) => r.app !== holder)).toBe(true);
  });

  it("gives a job's lease back when its holder closes cleanly (a deploy), so the next tick elsewhere runs it", async () => {
    // Process 0 started first and holds the long job's lease; process 1's first tick found it held.
    expect(longJobRuns).toEqual([0]);
    const redis = createClient({ url: TEST_REDIS_URL });
    await redis.connect();
    try {
      const lease = `${config.redisPrefix}job:the long cluster job`;
      if (!closed.has(0)) {
        expect(await redis.exists(lease)).toBe(1);
        closed.add(0);
        await apps[0]!.close();
      }
      // Without the release it would stay for 9 minutes and process 1 would skip its next tick.
      expect(await redis.exists(lease)).toBe(0);
    } finally {
      await redis.close();
    }
  });
});
