import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CANCEL_WRONG_PASSWORD_MSG,
  Code,
  LOGIN_FAILED_MSG,
  type Feedback,
  type Order,
  type UserInfo,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { checkUserLedger } from '../../test/points.js';
import { picture, upload } from '../checkin/checkin.fixtures.js';
import { makeGoods, makeShopUser, PAY_PWD, type ShopUser } from '../shop/shop.fixtures.js';

/** Everything the account owns, counted, to prove a refused cancellation changed nothing. */
async function footprint(db: Db, userId: number) {
  const count = async (
    table: 'addresses' | 'favorites' | 'browse_history' | 'uploads' | 'orders' | 'points_ledger',
  ) => (await db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;
  return {
    user: await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),
    addresses: await count('addresses'),
    favorites: await count('favorites'),
    browse: await count('browse_history'),
    uploads: await count('uploads'),
    orders: await count('orders'),
    ledger: await count('points_ledger'),
    wecom: (await db.selectFrom('wecom_members').select('user_id').where('user_id', '=', userId).execute())
      .length,
    feedback: await db
      .selectFrom('feedback')
      .select(['id', 'contact'])
      .where('user_id', '=', userId)
      .execute(),
  };
}

describe.each(dialects)('account cancellation (userZhuXiao) on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;

  /** A pupil with a bit of everything: an avatar, an address, a paid order, favorites, history, feedback. */
  async function busyUser(): Promise<ShopUser & { avatar: string; feedback: Feedback }> {
    const u = await makeShopUser(db(), { points: 500 });
    const avatar = (
      await upload<UserInfo>(t(), 'myInfo/headImgUpload', u.token, {}, [
        { name: 'a.jpg', data: await picture() },
      ])
    ).body.data.avatar;
    const goodsId = await makeGoods(db(), { points: 100 });
    const order = await t().call<Order>('POST', '/api/integral/commitOrder', {
      token: u.token,
      json: { idempotencyKey: randomUUID(), addressId: u.addressId, items: [{ goodsId, quantity: 1 }] },
    });
    expect(order.status).toBe(200);
    const paid = await post(
      'integral/payOrderByPwd',
      { orderId: String(order.body.data.orderId), pwd: PAY_PWD },
      u.token,
    );
    expect(paid.status).toBe(200);
    const book = await db().selectFrom('books').select('id').limit(1).executeTakeFirstOrThrow();
    const now = Date.now();
    await db()
      .insertInto('favorites')
      .values({ user_id: u.id, kind: 'book', target_id: String(book.id), created_at: now })
      .execute();
    await db()
      .insertInto('browse_history')
      .values({ user_id: u.id, book_id: book.id, visited_at: now })
      .execute();
    await db().insertInto('wecom_members').values({ user_id: u.id, joined_at: now }).execute();
    const feedback = (
      await upload<Feedback>(
        t(),
        'myInfo/saveFeedback',
        u.token,
        { category: '产品建议', content: '希望可以按年级筛选打卡营。', contact: '13900001111' },
        [{ name: 'f.png', data: await picture('#888888', 'png') }],
      )
    ).body.data;
    expect(feedback.pictures).toHaveLength(1);
    // A study reminder with a device to send it to, and a messenger identity bound to the account.
    const templates = await get<{ id: number }[]>('remindmsg/getMsgTemplate');
    const reminder = await t().call('POST', '/api/remindmsg/saveMsgInfo', {
      token: u.token,
      json: { templateId: templates.body.data[0]!.id, weekdays: [1, 3, 5], time: '19:30' },
    });
    expect(reminder.status).toBe(200);
    expect((await post('myInfo/updateAppPushID', { registerID: 'native-device-0001' }, u.token)).status).toBe(
      200,
    );
    await db()
      .insertInto('messenger_identities')
      .values({
        platform: 'wechat',
        openid: `o-${u.id}`,
        unionid: null,
        user_id: u.id,
        created_at: now,
        last_login_at: now,
      })
      .execute();
    return { ...u, avatar, feedback };
  }

  it('refuses a wrong or missing password and changes nothing', async () => {
    const u = await busyUser();
    const before = await footprint(db(), u.id);
    expectRefusal(
      await post('permission/Users/userZhuXiao', { pwd: 'wrong1234' }, u.token),
      409,
      new RegExp(`^${CANCEL_WRONG_PASSWORD_MSG}$`),
    );
    expectRefusal(await post('permission/Users/userZhuXiao', {}, u.token), 400, /^请输入登录密码$/);
    expectRefusal(await post('permission/Users/userZhuXiao', { pwd: 'demo123456' }), 401);
    expect(await footprint(db(), u.id)).toEqual(before);
    expect((await get<UserInfo>('myInfo/getMyInfo', undefined, u.token)).status).toBe(200);
    expect(await t().login(u.account)).toBeTruthy();
  });

  it('cancels: sessions refused, login refused, personal data gone, orders and ledger kept', async () => {
    const u = await busyUser();
    const other = await t().login(u.account);
    const before = await footprint(db(), u.id);
    expect(before).toMatchObject({ addresses: 1, favorites: 1, browse: 1, uploads: 2, orders: 1, wecom: 1 });

    const res = await post('permission/Users/userZhuXiao', { pwd: 'demo123456' }, u.token);
    expect(res.body).toEqual({ code: 200, msg: '账号已注销', data: null });

    // Every session is gone and the account never logs in again, with the right password or not.
    for (const token of [u.token, other]) {
      const me = await get('myInfo/getMyInfo', undefined, token);
      expect(me.status).toBe(401);
      expect(me.body.code).toBe(Code.revokedToken);
    }
    expectRefusal(
      await post('oauth/Login', { account: u.account, password: 'demo123456' }),
      409,
      new RegExp(`^${LOGIN_FAILED_MSG}$`),
    );

    const after = await footprint(db(), u.id);
    // The name stays taken (old orders never point at a new person); the person is gone.
    expect(after.user).toMatchObject({
      account: u.account,
      nickname: '已注销用户',
      phone: null,
      avatar: '',
      grade_id: null,
      pay_pwd_hash: null,
      answer_pwd_hash: null,
      cancelled_at: expect.any(Number),
    });
    expect(after.user.password_hash).not.toBe(before.user.password_hash);
    expect(after).toMatchObject({ addresses: 0, favorites: 0, browse: 0, uploads: 0, wecom: 0 });
    for (const table of ['reminders', 'push_subscriptions', 'messenger_identities'] as const)
      expect(await db().selectFrom(table).select('user_id').where('user_id', '=', u.id).execute()).toEqual(
        [],
      );
    expect(existsSync(join(t().config.uploadsDir, u.avatar.slice('/uploads/'.length)))).toBe(false);
    const pictureFile = u.feedback.pictures[0]?.url ?? '';
    expect(existsSync(join(t().config.uploadsDir, pictureFile.slice('/uploads/'.length)))).toBe(false);
    // Feedback stays for the operators, without its contact and pictures.
    expect(after.feedback).toEqual([{ id: u.feedback.id, contact: '' }]);
    expect(
      await db()
        .selectFrom('feedback_pictures')
        .selectAll()
        .where('feedback_id', '=', u.feedback.id)
        .execute(),
    ).toEqual([]);
    // Orders and the points ledger stay, and still agree with the balance.
    expect(after.orders).toBe(1);
    expect(after.ledger).toBe(before.ledger);
    expect(after.user.points).toBe(before.user.points);
    expect(await checkUserLedger(db(), u.id)).toBe(after.user.points);
    // Operators see the order under the cancelled name.
    const admin = await t().login('admin');
    const list = await t().call<{ list: { userId?: number }[] }>(
      'GET',
      '/api/admin/feedback/getFeedbackList',
      {
        token: admin,
        query: { pageSize: '100' },
      },
    );
    expect(list.body.data.list.find((f) => (f as { id?: number }).id === u.feedback.id)).toMatchObject({
      account: u.account,
      nickname: '已注销用户',
      contact: '',
      pictures: [],
    });
  });
});
