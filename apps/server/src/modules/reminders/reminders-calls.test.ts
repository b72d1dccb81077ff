import { Code, type MsgTemplate, type PushKey, type Reminder } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp, dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { VAPID_SETTING } from './push.js';
import { makeSubscription, usePushService, useReminderCalls } from './reminders.fixtures.js';
import { reminderRuntime } from './runtime.js';
import { removeUserReminders } from './service.js';
import { REMINDER_TEMPLATES } from './seed.js';
import { shanghaiMinute } from './slots.js';

const { endpoint } = await usePushService();

/** Every reminders call and its refusals: the seed, templates, the key, devices, saving, operators. */
describe.each(dialects)('reminder calls on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post, save, subscribe, count, templateId } = useReminderCalls(t);

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
});
