import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, makeNonce, useTestApp } from '../test/app.js';
import { redisAnswers, TEST_REDIS_URL } from '../test/redis.js';
import { DbSharedState } from './state-db.js';
import { RedisSharedState } from './state-redis.js';
import type { SharedState } from './state.js';

const hasRedis = await redisAnswers('the Redis shared-state tests');

/** The contract of SharedState, run against every implementation. */
function sharedStateContract(make: () => SharedState, expire: (s: SharedState) => Promise<void>) {
  it('remembers a key once within its window', async () => {
    const s = make();
    const key = `k:${randomBytes(4).toString('hex')}`;
    expect(await s.rememberOnce(key, 60_000)).toBe(true);
    expect(await s.rememberOnce(key, 60_000)).toBe(false);
    expect(await s.rememberOnce(`${key}:other`, 60_000)).toBe(true);
  });

  it('counts within a window and resets', async () => {
    const s = make();
    const key = `c:${randomBytes(4).toString('hex')}`;
    expect(await s.count(key)).toBe(0);
    expect(await s.increment(key, 60_000)).toBe(1);
    expect(await s.increment(key, 60_000)).toBe(2);
    expect(await s.count(key)).toBe(2);
    await s.reset(key);
    expect(await s.count(key)).toBe(0);
  });

  it('forgets after the window', async () => {
    const s = make();
    const key = `e:${randomBytes(4).toString('hex')}`;
    expect(await s.rememberOnce(key, 60_000)).toBe(true);
    await s.increment(`${key}:n`, 60_000);
    await expire(s);
    expect(await s.rememberOnce(key, 60_000)).toBe(true);
    expect(await s.count(`${key}:n`)).toBe(0);
    expect(await s.increment(`${key}:n`, 60_000)).toBe(1);
  });

  it('lets exactly one of many concurrent callers win', async () => {
    const s = make();
    const key = `race:${randomBytes(4).toString('hex')}`;
    const wins = await Promise.all(Array.from({ length: 20 }, () => s.rememberOnce(key, 60_000)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    const counts = await Promise.all(Array.from({ length: 20 }, () => s.increment(`${key}:n`, 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
}

describe.each(dialects)('database shared state on %s', (dialect) => {
  const t = useTestApp({ dialect });
  let clock = Date.now();
  let state: DbSharedState;
  beforeAll(() => {
    state = new DbSharedState(t().app.db, () => clock);
  });

  sharedStateContract(
    () => state,
    async () => {
      clock += 61_000;
    },
  );

  it('purges expired rows only', async () => {
    await state.rememberOnce('purge:live', 3_600_000);
    await state.rememberOnce('purge:dead', 1_000);
    await state.increment('purge:dead:n', 1_000);
    clock += 2_000;
    expect(await state.purge()).toBeGreaterThanOrEqual(2);
    const keys = (await t().app.db.selectFrom('shared_once').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('purge:live');
    expect(keys).not.toContain('purge:dead');
  });
});

describe('database shared state on sqlite, prepared-statement path', () => {
  const t = useTestApp({ dialect: 'sqlite' });
  let clock = Date.now();
  let state: DbSharedState;
  beforeAll(() => {
    state = new DbSharedState(t().app.db, () => clock, t().app.store.sqlite);
  });

  sharedStateContract(
    () => state,
    async () => {
      clock += 61_000;
    },
  );
});

describe('database shared state on sqlite: remembered keys in memory, written behind', () => {
  const t = useTestApp({ dialect: 'sqlite' });
  // The remembered keys of every written batch, one entry per key.
  const rows = async () =>
    (await t().app.db.selectFrom('shared_once_batches').select('keys').execute()).flatMap((b) =>
      (JSON.parse(b.keys) as string[]).map((key) => ({ key })),
    );

  it('writes remembered keys as one batch row and refuses them again after a restart', async () => {
    const sqlite = t().app.store.sqlite!;
    const first = new DbSharedState(t().app.db, Date.now, sqlite);
    const keys = Array.from({ length: 250 }, (_, i) => `wb:${i}`);
    for (const key of keys) expect(await first.rememberOnce(key, 60_000)).toBe(true);
    expect((await rows()).filter((r) => r.key.startsWith('wb:'))).toHaveLength(0);
    await first.close();
    expect((await rows()).filter((r) => r.key.startsWith('wb:'))).toHaveLength(250);

    // A new process on the same store loads the live keys back.
    const second = new DbSharedState(t().app.db, Date.now, sqlite);
    expect(await second.rememberOnce('wb:7', 60_000)).toBe(false);
    expect(await second.rememberOnce('wb:new', 60_000)).toBe(true);
    await second.close();
  });

  it('flushes by itself within a moment, and forgets expired keys from memory on purge', async () => {
    let clock = Date.now();
    const state = new DbSharedState(t().app.db, () => clock, t().app.store.sqlite!);
    expect(await state.rememberOnce('wb:timer', 1_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 250));
    expect((await rows()).map((r) => r.key)).toContain('wb:timer');
    clock += 2_000;
    await state.purge();
    expect((await rows()).map((r) => r.key)).not.toContain('wb:timer');
    expect(await state.rememberOnce('wb:timer', 1_000)).toBe(true);
    await state.close();
  });
});

describe.skipIf(!hasRedis)('redis shared state', () => {
  const prefix = `jc-test:${randomBytes(4).toString('hex')}:`;
  let state: RedisSharedState;
  let admin: ReturnType<typeof createClient>;
  beforeAll(async () => {
    state = await RedisSharedState.connect(TEST_REDIS_URL, () => undefined, prefix);
    admin = createClient({ url: TEST_REDIS_URL });
    await admin.connect();
  });
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(keys);
    await admin.close();
    await state.close();
  });

  sharedStateContract(
    () => state,
    async () => {
      // Expire everything of this run at once instead of waiting a minute.
      for (const key of await admin.keys(`${prefix}*`)) await admin.pExpire(key, 1);
      await new Promise((r) => setTimeout(r, 20));
    },
  );

  it('backs the nonce check of an app started with REDIS_URL', async () => {
    const t = await buildTestApp({ dialect: 'sqlite', env: { REDIS_URL: TEST_REDIS_URL } });
    try {
      const nonce = makeNonce();
      expect((await t.call('GET', '/api/menu/GetAppMenuList', { nonce })).status).toBe(200);
      expect((await t.call('GET', '/api/menu/GetAppMenuList', { nonce })).body.code).toBe(605);
      // Nothing went to the database table.
      expect(await t.app.db.selectFrom('shared_once').selectAll().execute()).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
