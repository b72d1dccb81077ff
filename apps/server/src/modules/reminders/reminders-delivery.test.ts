import type { PushKey, Reminder } from '@jc/contract';
import { Writable } from 'node:stream';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, dialects, useTestApp, type TestApp } from '../../test/app.js';
import { VAPID_SETTING } from './push.js';
import {
  at,
  decryptPush,
  makeSubscription,
  MONDAY,
  usePushService,
  useReminderCalls,
  verifyVapid,
  type TestSubscription,
} from './reminders.fixtures.js';
import { reminderRuntime } from './runtime.js';
import { runReminderTick, type ReminderNotification } from './scheduler.js';
import { REMINDER_TEMPLATES } from './seed.js';
import { shanghaiMinute } from './slots.js';

const { push, endpoint } = await usePushService();

/** Sending due reminders: once per slot, across ticks, processes and restarts; the scheduler in the app. */
describe.each(dialects)('reminder delivery on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, save, subscribe, count, templateId } = useReminderCalls(t);
  const tick = (now: number, deps = reminderRuntime(t().app.db, t().config)) => runReminderTick(deps, now);
  /** The pushes received for an endpoint since the test began. */
  const pushesTo = (url: string) => push.received.filter((r) => `${push.base}${r.path}` === url);

  it('sends a due reminder once to every Web Push subscription: encrypted, signed, and gone ones removed', async () => {
    const tpl = await templateId('打卡提醒');
    const live = makeSubscription(endpoint());
    const gone = makeSubscription(endpoint('gone'));
    const broken = makeSubscription(endpoint('broken'));
    const missing = makeSubscription(endpoint('missing'));
    for (const s of [live, gone, broken, missing]) await subscribe(s);
    await subscribe('native-device-1');
    const other = makeSubscription(endpoint());
    await subscribe(other, 'teacher');
    const r = (await save({ templateId: tpl, weekdays: [1, 3], time: '08:00' })).body.data;
    expect(shanghaiMinute(at(`${MONDAY} 08:00`)).weekday).toBe(1);

    // Before its time nothing goes; on a weekday it is not set for, nothing either.
    expect((await tick(at(`${MONDAY} 07:59`))).claimed).toBe(0);
    expect((await tick(at('2030-01-08 08:00'))).claimed).toBe(0);

    const report = await tick(at(`${MONDAY} 08:00`) + 20_000);
    expect(report).toEqual({ claimed: 1, sent: 1, failed: 1, removed: 2 });
    expect(pushesTo(live.endpoint)).toHaveLength(1);
    expect(pushesTo(gone.endpoint)).toHaveLength(1);
    expect(pushesTo(missing.endpoint)).toHaveLength(1);
    expect(pushesTo(other.endpoint)).toHaveLength(0);

    const received = pushesTo(live.endpoint)[0];
    expect(received?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received?.headers.ttl)).toBeGreaterThan(0);
    const notification = JSON.parse(
      decryptPush(received?.body ?? Buffer.alloc(0), live),
    ) as ReminderNotification;
    expect(notification).toEqual({
      title: '打卡提醒',
      body: REMINDER_TEMPLATES[0].content,
      path: '/pages/index/clock',
      tag: `reminder-${r.id}`,
      reminderId: r.id,
      slot: `${MONDAY} 08:00`,
    });
    // Signed with the key getPushKey answers, for the push service's origin.
    const vapid = verifyVapid(received?.headers.authorization);
    expect(vapid.key).toBe((await get<PushKey>('remindmsg/getPushKey')).body.data.publicKey);
    expect(vapid.claims.aud).toBe(push.base);
    expect(vapid.claims.sub).toMatch(/^mailto:/);

    // The 410 and 404 subscriptions are gone; the failing one and the native id stay.
    const left = await t().app.db.selectFrom('push_subscriptions').select('endpoint').orderBy('id').execute();
    expect(left.map((x) => x.endpoint)).toEqual([
      live.endpoint,
      broken.endpoint,
      'native-device-1',
      other.endpoint,
    ]);
    const delivery = await t().app.db.selectFrom('reminder_deliveries').selectAll().executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({
      reminder_id: r.id,
      slot: `${MONDAY} 08:00`,
      sent: 1,
      failed: 1,
      removed: 2,
    });

    // Later ticks within the grace minutes do not send the slot again.
    expect((await tick(at(`${MONDAY} 08:00`) + 50_000)).claimed).toBe(0);
    expect((await tick(at(`${MONDAY} 08:07`))).claimed).toBe(0);
    expect(pushesTo(live.endpoint)).toHaveLength(1);
    // The answer's next sending moved on to Wednesday.
    const [after] = (await get<Reminder[]>('remindmsg/getMyReminders', 'student')).body.data;
    expect(after?.nextAt).toBe('2030-01-09 08:00');
    // Wednesday's slot goes out.
    expect((await tick(at('2030-01-09 08:00'))).claimed).toBe(1);
    expect(pushesTo(live.endpoint)).toHaveLength(2);
  });

  it('sends a slot missed by a few minutes, skips one missed by more, and never a switched-off reminder', async () => {
    const tpl = await templateId('阅读提醒');
    const sub = makeSubscription(endpoint());
    await subscribe(sub);
    await save({ templateId: tpl, weekdays: [1], time: '10:00' });
    await save({ templateId: tpl, weekdays: [1], time: '11:00' });
    await save({ templateId: tpl, weekdays: [1], time: '12:00', enabled: false });
    expect((await tick(at(`${MONDAY} 10:09`))).claimed).toBe(1);
    expect((await tick(at(`${MONDAY} 11:11`))).claimed).toBe(0);
    expect((await tick(at(`${MONDAY} 12:00`))).claimed).toBe(0);
    expect(pushesTo(sub.endpoint)).toHaveLength(1);
  });

  it('sends once when two ticks (and two processes) run at the same time', async () => {
    const tpl = await templateId('听力练习');
    const subs = [makeSubscription(endpoint()), makeSubscription(endpoint())];
    await subscribe(subs[0] as TestSubscription, 'student');
    await subscribe(subs[1] as TestSubscription, 'teacher');
    await save({ templateId: tpl, weekdays: [1], time: '09:00' }, 'student');
    await save({ templateId: tpl, weekdays: [1, 2], time: '09:00' }, 'teacher');
    const now = at(`${MONDAY} 09:00`) + 5_000;
    const reports = await Promise.all([
      tick(now),
      tick(now),
      tick(now, reminderRuntime(t().app.db, t().config)),
      tick(now + 1_000, reminderRuntime(t().app.db, t().config)),
    ]);
    expect(reports.reduce((n, r) => n + r.claimed, 0)).toBe(2);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(2);
    for (const s of subs) expect(pushesTo(s.endpoint)).toHaveLength(1);
    expect(await count('reminder_deliveries')).toBe(2);
  });

  it('does not resend a slot after a restart: a new app on the same store', async () => {
    const tpl = await templateId('打卡提醒');
    const sub = makeSubscription(endpoint());
    await subscribe(sub);
    await save({ templateId: tpl, weekdays: [1], time: '14:30' });
    expect((await tick(at(`${MONDAY} 14:30`))).claimed).toBe(1);

    const second = buildApp(t().config);
    await second.ready();
    try {
      const deps = reminderRuntime(second.db, t().config);
      expect((await runReminderTick(deps, at(`${MONDAY} 14:30`) + 30_000)).claimed).toBe(0);
      expect((await runReminderTick(deps, at(`${MONDAY} 14:35`))).claimed).toBe(0);
      // The next week's slot is the new process's to send.
      expect((await runReminderTick(deps, at('2030-01-14 14:30'))).claimed).toBe(1);
    } finally {
      await second.close();
    }
    expect(pushesTo(sub.endpoint)).toHaveLength(2);
    const slots = await t().app.db.selectFrom('reminder_deliveries').select('slot').orderBy('slot').execute();
    expect(slots.map((s) => s.slot)).toEqual([`${MONDAY} 14:30`, '2030-01-14 14:30']);
  });
});

/** Keys an operator generated (`npx web-push generate-vapid-keys`) and configured. */
const CONFIGURED = webpush.generateVAPIDKeys();

describe.each(dialects)('the reminder scheduler on %s', (dialect) => {
  const t: () => TestApp = useTestApp({
    dialect,
    env: {
      REMINDER_TICK_MS: '100',
      VAPID_PUBLIC_KEY: CONFIGURED.publicKey,
      VAPID_PRIVATE_KEY: CONFIGURED.privateKey,
      VAPID_SUBJECT: 'mailto:ops@jiaocai.test',
    },
  });

  it('answers the configured VAPID key and keeps none in the settings table', async () => {
    const res = await t().call<PushKey>('GET', '/api/remindmsg/getPushKey');
    expect(res.body.data).toEqual({ publicKey: CONFIGURED.publicKey });
    const row = await t()
      .app.db.selectFrom('settings')
      .select('value')
      .where('key', '=', VAPID_SETTING)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('runs with the app and sends a reminder due this minute, signed with the configured keys', async () => {
    const app = t();
    const token = await app.login('student');
    const sub = makeSubscription(endpoint());
    await app.call('POST', '/api/myInfo/updateAppPushID', { form: { registerID: sub.json }, token });
    const tpl = await app.app.db
      .selectFrom('reminder_templates')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const saved = await app.call<Reminder>('POST', '/api/remindmsg/saveMsgInfo', {
      json: { templateId: tpl.id, weekdays: [1, 2, 3, 4, 5, 6, 7], time: '00:00' },
      token,
    });
    // Due now: this minute's time, and no slot claimed yet (a save marks its own minute as done).
    const m = shanghaiMinute(Date.now());
    await app.app.db
      .updateTable('reminders')
      .set({ time: m.time, last_slot: null })
      .where('id', '=', saved.body.data.id)
      .execute();
    for (let i = 0; i < 100 && pushesTo(sub.endpoint).length === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(pushesTo(sub.endpoint)).toHaveLength(1);
    const received = pushesTo(sub.endpoint)[0];
    expect(JSON.parse(decryptPush(received?.body ?? Buffer.alloc(0), sub))).toMatchObject({
      title: '打卡提醒',
      path: '/pages/index/clock',
    });
    const vapid = verifyVapid(received?.headers.authorization);
    expect(vapid.key).toBe(CONFIGURED.publicKey);
    expect(vapid.claims.sub).toBe('mailto:ops@jiaocai.test');
    await new Promise((r) => setTimeout(r, 300));
    expect(pushesTo(sub.endpoint)).toHaveLength(1);
  });

  it('stops before the store closes: no tick fails during shutdown', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildTestApp({ dialect, env: { REMINDER_TICK_MS: '5' }, logStream });
    await new Promise((r) => setTimeout(r, 200));
    await app.close();
    expect(lines.join('')).toContain('store closed');
    expect(lines.join('')).not.toContain('reminder tick failed');
  });

  /** The pushes received for an endpoint. */
  function pushesTo(url: string) {
    return push.received.filter((r) => `${push.base}${r.path}` === url);
  }
});
