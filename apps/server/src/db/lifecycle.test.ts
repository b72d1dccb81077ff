import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { PG_ADMIN_URL, buildTestApp, dialects } from '../test/app.js';
import { openDatabase } from './index.js';
import { MODULES } from '../modules/index.js';
import { seed } from './seed.js';
import { CHECKIN_DEMO_PUPILS } from '../modules/checkin/index.js';
import { TEACHER_DEMO_USERS } from '../modules/teacher/index.js';
import { STATS_DEMO_PUPILS } from '../modules/stats/index.js';

describe.each(dialects)('store lifecycle on %s', (dialect) => {
  it('seeds an empty store once, with demo accounts outside production', async () => {
    const t = await buildTestApp({ dialect });
    try {
      const users = await t.app.db.selectFrom('users').select('account').orderBy('id').execute();
      // The demo accounts, then the demo pupils and teachers of the check-in camp, the teachers and the statistics.
      expect(users.map((u) => u.account)).toEqual([
        'student',
        'teacher',
        'staff',
        'admin',
        'zhaoyewu',
        ...CHECKIN_DEMO_PUPILS.map((p) => p.account),
        ...TEACHER_DEMO_USERS.map((u) => u.account),
        ...STATS_DEMO_PUPILS,
      ]);
      const areas = await t.app.db
        .selectFrom('user_areas as ua')
        .innerJoin('users as u', 'u.id', 'ua.user_id')
        .innerJoin('areas as a', 'a.code', 'ua.area_code')
        .select(['u.account', 'a.name'])
        .execute();
      expect(areas).toEqual(
        expect.arrayContaining([
          { account: 'staff', name: '杭州市' },
          { account: 'zhaoyewu', name: '苏州市' },
        ]),
      );
      expect(areas).toHaveLength(2);
      // A second run finds the store filled and changes nothing.
      const again = await seed(t.app.db, MODULES, { dialect, demo: true });
      expect(again.seeded).toBe(false);
      expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(
        5 + CHECKIN_DEMO_PUPILS.length + TEACHER_DEMO_USERS.length + STATS_DEMO_PUPILS.length,
      );
    } finally {
      await t.close();
    }
  });

  it('seeds no demo accounts in production without DEMO_SEED', async () => {
    const t = await buildTestApp({ dialect, env: { NODE_ENV: 'production' } });
    try {
      expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(0);
      expect((await t.app.db.selectFrom('dictionaries').select('id').execute()).length).toBeGreaterThan(10);
      expect((await t.app.db.selectFrom('areas').select('code').execute()).length).toBeGreaterThan(3000);
      const login = await t.call('POST', '/api/oauth/Login', {
        form: { account: 'admin', password: 'demo123456' },
      });
      expect(login.status).toBe(409);
    } finally {
      await t.close();
    }
  });

  it('keeps data across a restart on the same store, and close() closes the database', async () => {
    const t = await buildTestApp({ dialect });
    try {
      const token = await t.login('student');
      // A second app on the same store: migrations and seed are no-ops, the token still works.
      const second = buildApp(t.config);
      await second.ready();
      const res = await second.inject({
        method: 'GET',
        url: '/api/myInfo/getMyInfo',
        headers: {
          authorization: `Bearer ${token}`,
          nonce: (await import('../shared/nonce.js')).makeNonce(),
        },
      });
      expect(res.statusCode).toBe(200);
      await second.close();
      await expect(second.store.ping()).rejects.toThrow();
    } finally {
      await t.close();
    }
    await expect(t.app.store.ping()).rejects.toThrow();
  });

  it('lets a request in flight finish during close()', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    let entered: () => void = () => undefined;
    // The handler signals when it runs, so a loaded machine cannot make close() come first.
    const handlerEntered = new Promise<void>((r) => (entered = r));
    const t = await buildTestApp({
      dialect,
      routes: (app) =>
        app.get('/api/test/slow', { config: { auth: 'none' } }, async () => {
          entered();
          await gate;
          await app.store.ping();
          return { code: 200, msg: 'ok', data: 'done' };
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { makeNonce } = await import('../shared/nonce.js');
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`, { headers: { nonce: makeNonce() } });
    await handlerEntered;
    const closing = t.close();
    // Let close() get under way (stop accepting, mark closing) before the handler may finish.
    await new Promise((r) => setTimeout(r, 50));
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ code: 200, msg: 'ok', data: 'done' });
    await closing;
    await expect(t.app.store.ping()).rejects.toThrow();
  });
});

describe.skipIf(!dialects.includes('postgres'))('idle PostgreSQL connections', () => {
  it('survive the server cutting one off: the error is reported, the process goes on', async () => {
    const errors: Error[] = [];
    const store = openDatabase({ kind: 'postgres', url: PG_ADMIN_URL }, (err) => errors.push(err));
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(store.db);
      // The pool's connection is idle now; the server terminates it as an administrator would.
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      // The pool opens a fresh connection for the next query.
      await expect(store.ping()).resolves.toBeUndefined();
    } finally {
      await admin.end();
      await store.close();
    }
  });
});
