import * as groups from '@jc/contract';
import { Code, type AnyEndpoint } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { makeGoods, makeShopUsers, PAY_PWD } from '../modules/shop/shop.fixtures.js';
import { dialects, useTestApp } from './app.js';

/**
 * The access matrix (docs/security.md, "Access matrix"). Roles: every teacher and staff call of the
 * contract refuses a pupil and the other role with 403 / code 700, and a caller without a token with
 * 401 / 600 (the operator calls: admin-refusals.test.ts). Ownership: a user's addresses and orders,
 * asked for, changed or used by another user, answer 404 without a word of the owner's record, and stay
 * as they were. Another area's staff on school and bookshop records: the schools' and bookshops'
 * suites (schools.test.ts, bookstores.test.ts).
 */
const calls = [
  ...new Map(
    Object.entries(groups)
      .filter(([name, v]) => name.endsWith('Endpoints') && typeof v === 'object' && v !== null)
      .flatMap(([, g]) => Object.values(g as Record<string, AnyEndpoint>))
      .filter((e) => e.auth === 'teacher' || e.auth === 'staff')
      .map((e) => [`${e.method} ${e.path}`, e]),
  ).values(),
];

describe.each(dialects)('access matrix on %s', (dialect) => {
  const t = useTestApp({ dialect });

  it('refuses teacher and staff calls to the roles without them', async () => {
    expect(calls.length).toBeGreaterThan(50);
    const tokens = {
      student: await t().login('student'),
      teacher: await t().login('teacher'),
      staff: await t().login('staff'),
    };
    for (const e of calls) {
      const url = `/api/${e.path.replace(/\{[^}]+\}/g, '1')}`;
      const refused = e.auth === 'teacher' ? ['student', 'staff'] : ['student', 'teacher'];
      for (const who of refused) {
        const r = await t().call(e.method, url, { token: tokens[who as keyof typeof tokens], form: {} });
        expect(r.status, `${e.method} ${e.path} as ${who}`).toBe(403);
        expect(r.body).toEqual({ code: Code.forbiddenRole, msg: '没有权限访问', data: null });
      }
      const anon = await t().call(e.method, url, { form: {} });
      expect(anon.status, e.path).toBe(401);
      expect(anon.body.code).toBe(Code.noToken);
    }
  });

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
});
