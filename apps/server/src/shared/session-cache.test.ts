import { Code } from '@jc/contract';
import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { announceSessionChange, SESSION_SETTLE_MS } from './session-events.js';
import { buildTestApp, dialects, useTestApp } from '../test/app.js';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis.js';
import type { AuthUser } from '../types.js';
import { SessionCache } from './session-cache.js';

const user = (id: number, tokenId: number): AuthUser => ({
  id,
  account: `u${id}`,
  roles: ['pupil'],
  tokenId,
});

describe('SessionCache', () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('keeps a lookup for its ttl, never past the token expiry', () => {
    const c = clock();
    const cache = new SessionCache(30_000, 10, c.now);
    cache.set('a', user(1, 11), c.now() + 60_000, c.now());
    cache.set('b', user(2, 12), c.now() + 5_000, c.now());
    expect(cache.get('a')?.id).toBe(1);
    c.advance(5_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.id).toBe(1);
    c.advance(25_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops a user or a token when they change, and keeps nothing of them read before or just after', () => {
    const c = clock();
    const cache = new SessionCache(30_000, 10, c.now);
    cache.set('a1', user(1, 11), c.now() + 60_000, c.now());
    cache.set('a2', user(1, 12), c.now() + 60_000, c.now());
    cache.set('b', user(2, 21), c.now() + 60_000, c.now());
    const startedBefore = c.now();
    c.advance(10);
    cache.forget({ userId: 1 });
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b')?.id).toBe(2);
    // A lookup that read the row before the change, or while its transaction may not have committed.
    cache.set('a1', user(1, 11), c.now() + 60_000, startedBefore);
    cache.set('a2', user(1, 12), c.now() + 60_000, c.now());
    expect(cache.size).toBe(1);
    c.advance(SESSION_SETTLE_MS);
    cache.set('a2', user(1, 12), c.now() + 60_000, c.now());
    expect(cache.get('a2')?.id).toBe(1);
    cache.forget({ tokenId: 21 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a2')?.id).toBe(1);
  });

  it('holds at most its size, dropping the oldest; a ttl of 0 keeps nothing', () => {
    const c = clock();
    const cache = new SessionCache(30_000, 2, c.now);
    for (const [i, hash] of ['a', 'b', 'c'].entries()) cache.set(hash, user(i, i), c.now() + 60_000, c.now());
    expect([cache.get('a'), cache.get('b')?.id, cache.get('c')?.id]).toEqual([undefined, 1, 2]);
    const off = new SessionCache(0, 2, c.now);
    off.set('a', user(1, 1), c.now() + 60_000, c.now());
    expect(off.enabled).toBe(false);
    expect(off.get('a')).toBeUndefined();
  });
});

describe.skipIf(!dialects.includes('postgres'))('the token cache on PostgreSQL without Redis', () => {
  const t = useTestApp({ dialect: 'postgres' });

  it('is off, since another process’s revocation could not reach this one', () => {
    expect(t().config.tokenCacheMs).toBe(0);
    expect(t().app.sessions.enabled).toBe(false);
  });
});

describe('the token cache in the app (sqlite, on by default)', () => {
  const t = useTestApp({ dialect: 'sqlite' });
  const myInfo = (token: string) => t().call('GET', '/api/myInfo/getMyInfo', { token });

  it('answers a known token from the cache, and refuses it at once when it is revoked', async () => {
    const token = await t().login('student');
    expect((await myInfo(token)).body.code).toBe(200);
    expect(t().app.sessions.size).toBeGreaterThan(0);
    // A change nobody announced (a raw write) is not seen until the entry ages: the cache is really used.
    const row = await t()
      .app.db.selectFrom('auth_tokens')
      .select(['id', 'user_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t()
      .app.db.updateTable('auth_tokens')
      .set({ revoked_at: Date.now() })
      .where('id', '=', row.id)
      .execute();
    expect((await myInfo(token)).body.code).toBe(200);
    announceSessionChange({ tokenId: row.id });
    expect((await myInfo(token)).body.code).toBe(Code.revokedToken);
  });

  it('refuses a logged-out token at once and keeps the user’s other session', async () => {
    const a = await t().login('student');
    const b = await t().login('student');
    expect((await myInfo(a)).body.code).toBe(200);
    expect((await myInfo(b)).body.code).toBe(200);
    expect((await t().call('GET', '/api/oauth/Logout', { token: a })).body.code).toBe(200);
    expect((await myInfo(a)).body.code).toBe(Code.revokedToken);
    expect((await myInfo(b)).body.code).toBe(200);
  });
});

describe.skipIf(!(await redisAnswers("the token cache's cross-process test")))(
  'session changes through Redis',
  () => {
    // Two apps in one test process would also hear each other in process; a raw Redis client stands for
    // the other process instead, on both sides of the channel.
    it('publishes this process’s changes and obeys the other processes’', async () => {
      const t = await buildTestApp({ dialect: 'sqlite', env: { REDIS_URL: TEST_REDIS_URL } });
      const other = createClient({ url: TEST_REDIS_URL });
      const heard: unknown[] = [];
      try {
        await other.connect();
        const listener = other.duplicate();
        await listener.connect();
        await listener.subscribe('jc:session-changes', (m) => heard.push(JSON.parse(m)));
        const myInfo = (token: string) => t.call('GET', '/api/myInfo/getMyInfo', { token });

        const first = await t.login('student');
        expect((await myInfo(first)).body.code).toBe(200);
        expect((await t.call('GET', '/api/oauth/Logout', { token: first })).body.code).toBe(200);
        const firstId = (
          await t.app.db
            .selectFrom('auth_tokens')
            .select('id')
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow()
        ).id;
        for (let i = 0; i < 50 && !heard.some((h) => (h as { tokenId?: number }).tokenId === firstId); i++)
          await new Promise((r) => setTimeout(r, 20));
        expect(heard).toContainEqual({ tokenId: firstId });

        const second = await t.login('student');
        expect((await myInfo(second)).body.code).toBe(200);
        const row = await t.app.db
          .selectFrom('auth_tokens')
          .select('id')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        // Revoked by "another process": the row changes and the change arrives through Redis only.
        await t.app.db
          .updateTable('auth_tokens')
          .set({ revoked_at: Date.now() })
          .where('id', '=', row.id)
          .execute();
        expect((await myInfo(second)).body.code).toBe(200);
        await other.publish('jc:session-changes', JSON.stringify({ tokenId: row.id }));
        for (let i = 0; i < 50 && t.app.sessions.size > 0; i++) await new Promise((r) => setTimeout(r, 20));
        expect((await myInfo(second)).body.code).toBe(Code.revokedToken);
        await listener.close();
      } finally {
        if (other.isOpen) await other.close();
        await t.close();
      }
    });
  },
);
