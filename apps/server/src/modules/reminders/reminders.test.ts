import { Code, type MsgTemplate, type PushKey, type Reminder } from '@jc/contract';
import { Writable } from 'node:stream';
import webpush from 'web-push';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, dialects, expectRefusal, useTestApp, type TestApp } from '../../test/app.js';
import { VAPID_SETTING } from './push.js';
import {
  decryptPush,
  makeSubscription,
  startPushService,
  verifyVapid,
  type TestSubscription,
} from './reminders.fixtures.js';
import { reminderRuntime } from './runtime.js';
import { runReminderTick, type ReminderNotification } from './scheduler.js';
import { removeUserReminders } from './service.js';
import { REMINDER_TEMPLATES } from './seed.js';
import { shanghaiMinute } from './slots.js';

const push = await startPushService();
afterAll(() => push.close());

/** A Shanghai time as epoch ms; 2030-01-07 is a Monday, well after any save made by the tests. */
const at = (shanghai: string) => Date.parse(`${shanghai.replace(' ', 'T')}:00+08:00`);
const MONDAY = '2030-01-07';

let seq = 0;
const endpoint = (kind = 'ok') => `${push.base}/${kind}/${++seq}`;

describe.each(dialects)('reminders on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const tokens: Record<string, string> = {};
  const token = async (account: string) => (tokens[account] ??= await t().login(account));
  const get = async <T>(path: string, account?: string) =>
    t().call<T>('GET', `/api/${path}`, account ? { token: await token(account) } : {});
  const post = async <T>(path: string, form: Record<string, string>, account?: string) =>
    t().call<T>('POST', `/api/${path}`, { form, ...(account ? { token: await token(account) } : {}) });
  const save = async (json: unknown, account = 'student') =>
    t().call<Reminder>('POST', '/api/remindmsg/saveMsgInfo', { json, token: await token(account) });
  const subscribe = async (sub: TestSubscription | string, account = 'student') =>
    post('myInfo/updateAppPushID', { registerID: typeof sub === 'string' ? sub : sub.json }, account);
  const tick = (now: number, deps = reminderRuntime(t().app.db, t().config)) => runReminderTick(deps, now);
  const count = async (table: 'reminders' | 'push_subscriptions' | 'reminder_deliveries') =>
    Number(
      (
        await t()
          .app.db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const templateId = async (title: string) =>
    (
      await t()
        .app.db.selectFrom('reminder_templates')
        .select('id')
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
    ).id;
  /** The pushes received for an endpoint since the test began. */
  const pushesTo = (url: string) => push.received.filter((r) => `${push.base}${r.path}` === url);

  beforeEach(async () => {
    const db = t().app.db;
    await db.deleteFrom('reminder_deliveries').execute();
    await db.deleteFrom('reminders').execute();
    await db.deleteFrom('push_subscriptions').execute();
  });

  it('seeds the demo pupil three reminders, one switched off', async () => {
    const t0 = t();
    // Seeded before the suite's first test cleared them: read them from a fresh app of its own.
    const fresh = await buildTestApp({ dialect: t0.dialect });
    try {
      const token = await fresh.login('student');
      const res = await fresh.call<Reminder[]>('GET', '/api/remindmsg/getMyReminders', { token });
      expect(res.body.data.map((r) => [r.title, r.weekdays.join(''), r.time, r.enabled])).toEqual([
        ['听力练习', '135', '07:00', false],
        ['阅读提醒', '67', '09:00', true],
        ['打卡提醒', '12345', '19:30', true],
      ]);
      expect(
        res.body.data.filter((r) => r.enabled).every((r) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(r.nextAt)),
      ).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('lists the seeded templates, each with a page of the app', async () => {
    const res = await get<MsgTemplate[]>('remindmsg/getMsgTemplate');
    expect(res.status).toBe(200);
    expect(res.body.data.map((x) => x.title)).toEqual(REMINDER_TEMPLATES.map((x) => x.title));
    expect(res.body.data.map((x) => x.title)).toEqual(
      expect.arrayContaining(['打卡提醒', '阅读提醒', '听力练习']),
    );
    for (const x of res.body.data) {
      expect(x.path).toMatch(/^\/pages\/\w+\/\w+$/);
      expect(x.content.length).toBeGreaterThan(5);
    }
  });

  it('answers one VAPID public key, generated once and kept in the settings table', async () => {
    const a = await get<PushKey>('remindmsg/getPushKey');
    const b = await get<PushKey>('remindmsg/getPushKey');
    expect(a.status).toBe(200);
    expect(a.body.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const raw = Buffer.from(a.body.data.publicKey, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    expect(b.body.data).toEqual(a.body.data);
    const row = await t()
      .app.db.selectFrom('settings')
      .select('value')
      .where('key', '=', VAPID_SETTING)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toMatchObject({ publicKey: a.body.data.publicKey });
    // Another process (a fresh runtime on the same store) uses the same pair.
    expect((await reminderRuntime(t().app.db, t().config).vapid()).publicKey).toBe(a.body.data.publicKey);
  });

  it('stores a Web Push subscription and a native push id; a device moves to the account that registers it last', async () => {
    const sub = makeSubscription(endpoint());
    expect((await subscribe(sub)).status).toBe(200);
    expect((await subscribe(sub)).status).toBe(200);
    expect((await subscribe('1a0018970a6b8e7d2c3', 'student')).status).toBe(200);
    const rows = () =>
      t()
        .app.db.selectFrom('push_subscriptions as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['u.account', 'p.kind', 'p.endpoint', 'p.p256dh', 'p.auth'])
        .orderBy('p.id')
        .execute();
    expect(await rows()).toEqual([
      {
        account: 'student',
        kind: 'webpush',
        endpoint: sub.endpoint,
        p256dh: sub.ecdh.getPublicKey().toString('base64url'),
        auth: sub.auth.toString('base64url'),
      },
      { account: 'student', kind: 'native', endpoint: '1a0018970a6b8e7d2c3', p256dh: '', auth: '' },
    ]);
    await subscribe(sub, 'teacher');
    expect((await rows()).map((r) => `${r.account}:${r.kind}`)).toEqual([
      'teacher:webpush',
      'student:native',
    ]);
  });

  it('keeps the 10 most recently registered devices of a user', async () => {
    for (let i = 1; i <= 11; i++) expect((await subscribe(`device-${i}`)).status).toBe(200);
    const left = await t().app.db.selectFrom('push_subscriptions').select('endpoint').orderBy('id').execute();
    expect(left.map((x) => x.endpoint)).toEqual(Array.from({ length: 10 }, (_, i) => `device-${i + 2}`));
  });

  it('refuses a registerID that is not a subscription or a push id, and stores nothing', async () => {
    const good = JSON.parse(makeSubscription(endpoint()).json) as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    const bad = [
      '{"endpoint": ',
      JSON.stringify({ endpoint: good.endpoint }),
      JSON.stringify({ ...good, endpoint: 'ftp://push.example/x' }),
      JSON.stringify({ ...good, endpoint: 'not a url' }),
      JSON.stringify({ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }),
      JSON.stringify({ ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } }),
      JSON.stringify({ ...good, keys: { ...good.keys, auth: 'not base64!' } }),
    ];
    for (const registerID of bad)
      expectRefusal(await subscribe(registerID), 400, /推送标识（registerID）不是有效的推送订阅/);
    expectRefusal(await subscribe('id with spaces'), 400, /推送标识（registerID）格式不正确/);
    expectRefusal(await subscribe('<script>'), 400, /推送标识（registerID）格式不正确/);
    expectRefusal(await post('myInfo/updateAppPushID', {}, 'student'), 400, /缺少推送标识（registerID）/);
    expectRefusal(await subscribe('x'.repeat(2001)), 400, /推送标识（registerID）过长/);
    expectRefusal(await post('myInfo/updateAppPushID', { registerID: 'abc' }), 401);
    expect(await count('push_subscriptions')).toBe(0);
  });

  it('saves a reminder, lists it with its next sending, changes it and switches it off', async () => {
    const tpl = await templateId('阅读提醒');
    const res = await save({ templateId: tpl, weekdays: [5, 1, 3, 3], time: '07:30' });
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({
      templateId: tpl,
      title: '阅读提醒',
      weekdays: [1, 3, 5],
      time: '07:30',
      enabled: true,
    });
    expect(r.content).toContain('晨读晚听');
    expect(r.nextAt).toMatch(/^\d{4}-\d{2}-\d{2} 07:30$/);
    const next = Date.parse(`${r.nextAt.replace(' ', 'T')}:00+08:00`);
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    expect([1, 3, 5]).toContain(shanghaiMinute(next).weekday);

    const mine = await get<Reminder[]>('remindmsg/getMyReminders', 'student');
    expect(mine.body.data).toEqual([r]);
    expect((await get<Reminder[]>('remindmsg/getMyReminders', 'teacher')).body.data).toEqual([]);

    const changed = await save({
      id: r.id,
      templateId: await templateId('打卡提醒'),
      weekdays: [7],
      time: '21:05',
      enabled: false,
    });
    expect(changed.body.data).toMatchObject({
      id: r.id,
      title: '打卡提醒',
      weekdays: [7],
      time: '21:05',
      enabled: false,
      nextAt: '',
    });
    expect(await count('reminders')).toBe(1);
  });

  it('refuses a time out of range, empty or wrong weekdays, an unknown template, and changes nothing', async () => {
    const tpl = await templateId('听力练习');
    const base = { templateId: tpl, weekdays: [1], time: '08:00' };
    for (const time of ['24:00', '7:30', '12:60', '08:00:00', ''])
      expectRefusal(await save({ ...base, time }), 400, /提醒时间须在00:00到23:59之间/);
    expectRefusal(await save({ ...base, weekdays: [] }), 400, /请至少选择一天/);
    expectRefusal(await save({ ...base, weekdays: [8] }), 400, /星期须为1到7/);
    expectRefusal(await save({ ...base, weekdays: [0] }), 400, /星期须为1到7/);
    expectRefusal(await save({ ...base, weekdays: [1, 2, 3, 4, 5, 6, 7, 1] }), 400, /星期最多7天/);
    expectRefusal(await save({ ...base, templateId: 99_999 }), 404, /提醒内容不存在/);
    expectRefusal(await save({ weekdays: [1], time: '08:00' }), 400, /请选择提醒内容/);
    expectRefusal(await t().call('POST', '/api/remindmsg/saveMsgInfo', { json: base }), 401);
    expect(await count('reminders')).toBe(0);
  });

  it('refuses a 21st reminder', async () => {
    const tpl = await templateId('阅读提醒');
    const db = t().app.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'staff')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('reminders')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          user_id: user.id,
          template_id: tpl,
          weekdays: '1',
          time: `${String(i).padStart(2, '0')}:00`,
          enabled: 1 as const,
          last_slot: null,
          created_at: 0,
          updated_at: 0,
        })),
      )
      .execute();
    expectRefusal(
      await save({ templateId: tpl, weekdays: [1], time: '21:00' }, 'staff'),
      409,
      /最多设置20个提醒/,
    );
    expect(await count('reminders')).toBe(20);
  });

  it("refuses changing or deleting someone else's reminder, and deletes one's own", async () => {
    const tpl = await templateId('打卡提醒');
    const theirs = (await save({ templateId: tpl, weekdays: [2], time: '18:00' }, 'teacher')).body.data;
    expectRefusal(
      await save({ id: theirs.id, templateId: tpl, weekdays: [3], time: '19:00' }),
      404,
      /提醒不存在/,
    );
    expectRefusal(
      await post('remindmsg/deleteReminder', { id: String(theirs.id) }, 'student'),
      404,
      /提醒不存在/,
    );
    expectRefusal(await post('remindmsg/deleteReminder', { id: 'abc' }, 'student'), 400, /提醒编号须为数字/);
    expect((await get<Reminder[]>('remindmsg/getMyReminders', 'teacher')).body.data).toEqual([theirs]);
    expect((await post('remindmsg/deleteReminder', { id: String(theirs.id) }, 'teacher')).status).toBe(200);
    expect(await count('reminders')).toBe(0);
    expectRefusal(await post('remindmsg/deleteReminder', { id: String(theirs.id) }, 'teacher'), 404);
  });

  it("removes one user's reminders and subscriptions on removeUserReminders (account cancellation)", async () => {
    const tpl = await templateId('打卡提醒');
    await save({ templateId: tpl, weekdays: [1], time: '08:00' }, 'student');
    await save({ templateId: tpl, weekdays: [2], time: '09:00' }, 'student');
    await save({ templateId: tpl, weekdays: [3], time: '10:00' }, 'teacher');
    await subscribe(makeSubscription(endpoint()), 'student');
    await subscribe('native-2', 'teacher');
    const student = await t()
      .app.db.selectFrom('users')
      .select('id')
      .where('account', '=', 'student')
      .executeTakeFirstOrThrow();
    expect(await removeUserReminders(t().app.db, student.id)).toEqual({ reminders: 2, subscriptions: 1 });
    expect(await count('reminders')).toBe(1);
    expect(await count('push_subscriptions')).toBe(1);
  });

  it('lets operators list, add and change templates; refuses others and bad pages', async () => {
    const list = await get<MsgTemplate[]>('admin/remind/getTemplateList', 'admin');
    expect(list.body.data.length).toBeGreaterThanOrEqual(REMINDER_TEMPLATES.length);
    const added = await post<MsgTemplate>(
      'admin/remind/saveTemplate',
      { title: '口算练习', content: '每天十道口算题，做完对一对答案。', path: '/pages/index/home' },
      'admin',
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ title: '口算练习', path: '/pages/index/home' });
    const changed = await post<MsgTemplate>(
      'admin/remind/saveTemplate',
      { id: String(added.body.data.id), title: '口算', content: '十道口算题。', path: '/pages/book/chendu' },
      'admin',
    );
    expect(changed.body.data).toEqual({
      id: added.body.data.id,
      title: '口算',
      content: '十道口算题。',
      path: '/pages/book/chendu',
    });
    expect((await get<MsgTemplate[]>('remindmsg/getMsgTemplate')).body.data).toContainEqual(
      changed.body.data,
    );

    const form = { title: 'x', content: 'y', path: '/pages/index/home' };
    expectRefusal(
      await post('admin/remind/saveTemplate', { ...form, path: 'https://evil.example' }, 'admin'),
      400,
      /打开的页面须为 \/pages\/ 开头/,
    );
    expectRefusal(
      await post('admin/remind/saveTemplate', { ...form, title: '' }, 'admin'),
      400,
      /请填写标题/,
    );
    expectRefusal(
      await post('admin/remind/saveTemplate', { ...form, id: '99999' }, 'admin'),
      404,
      /提醒模板不存在/,
    );
    for (const res of [
      await post('admin/remind/saveTemplate', form, 'student'),
      await get('admin/remind/getTemplateList', 'teacher'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(Code.forbiddenRole);
    }
    expectRefusal(await get('admin/remind/getTemplateList'), 401);
  });

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
