import { Code, type Feedback, type HomeworkCorrection, type HomeworkPhoto, type Paged } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { arithmeticPage } from '../modules/homework/homework.fixtures.js';
import { homeworkRunner } from '../modules/homework/routes.js';
import { makeGoods, makeShopUsers, PAY_PWD } from '../modules/shop/shop.fixtures.js';
import { apiCalls } from './api.js';
import { dialects, useTestApp } from './app.js';
import { expectNothingOf, freshPicture, uploadCall } from './access-matrix.fixtures.js';

/**
 * The access matrix (access-matrix.fixtures.ts) on a pupil's account: addresses, orders, reminders,
 * homework and feedback.
 */
describe.each(dialects)('access matrix: accounts on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const up = uploadCall(t);

  it('never shows, changes or uses another user’s address, order or reminder', async () => {
    const db = t().app.db;
    const [owner, other] = await makeShopUsers(db, 2, { points: 500 });
    if (!owner || !other) throw new Error('no users');
    const goodsId = await makeGoods(db, { points: 10 });
    const order = await t().call<{ orderId: number; status: string }>('POST', '/api/integral/commitOrder', {
      token: owner.token,
      json: {
        idempotencyKey: `matrix${owner.id}x`,
        addressId: owner.addressId,
        items: [{ goodsId, quantity: 1 }],
      },
    });
    expect(order.status).toBe(200);
    const orderId = String(order.body.data.orderId);
    const addressId = String(owner.addressId);
    const address = {
      name: '越权',
      phone: '13900000001',
      provinceCode: '11',
      cityCode: '1101',
      districtCode: '110101',
      detail: '某路 1 号',
    };

    const probes: [string, 'GET' | 'POST', string, Record<string, string> | { json: unknown }][] = [
      ['an address', 'GET', `myInfo/getAddressOne/${addressId}`, {}],
      ['an address deleted', 'POST', `myInfo/deleteMyAddress/${addressId}`, {}],
      ['an address changed', 'POST', 'myInfo/saveMyAddress', { id: addressId, ...address }],
      ['an order paid', 'POST', 'integral/payOrderByPwd', { orderId, pwd: PAY_PWD }],
      ['an order cancelled', 'POST', 'integral/cancleOrDeleteOrder', { orderId, type: 'cancel' }],
      ['an order deleted', 'POST', 'integral/cancleOrDeleteOrder', { orderId, type: 'delete' }],
      ['an order received', 'POST', 'integral/confirmReceiptByOrder', { orderId }],
      [
        'an order to another’s address',
        'POST',
        'integral/commitOrder',
        {
          json: {
            idempotencyKey: `matrix${other.id}y`,
            addressId: owner.addressId,
            items: [{ goodsId, quantity: 1 }],
          },
        },
      ],
    ];
    for (const [what, method, path, input] of probes) {
      const r = await t().call(method, `/api/${path}`, {
        token: other.token,
        ...('json' in input
          ? { json: input.json }
          : method === 'GET'
            ? { query: input as Record<string, string> }
            : { form: input as Record<string, string> }),
      });
      expect(r.status, what).toBe(404);
      expect(r.body.code, what).toBe(Code.notFound);
      expect(r.body.data, what).toBeNull();
      expect(r.text, what).not.toContain('东长安街');
      expect(r.text, what).not.toContain(owner.account);
    }
    // The owner's records are as they were; the other user's lists do not show them.
    const mine = await t().call<{ detail: string }>('GET', `/api/myInfo/getAddressOne/${addressId}`, {
      token: owner.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.detail).toBe('东长安街 1 号');
    const orders = await t().call<{ list: { orderId: number; status: string }[] }>(
      'GET',
      '/api/integral/getOrderList',
      { token: owner.token },
    );
    expect(orders.body.data.list.find((o) => o.orderId === order.body.data.orderId)?.status).toBe(
      order.body.data.status,
    );
    const theirs = await t().call<{ list: { orderId: number }[] }>('GET', '/api/integral/getOrderList', {
      token: other.token,
    });
    expect(theirs.body.data.list).toEqual([]);
    const tpl = await db
      .selectFrom('reminder_templates')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const reminder = await t().call<{ id: number; time: string }>('POST', '/api/remindmsg/saveMsgInfo', {
      token: owner.token,
      json: { templateId: tpl.id, weekdays: [1, 3, 5], time: '07:30' },
    });
    expect(reminder.status).toBe(200);
    const rid = reminder.body.data.id;
    const reminderProbes: [string, string, { json: unknown } | { form: Record<string, string> }][] = [
      [
        'a reminder changed',
        'remindmsg/saveMsgInfo',
        { json: { id: rid, templateId: tpl.id, weekdays: [2], time: '21:00' } },
      ],
      ['a reminder deleted', 'remindmsg/deleteReminder', { form: { id: String(rid) } }],
    ];
    for (const [what, path, input] of reminderProbes) {
      const r = await t().call('POST', `/api/${path}`, { token: other.token, ...input });
      expect(r.status, what).toBe(404);
      expect(r.body.data, what).toBeNull();
    }
    const reminders = await t().call<{ id: number; time: string }[]>('GET', '/api/remindmsg/getMyReminders', {
      token: owner.token,
    });
    expect(reminders.body.data.find((x) => x.id === rid)?.time).toBe('07:30');
    const theirReminders = await t().call<unknown[]>('GET', '/api/remindmsg/getMyReminders', {
      token: other.token,
    });
    expect(theirReminders.body.data).toEqual([]);
    const theirAddresses = await t().call<{ id: number }[]>('GET', '/api/myInfo/getMyAddressList', {
      token: other.token,
    });
    expect(theirAddresses.body.data.map((a) => a.id)).toEqual([other.addressId]);
  });

  it('never shows or corrects another user’s homework photo or correction', async () => {
    const [owner, other] = await makeShopUsers(db(), 2);
    if (!owner || !other) throw new Error('no users');
    const photo = await up<HomeworkPhoto>('thirdpart/AIPigaiUpload', owner.token, {}, [
      { name: 'page.jpg', data: await arithmeticPage(['12 + 35 = 47']), type: 'image/jpeg' },
    ]);
    expect(photo.status).toBe(200);
    const queued = await up<HomeworkCorrection>('thirdpart/correctHomework', owner.token, {
      uploadId: String(photo.body.data.id),
    });
    expect(queued.status).toBe(200);
    const id = queued.body.data.id;
    const secrets = [photo.body.data.url, owner.account];
    expectNothingOf(
      await up('thirdpart/correctHomework', other.token, { uploadId: String(photo.body.data.id) }),
      'a photo corrected',
      404,
      secrets,
    );
    expectNothingOf(
      await get('thirdpart/getCorrectHWInfo', { id: String(id) }, other.token),
      'a correction',
      404,
      secrets,
    );
    const mine = await get<HomeworkCorrection>('thirdpart/getCorrectHWInfo', { id: String(id) }, owner.token);
    expect(mine.body.data.photo.url).toBe(photo.body.data.url);
    const counts = await db()
      .selectFrom('homework_corrections')
      .select('user_id')
      .where('user_id', 'in', [owner.id, other.id])
      .execute();
    expect(counts.map((c) => c.user_id)).toEqual([owner.id]);
    const theirs = await get<Paged<HomeworkCorrection>>('thirdpart/getCorrectHWList', {}, other.token);
    expect(theirs.body.data.total).toBe(0);
    await homeworkRunner(t().app).idle();
  });

  it('never shows another user’s feedback or its reply', async () => {
    const [owner, other] = await makeShopUsers(db(), 2);
    if (!owner || !other) throw new Error('no users');
    const content = '矩阵测试：扫码后页面一直转圈';
    const saved = await up<Feedback>('myInfo/saveFeedback', owner.token, { category: '功能异常', content }, [
      await freshPicture(),
    ]);
    expect(saved.status).toBe(200);
    const reply = '矩阵测试的回复：已修复';
    const admin = await t().login('admin');
    const replied = await post(
      'admin/feedback/replyFeedback',
      { id: String(saved.body.data.id), reply },
      admin,
    );
    expect(replied.status).toBe(200);
    // No user call takes a feedback's id: the list is the one way in, and it is the caller's own.
    const theirs = await get<Paged<Feedback>>('myInfo/getFeedbackList', { pageSize: '50' }, other.token);
    expect(theirs.body.data.total).toBe(0);
    const text = JSON.stringify(theirs.body);
    for (const s of [content, reply, saved.body.data.pictures[0]?.url ?? '?']) expect(text).not.toContain(s);
    const mine = await get<Paged<Feedback>>('myInfo/getFeedbackList', {}, owner.token);
    expect(mine.body.data.list.map((f) => [f.content, f.reply])).toEqual([[content, reply]]);
  });
});
