import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, useTestApp } from '../../test/app.js';
import { startFakeFcm } from './fcm.fixtures.js';
import { FcmSender, readServiceAccount } from './native-push.js';
import { reminderRuntime } from './runtime.js';
import { pushToUsers, RETRY_ATTEMPTS, runReminderTick } from './scheduler.js';

const fcm = await startFakeFcm();
afterAll(() => fcm.close());

const message = { title: '打卡提醒', body: '快去打卡吧！', path: '/pages/index/clock', tag: 'reminder-1' };
const sender = () => new FcmSender({ account: fcm.account, apiBase: fcm.base });

describe('FcmSender (FCM HTTP v1 against a local FCM and OAuth server)', () => {
  it('trades a signed JWT for an access token, keeps it, and sends the title, body and page to open', async () => {
    const s = sender();
    const before = fcm.tokenRequests;
    expect(await s.send('device-a', message)).toEqual({ kind: 'sent' });
    expect(await s.send('device-b', { ...message, tag: 'reminder-2' })).toEqual({ kind: 'sent' });
    // One token for both sends; the fake checked the JWT's RS256 signature with the account's key.
    expect(fcm.tokenRequests - before).toBe(1);
    const got = fcm.accepted.find((m) => m.token === 'device-a');
    expect(got).toEqual({
      token: 'device-a',
      notification: { title: '打卡提醒', body: '快去打卡吧！' },
      data: { path: '/pages/index/clock', tag: 'reminder-1' },
      android: { ttl: '86400s', collapse_key: 'reminder-1', notification: { tag: 'reminder-1' } },
      apns: { headers: { 'apns-collapse-id': 'reminder-1' } },
    });
  });

  it('says gone for an unregistered device, retry for 503, failed for a refused message', async () => {
    const s = sender();
    expect(await s.send('gone-1', message)).toEqual({ kind: 'gone', reason: 'HTTP 404 UNREGISTERED' });
    expect(await s.send('down-1', message)).toEqual({ kind: 'retry', reason: 'HTTP 503 UNAVAILABLE' });
    expect(await s.send('bad-1', message)).toEqual({ kind: 'failed', reason: 'HTTP 400 INVALID_ARGUMENT' });
  });

  it('fetches a new access token after a 401', async () => {
    const s = sender();
    expect((await s.send('device-c', message)).kind).toBe('sent');
    fcm.revokeTokens();
    const before = fcm.tokenRequests;
    expect(await s.send('device-c', message)).toEqual({
      kind: 'retry',
      reason: 'HTTP 401 THIRD_PARTY_AUTH_ERROR',
    });
    expect((await s.send('device-c', message)).kind).toBe('sent');
    expect(fcm.tokenRequests - before).toBe(1);
  });

  it('answers retry when the token endpoint refuses the key (another key signed the JWT)', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const s = new FcmSender({
      account: { ...fcm.account, private_key: other.export({ type: 'pkcs8', format: 'pem' }).toString() },
      apiBase: fcm.base,
    });
    expect(await s.send('device-d', message)).toEqual({
      kind: 'retry',
      reason: 'FCM access token refused: HTTP 400',
    });
    expect(fcm.accepted.some((m) => m.token === 'device-d')).toBe(false);
  });

  it('refuses a key file that is missing, not JSON, without a field, or with a bad key', () => {
    const file = `${fcm.accountFile}.bad`;
    expect(() => readServiceAccount(`${fcm.accountFile}.none`)).toThrow(
      /FCM_SERVICE_ACCOUNT_FILE: cannot read/,
    );
    writeFileSync(file, 'not json');
    expect(() => readServiceAccount(file)).toThrow(/cannot read .* as JSON/);
    writeFileSync(file, JSON.stringify({ ...fcm.account, client_email: '' }));
    expect(() => readServiceAccount(file)).toThrow(/has no client_email/);
    expect(readServiceAccount(fcm.accountFile)).toMatchObject({ project_id: 'jc-test' });
    expect(
      () => new FcmSender({ account: { ...fcm.account, private_key: 'nope' }, apiBase: fcm.base }),
    ).toThrow(/private_key is not a PEM key/);
  });
});

/** A Shanghai time as epoch ms; 2030-01-07 is a Monday. */
const at = (shanghai: string) => Date.parse(`${shanghai.replace(' ', 'T')}:00+08:00`);
const MONDAY = '2030-01-07';

describe.each(dialects)('native push from the scheduler on %s', (dialect) => {
  const t = useTestApp({
    dialect,
    env: { FCM_SERVICE_ACCOUNT_FILE: fcm.accountFile, FCM_API_BASE: fcm.base },
  });
  const tokens: Record<string, string> = {};
  const token = async (account: string) => (tokens[account] ??= await t().login(account));
  const register = async (id: string, account = 'student') =>
    t().call('POST', '/api/myInfo/updateAppPushID', {
      form: { registerID: id },
      token: await token(account),
    });
  const remind = async (time: string, account = 'student') => {
    const tpl = await t()
      .app.db.selectFrom('reminder_templates')
      .select('id')
      .where('title', '=', '打卡提醒')
      .executeTakeFirstOrThrow();
    const res = await t().call<{ id: number }>('POST', '/api/remindmsg/saveMsgInfo', {
      json: { templateId: tpl.id, weekdays: [1], time },
      token: await token(account),
    });
    expect(res.status).toBe(200);
    return res.body.data.id;
  };
  // The runtime as the app makes it: FCM from FCM_SERVICE_ACCOUNT_FILE.
  const runtime = () => reminderRuntime(t().app.db, t().config);
  const devices = async () =>
    (await t().app.db.selectFrom('push_subscriptions').select('endpoint').orderBy('id').execute()).map(
      (d) => d.endpoint,
    );
  const retries = () => t().app.db.selectFrom('push_retries').selectAll().execute();
  const acceptedFor = (id: string) => fcm.accepted.filter((m) => m.token === id);
  let seq = 0;
  const id = (kind: string) => `${kind}-${dialect}-${++seq}`;

  beforeEach(async () => {
    const db = t().app.db;
    await db.deleteFrom('push_retries').execute();
    await db.deleteFrom('reminder_deliveries').execute();
    await db.deleteFrom('reminders').execute();
    await db.deleteFrom('push_subscriptions').execute();
  });

  it('sends a due reminder to native devices: gone ones removed, a 503 retried at the next tick, once', async () => {
    const live = id('live');
    const gone = id('gone');
    const flaky = id('flaky');
    for (const d of [live, gone, flaky]) expect((await register(d)).status).toBe(200);
    const reminderId = await remind('08:00');
    const deps = runtime();

    const first = await runReminderTick(deps, at(`${MONDAY} 08:00`) + 5_000);
    expect(first).toEqual({ claimed: 1, sent: 1, failed: 1, removed: 1 });
    expect(acceptedFor(live)).toHaveLength(1);
    expect(acceptedFor(live)[0]).toMatchObject({
      notification: { title: '打卡提醒', body: expect.stringContaining('打卡') as string },
      data: { path: '/pages/index/clock', tag: `reminder-${reminderId}` },
    });
    expect(await devices()).toEqual([live, flaky]);
    expect(await retries()).toHaveLength(1);
    expect(
      await t().app.db.selectFrom('reminder_deliveries').select(['sent', 'failed', 'removed']).execute(),
    ).toEqual([{ sent: 1, failed: 1, removed: 1 }]);

    // The next tick sends the retry (and only it): the slot itself is not claimed again.
    const second = await runReminderTick(deps, at(`${MONDAY} 08:00`) + 35_000);
    expect(second).toEqual({ claimed: 0, sent: 1, failed: 0, removed: 0 });
    expect(acceptedFor(flaky)).toHaveLength(1);
    expect(acceptedFor(flaky)[0]?.data.path).toBe('/pages/index/clock');
    expect(await retries()).toHaveLength(0);
    expect(await runReminderTick(deps, at(`${MONDAY} 08:02`))).toEqual({
      claimed: 0,
      sent: 0,
      failed: 0,
      removed: 0,
    });
    expect(acceptedFor(live)).toHaveLength(1);
    expect(acceptedFor(flaky)).toHaveLength(1);
  });

  it('sends a retry once when two processes tick at the same time', async () => {
    const flaky = id('flaky');
    await register(flaky);
    await remind('09:00');
    const now = at(`${MONDAY} 09:00`) + 1_000;
    await runReminderTick(runtime(), now);
    expect(await retries()).toHaveLength(1);
    const reports = await Promise.all([
      runReminderTick(runtime(), now + 30_000),
      runReminderTick(runtime(), now + 30_000),
      runReminderTick(runtime(), now + 31_000),
    ]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(acceptedFor(flaky)).toHaveLength(1);
    expect(fcm.attempts.get(flaky)).toBe(2);
  });

  it(`gives up after ${RETRY_ATTEMPTS} tries, waiting longer each time`, async () => {
    const down = id('down');
    await register(down);
    await remind('10:00');
    let now = at(`${MONDAY} 10:00`);
    await runReminderTick(runtime(), now);
    for (let i = 1; i < RETRY_ATTEMPTS; i++) {
      const [row] = await retries();
      expect(row?.attempts).toBe(i);
      // Not before its time…
      await runReminderTick(runtime(), Number(row?.next_at) - 1);
      expect(fcm.attempts.get(down)).toBe(i);
      // …then once.
      now = Number(row?.next_at);
      await runReminderTick(runtime(), now);
      expect(fcm.attempts.get(down)).toBe(i + 1);
    }
    expect(await retries()).toHaveLength(0);
    expect(await devices()).toEqual([down]);
  });

  it("reaches native devices with another module's push (the weekly report's pushToUsers)", async () => {
    const live = id('live');
    const gone = id('gone');
    await register(live);
    await register(gone);
    const payload = JSON.stringify({
      title: '本周学习周报',
      body: '本周学习 3 天',
      path: '/pages/my/weeklyReport?week=2030-01-07',
      tag: 'weekly-report-2030-01-07',
      week: '2030-01-07',
    });
    const user = await t()
      .app.db.selectFrom('users')
      .select('id')
      .where('account', '=', 'student')
      .executeTakeFirstOrThrow();
    expect(await pushToUsers(runtime(), [{ userId: user.id, payload }])).toEqual([
      { sent: 1, failed: 0, removed: 1 },
    ]);
    expect(acceptedFor(live)[0]).toMatchObject({
      notification: { title: '本周学习周报', body: '本周学习 3 天' },
      data: { path: '/pages/my/weeklyReport?week=2030-01-07', tag: 'weekly-report-2030-01-07' },
    });
    expect(await devices()).toEqual([live]);
  });

  it('skips native devices when FCM is not configured: nothing sent, nothing queued, the ids kept', async () => {
    const live = id('live');
    await register(live);
    await remind('11:00');
    const deps = reminderRuntime(t().app.db, { ...t().config, fcm: null });
    expect(deps.native).toBeNull();
    expect(await runReminderTick(deps, at(`${MONDAY} 11:00`))).toEqual({
      claimed: 1,
      sent: 0,
      failed: 0,
      removed: 0,
    });
    expect(acceptedFor(live)).toHaveLength(0);
    expect(await retries()).toHaveLength(0);
    expect(await devices()).toEqual([live]);
  });
});

describe('the app without FCM', () => {
  it('says once at start that native push ids are not sent to', async () => {
    let log = '';
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = await buildTestApp({ dialect: 'sqlite', logStream });
    await app.close();
    const lines = log.split('\n').filter((l) => l.includes('FCM_SERVICE_ACCOUNT_FILE not set'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 30 });
  });
});
