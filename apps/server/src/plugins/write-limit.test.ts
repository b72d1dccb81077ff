import { Code } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { dialects, makeNonce, useTestApp } from '../test/app.js';
import { WRITE_LIMIT_MSG, WRITE_LIMIT_WINDOW_MS } from './write-limit.js';

/**
 * The write calls' budget (docs/security.md, "Rate limits"): 429 with the envelope past it, per user
 * and per anonymous address, a fresh budget after the minute, reads and refused calls not counted, and
 * on PostgreSQL one budget shared by two processes of one store. The suite's store comes from the test
 * app (the limit is off in API suites); the limited apps are built on it with WRITE_RATE_LIMIT=5 and
 * WRITE_RATE_LIMIT_ANON=3.
 */
describe.each(dialects)('write rate limit on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    // On SQLite one process serves a store: one limited app. On PostgreSQL two, as two processes.
    for (let i = 0; i < (dialect === 'postgres' ? 2 : 1); i++) {
      const app = buildApp({ ...t().config, writeRateLimit: 5, writeRateLimitAnon: 3 });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    vi.useRealTimers();
    for (const a of apps) await a.close();
  });

  const call = async (
    url: string,
    opts: { token?: string; form?: Record<string, string>; remoteAddress?: string; app?: number } = {},
  ) => {
    const res = await apps[opts.app ?? 0]!.inject({
      method: opts.form ? 'POST' : 'GET',
      url: `/api/${url}`,
      headers: {
        nonce: makeNonce(t().config.nonce.key, t().config.nonce.iv),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(opts.form ? { payload: new URLSearchParams(opts.form).toString() } : {}),
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    });
    return { status: res.statusCode, body: res.json<{ code: number; msg: string; data: unknown }>() };
  };
  // A write every pupil may make at will: the ad consent.
  const write = (token: string, app = 0) =>
    call('myInfo/updateMyAdvert', { token, form: { state: 'shown' }, app });

  it('answers 429 with the envelope past the budget, per user, and a fresh budget after the minute', async () => {
    const student = await t().login('student');
    const teacher = await t().login('teacher');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 5; i++) expect((await write(student)).status).toBe(200);
    const refused = await write(student);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: Code.tooMany, msg: WRITE_LIMIT_MSG, data: null });
    // Another user has a budget of their own; reads are not counted.
    expect((await write(teacher)).status).toBe(200);
    expect((await call('myInfo/getMyInfo', { token: student })).status).toBe(200);
    // The minute ends: in process (SQLite) by the clock; in the shared counters by their expiry.
    vi.setSystemTime(Date.now() + WRITE_LIMIT_WINDOW_MS + 1);
    if (dialect === 'postgres') {
      const me = await t().call<{ userId: number }>('GET', '/api/myInfo/getMyInfo', { token: student });
      await t()
        .app.db.updateTable('shared_counters')
        .set({ expires_at: 0 })
        .where('key', '=', `write:u:${me.body.data.userId}`)
        .execute();
    }
    expect((await write(student)).status).toBe(200);
    vi.useRealTimers();
  });

  it('counts anonymous writes per address; calls refused before it (no token) are not counted', async () => {
    const login = (remoteAddress: string) =>
      call('oauth/loginByPhoneAndSms', { form: { phone: '13800000000', code: '1234' }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await login('10.1.1.1')).status).toBe(200);
    expect((await login('10.1.1.1')).status).toBe(429);
    expect((await login('10.1.1.2')).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const r = await call('myInfo/updateMyAdvert', { form: { state: 'shown' }, remoteAddress: '10.1.1.3' });
      expect(r.status).toBe(401);
    }
    expect((await login('10.1.1.3')).status).toBe(200);
  });

  it.runIf(dialect === 'postgres')('is one budget for two processes of one store', async () => {
    const staff = await t().login('staff');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await write(staff, i % 2)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
