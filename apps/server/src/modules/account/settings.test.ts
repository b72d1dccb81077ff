import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  Code,
  LOGIN_FAILED_MSG,
  PASSWORD_TICKET_MS,
  SMS_UNAVAILABLE_MSG,
  WRONG_OLD_PASSWORD_MSG,
  type DicData,
  type PasswordTicket,
  type SetPhoneResult,
  type UserInfo,
} from '@jc/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp, type TestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { failingWrites, storedUploads } from '../../test/uploads.js';
import { picture, upload } from '../checkin/checkin.fixtures.js';
import { makeShopUser, type ShopUser } from '../shop/shop.fixtures.js';
import {
  PASSWORD_CHECK_LIMIT,
  PASSWORD_CHECK_LOCKED_MSG,
  PHONE_TAKEN_MSG,
  SMS_CODE_EXPIRED_MSG,
  SMS_CODE_WRONG_MSG,
  TICKET_INVALID_MSG,
} from './settings.js';
import type { SmsGateway } from './sms.js';

const me = (t: () => TestApp, token: string) => t().call<UserInfo>('GET', '/api/myInfo/getMyInfo', { token });
const userRow = (t: () => TestApp, id: number) =>
  t().app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** A second session of the same account, as another device would have. */
const otherSession = (t: () => TestApp, u: ShopUser) => t().login(u.account);

describe.each(dialects)('account settings on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const dic: Record<string, number> = {};
  beforeAll(async () => {
    for (const type of ['grade', 'cebie']) {
      const res = await get<DicData>('bookmain/getDicData', { type });
      for (const e of res.body.data.dicList) dic[e.name] = e.id;
    }
  });

  describe('saveMyAccountInfo', () => {
    it('saves the nickname, and grade with volume', async () => {
      const u = await makeShopUser(t().app.db);
      const res = await post<UserInfo>('myInfo/saveMyAccountInfo', { nickname: '  小明妈妈 ' }, u.token);
      expect(res.status).toBe(200);
      expect(res.body.msg).toBe('保存成功');
      expect(res.body.data).toMatchObject({ nickname: '小明妈妈', account: u.account, gradeId: null });
      const both = await post<UserInfo>(
        'myInfo/saveMyAccountInfo',
        { gradeId: String(dic['三年级']), cebieId: String(dic['下册']) },
        u.token,
      );
      expect(both.body.data).toMatchObject({
        nickname: '小明妈妈',
        gradeId: dic['三年级'],
        cebieId: dic['下册'],
      });
      expect((await me(t, u.token)).body.data).toMatchObject({
        nickname: '小明妈妈',
        gradeId: dic['三年级'],
      });
    });

    it('refuses an empty or too long nickname, a grade alone, unknown ids and nothing at all; nothing changes', async () => {
      const u = await makeShopUser(t().app.db);
      const cases: [Record<string, string>, string][] = [
        [{ nickname: '' }, '请输入昵称'],
        [{ nickname: '    ' }, '请输入昵称'],
        [{ nickname: '一二三四五六七八九十一二三四五六七八九十一' }, '昵称不能超过20个字'],
        [{ gradeId: String(dic['三年级']) }, '年级和册别须一起选择'],
        [{}, '没有要保存的资料'],
        [{ gradeId: '999999', cebieId: String(dic['下册']) }, '年级不正确'],
        [{ gradeId: String(dic['下册']), cebieId: String(dic['下册']) }, '年级不正确'],
        [{ gradeId: String(dic['三年级']), cebieId: '999999' }, '册别不正确'],
      ];
      for (const [form, msg] of cases)
        expectRefusal(await post('myInfo/saveMyAccountInfo', form, u.token), 400, new RegExp(`^${msg}$`));
      // Exactly 20 characters is fine.
      const twenty = '一二三四五六七八九十一二三四五六七八九十';
      expect((await post<UserInfo>('myInfo/saveMyAccountInfo', { nickname: twenty }, u.token)).status).toBe(
        200,
      );
      expect(await userRow(t, u.id)).toMatchObject({ nickname: twenty, grade_id: null, cebie_id: null });
      expectRefusal(await post('myInfo/saveMyAccountInfo', { nickname: 'x' }), 401);
    });
  });

  describe('login password: verifyingPassword then savePassword with the ticket', () => {
    it('refuses a wrong old password with 原密码不正确', async () => {
      const u = await makeShopUser(t().app.db);
      const before = (await userRow(t, u.id)).password_hash;
      const res = await post('myInfo/verifyingPassword', { pwd: 'wrong123' }, u.token);
      expectRefusal(res, 409, new RegExp(`^${WRONG_OLD_PASSWORD_MSG}$`));
      expectRefusal(await post('myInfo/verifyingPassword', {}, u.token), 400, /^请输入原密码$/);
      expect((await userRow(t, u.id)).password_hash).toBe(before);
      expect(
        await t().app.db.selectFrom('password_tickets').where('user_id', '=', u.id).selectAll().execute(),
      ).toEqual([]);
    });

    it('changes the password with a ticket and refuses the other sessions afterwards', async () => {
      const u = await makeShopUser(t().app.db);
      const current = await t().login(u.account);
      const other = await otherSession(t, u);
      const v = await post<PasswordTicket>('myInfo/verifyingPassword', { pwd: 'demo123456' }, current);
      expect(v.status).toBe(200);
      expect(v.body.data).toEqual({
        ticket: expect.stringMatching(/^[\w-]{32}$/),
        expiresIn: PASSWORD_TICKET_MS,
      });
      const res = await post(
        'myInfo/savePassword',
        { pwd: 'newPass2024', ticket: v.body.data.ticket },
        current,
      );
      expect(res.body).toEqual({ code: 200, msg: '密码修改成功', data: null });
      expect((await me(t, current)).status).toBe(200);
      const refused = await me(t, other);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe(Code.revokedToken);
      expect((await me(t, u.token)).body.code).toBe(Code.revokedToken);
      const oldLogin = await post('oauth/Login', { account: u.account, password: 'demo123456' });
      expectRefusal(oldLogin, 409, new RegExp(LOGIN_FAILED_MSG));
      expect(await t().login(u.account, 'newPass2024')).toBeTruthy();
      // The ticket is spent.
      expectRefusal(
        await post('myInfo/savePassword', { pwd: 'third2024x', ticket: v.body.data.ticket }, current),
        409,
        new RegExp(TICKET_INVALID_MSG),
      );
    });

    it('refuses a missing, unknown, expired or another session’s ticket and a weak password; nothing changes', async () => {
      const u = await makeShopUser(t().app.db);
      const before = (await userRow(t, u.id)).password_hash;
      const other = await otherSession(t, u);
      expectRefusal(
        await post('myInfo/savePassword', { pwd: 'newPass2024' }, u.token),
        400,
        /^验证凭证：请先验证原密码$/,
      );
      expectRefusal(
        await post('myInfo/savePassword', { pwd: 'newPass2024', ticket: 'made-up' }, u.token),
        409,
        new RegExp(TICKET_INVALID_MSG),
      );
      const mine = (await post<PasswordTicket>('myInfo/verifyingPassword', { pwd: 'demo123456' }, u.token))
        .body.data;
      // Verified in one session, used in another.
      expectRefusal(
        await post('myInfo/savePassword', { pwd: 'newPass2024', ticket: mine.ticket }, other),
        409,
        new RegExp(TICKET_INVALID_MSG),
      );
      for (const [pwd, msg] of [
        ['abc', '密码至少6位'],
        ['abcdefgh', '密码须同时包含字母和数字，且不含空格'],
      ] as const)
        expectRefusal(
          await post('myInfo/savePassword', { pwd, ticket: mine.ticket }, u.token),
          400,
          new RegExp(`^${msg}$`),
        );
      await t()
        .app.db.updateTable('password_tickets')
        .set({ expires_at: Date.now() - 1 })
        .where('user_id', '=', u.id)
        .execute();
      expectRefusal(
        await post('myInfo/savePassword', { pwd: 'newPass2024', ticket: mine.ticket }, u.token),
        409,
        new RegExp(TICKET_INVALID_MSG),
      );
      expect((await userRow(t, u.id)).password_hash).toBe(before);
      expect((await me(t, other)).status).toBe(200);
      expectRefusal(await post('myInfo/savePassword', { pwd: 'newPass2024', ticket: 'x' }), 401);
    });
    it('pauses the password checks of an account after repeated wrong ones (verify and cancel alike)', async () => {
      const u = await makeShopUser(t().app.db);
      for (let i = 0; i < PASSWORD_CHECK_LIMIT - 1; i++)
        expectRefusal(await post('myInfo/verifyingPassword', { pwd: `wrong${i}x` }, u.token), 409);
      expectRefusal(await post('permission/Users/userZhuXiao', { pwd: 'wrong-last1' }, u.token), 409);
      for (const res of [
        await post('myInfo/verifyingPassword', { pwd: 'demo123456' }, u.token),
        await post('permission/Users/userZhuXiao', { pwd: 'demo123456' }, u.token),
      ])
        expectRefusal(res, 429, new RegExp(`^${PASSWORD_CHECK_LOCKED_MSG}$`));
      expect((await userRow(t, u.id)).cancelled_at).toBeNull();
      // Another account is not affected.
      const v = await makeShopUser(t().app.db);
      expect((await post('myInfo/verifyingPassword', { pwd: 'demo123456' }, v.token)).status).toBe(200);
    });
  });

  describe('setPhoneNum without an SMS gateway (this build)', () => {
    it('answers 503 in Chinese and changes nothing', async () => {
      const u = await makeShopUser(t().app.db);
      const res = await get('myInfo/setPhoneNum/13912345678', undefined, u.token);
      expectRefusal(res, 503, new RegExp(`^${SMS_UNAVAILABLE_MSG}$`));
      expectRefusal(await get('myInfo/setPhoneNum/13912345678', { code: '123456' }, u.token), 503);
      expect((await userRow(t, u.id)).phone).toBeNull();
      expect(
        await t().app.db.selectFrom('sms_codes').selectAll().where('user_id', '=', u.id).execute(),
      ).toEqual([]);
    });

    it('refuses a malformed phone or code first', async () => {
      const u = await makeShopUser(t().app.db);
      for (const phone of ['1391234567', '23912345678', '139123456789', '1391234567a'])
        expectRefusal(
          await get(`myInfo/setPhoneNum/${phone}`, undefined, u.token),
          400,
          /^手机号须为11位数字，以1开头$/,
        );
      expectRefusal(
        await get('myInfo/setPhoneNum/13912345678', { code: '12ab56' }, u.token),
        400,
        /^验证码须为6位数字$/,
      );
      expectRefusal(await get('myInfo/setPhoneNum/13912345678'), 401);
    });
  });

  describe('headImgUpload', () => {
    it('sets the avatar through the upload path and replaces the previous one', async () => {
      const u = await makeShopUser(t().app.db);
      const first = await upload<UserInfo>(t(), 'myInfo/headImgUpload', u.token, {}, [
        { name: 'a.png', data: await picture('#d04040', 'png'), type: 'image/png' },
      ]);
      expect(first.status).toBe(200);
      expect(first.body.msg).toBe('头像已更新');
      const firstUrl = first.body.data.avatar;
      expect(firstUrl).toMatch(/^\/uploads\/image\/\d{6}\/[\w-]+\.png$/);
      const served = await t().app.inject({ method: 'GET', url: firstUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');

      const second = await upload<UserInfo>(t(), 'myInfo/headImgUpload', u.token, {}, [
        { name: 'b.jpg', data: await picture('#4040d0') },
      ]);
      expect(second.body.data.avatar).toMatch(/\.jpg$/);
      expect((await me(t, u.token)).body.data.avatar).toBe(second.body.data.avatar);
      // The previous avatar's upload and file are gone.
      const rows = await t()
        .app.db.selectFrom('uploads')
        .select('file_key')
        .where('user_id', '=', u.id)
        .execute();
      expect(rows.map((r) => `/uploads/${r.file_key}`)).toEqual([second.body.data.avatar]);
      expect(existsSync(join(t().config.uploadsDir, firstUrl.slice('/uploads/'.length)))).toBe(false);
    });

    it('sets the avatar in its upload’s transaction: a refused update leaves no upload and no file', async () => {
      const u = await makeShopUser(t().app.db);
      const first = await upload<UserInfo>(t(), 'myInfo/headImgUpload', u.token, {}, [
        { name: 'a.jpg', data: await picture('#40d040') },
      ]);
      expect(first.status).toBe(200);
      const before = await storedUploads(t());
      const refused = await failingWrites(t(), { update: 'users', of: 'avatar' }, async () =>
        upload(t(), 'myInfo/headImgUpload', u.token, {}, [{ name: 'b.jpg', data: await picture('#d0d040') }]),
      );
      expectRefusal(refused, 500);
      // The previous avatar stays, its upload and file too.
      expect((await userRow(t, u.id)).avatar).toBe(first.body.data.avatar);
      expect(await storedUploads(t())).toEqual(before);

      const second = await upload<UserInfo>(t(), 'myInfo/headImgUpload', u.token, {}, [
        { name: 'c.jpg', data: await picture('#40d0d0') },
      ]);
      expect(second.status).toBe(200);
      expect((await userRow(t, u.id)).avatar).toBe(second.body.data.avatar);
      const after = await storedUploads(t());
      // The new picture and thumbnail in place of the previous ones.
      expect(after.rows).toHaveLength(before.rows.length);
      expect(after.files).toHaveLength(before.files.length);
      expect(after.files).toContain(second.body.data.avatar.slice('/uploads/'.length));
    });

    it('refuses a file that is not a picture, and no file; nothing changes', async () => {
      const u = await makeShopUser(t().app.db);
      const res = await upload(t(), 'myInfo/headImgUpload', u.token, {}, [
        {
          name: 'avatar.png',
          data: Buffer.from('<html><script>alert(1)</script></html>'),
          type: 'image/png',
        },
      ]);
      expectRefusal(res, 400, /^文件类型不支持：请上传JPG、PNG 或 WebP 图片$/);
      expectRefusal(await upload(t(), 'myInfo/headImgUpload', u.token, {}, []), 400, /^请选择头像图片$/);
      expect((await userRow(t, u.id)).avatar).toBe('');
      expect(
        await t().app.db.selectFrom('uploads').select('id').where('user_id', '=', u.id).execute(),
      ).toEqual([]);
      expectRefusal(await upload(t(), 'myInfo/headImgUpload', undefined, {}, []), 401);
    });
  });

  describe('updateMyAdvert and openMsgRecord', () => {
    it('keeps the consent answer and the last ad', async () => {
      const u = await makeShopUser(t().app.db);
      expect((await post('myInfo/updateMyAdvert', { state: 'consent' }, u.token)).body).toEqual({
        code: 200,
        msg: '已保存',
        data: null,
      });
      await post('myInfo/updateMyAdvert', { state: 'shown', adId: '7' }, u.token);
      await post('myInfo/updateMyAdvert', { state: 'closed', adId: '7' }, u.token);
      const row = await t()
        .app.db.selectFrom('user_adverts')
        .selectAll()
        .where('user_id', '=', u.id)
        .executeTakeFirst();
      expect(row).toMatchObject({ consent: 'consent', last_state: 'closed', last_ad_id: 7 });
      expectRefusal(
        await post('myInfo/updateMyAdvert', { state: 'maybe' }, u.token),
        400,
        /^广告状态不正确$/,
      );
      expectRefusal(
        await post('myInfo/updateMyAdvert', { state: 'shown', adId: '-1' }, u.token),
        400,
        /^广告编号不正确$/,
      );
      await post('myInfo/updateMyAdvert', { state: 'refuse' }, u.token);
      expect(
        (
          await t()
            .app.db.selectFrom('user_adverts')
            .select('consent')
            .where('user_id', '=', u.id)
            .executeTakeFirst()
        )?.consent,
      ).toBe('refuse');
    });

    it('records a message subscription and refuses a bad one', async () => {
      const u = await makeShopUser(t().app.db);
      const res = await post(
        'myInfo/openMsgRecord',
        { type: 'smallapp', taskId: '42', template_id: 'tpl-reminder' },
        u.token,
      );
      expect(res.body).toEqual({ code: 200, msg: '订阅成功', data: null });
      expect(
        await t()
          .app.db.selectFrom('msg_subscriptions')
          .select(['type', 'task_id', 'template_id'])
          .where('user_id', '=', u.id)
          .execute(),
      ).toEqual([{ type: 'smallapp', task_id: '42', template_id: 'tpl-reminder' }]);
      expectRefusal(
        await post('myInfo/openMsgRecord', { type: 'sms', taskId: '1', template_id: 't' }, u.token),
        400,
        /^订阅类型不正确$/,
      );
      expectRefusal(
        await post('myInfo/openMsgRecord', { type: 'smallapp', template_id: 't' }, u.token),
        400,
        /任务编号/,
      );
      expectRefusal(
        await post('myInfo/openMsgRecord', { type: 'smallapp', taskId: '1' }, u.token),
        400,
        /模板编号/,
      );
      expect(
        await t().app.db.selectFrom('msg_subscriptions').select('id').where('user_id', '=', u.id).execute(),
      ).toHaveLength(1);
    });
  });
});

/** A gateway that keeps what it was asked to send; `fail` makes it refuse. */
class FakeSms implements SmsGateway {
  sent: { phone: string; code: string }[] = [];
  fail = false;
  async sendCode(phone: string, code: string): Promise<void> {
    if (this.fail) throw new Error('gateway down');
    this.sent.push({ phone, code });
  }
}

describe.each(dialects)('setPhoneNum with an SMS gateway on %s', (dialect) => {
  const sms = new FakeSms();
  const t = useTestApp({ dialect, routes: (app) => app.decorate('smsGateway', sms) });
  const { get } = apiCalls(t);

  it('sends a code, refuses a wrong one, binds with the right one', async () => {
    const u = await makeShopUser(t().app.db);
    const sent = await get<SetPhoneResult>('myInfo/setPhoneNum/13912340001', undefined, u.token);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ code: 200, msg: '验证码已发送', data: { state: 'sent', resendAfter: 60 } });
    const code = sms.sent.at(-1);
    expect(code).toEqual({ phone: '13912340001', code: expect.stringMatching(/^\d{6}$/) });
    expectRefusal(
      await get('myInfo/setPhoneNum/13912340001', undefined, u.token),
      429,
      /^验证码已发送，请\d+秒后再试$/,
    );
    expect(sms.sent).toHaveLength(1);
    const wrong = code?.code === '000000' ? '111111' : '000000';
    expectRefusal(
      await get('myInfo/setPhoneNum/13912340001', { code: wrong }, u.token),
      409,
      new RegExp(`^${SMS_CODE_WRONG_MSG}$`),
    );
    // A code sent to one phone does not bind another.
    expectRefusal(
      await get('myInfo/setPhoneNum/13912340002', { code: code?.code ?? '' }, u.token),
      409,
      new RegExp(SMS_CODE_EXPIRED_MSG),
    );
    expect((await userRow(t, u.id)).phone).toBeNull();
    const bound = await get<SetPhoneResult>(
      'myInfo/setPhoneNum/13912340001',
      { code: code?.code ?? '' },
      u.token,
    );
    expect(bound.body).toEqual({
      code: 200,
      msg: '手机号绑定成功',
      data: { state: 'bound', phone: '13912340001' },
    });
    expect((await me(t, u.token)).body.data.phone).toBe('13912340001');
    // Spent.
    expectRefusal(await get('myInfo/setPhoneNum/13912340001', { code: code?.code ?? '' }, u.token), 409);
  });

  it('spends a code after 5 wrong tries', async () => {
    const u = await makeShopUser(t().app.db);
    await get('myInfo/setPhoneNum/13912340003', undefined, u.token);
    const code = sms.sent.at(-1)?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expectRefusal(
        await get('myInfo/setPhoneNum/13912340003', { code: wrong }, u.token),
        409,
        new RegExp(SMS_CODE_WRONG_MSG),
      );
    expectRefusal(
      await get('myInfo/setPhoneNum/13912340003', { code }, u.token),
      409,
      new RegExp(SMS_CODE_EXPIRED_MSG),
    );
    expect((await userRow(t, u.id)).phone).toBeNull();
  });

  it('refuses a phone bound to another account, and says so when the gateway fails', async () => {
    const a = await makeShopUser(t().app.db);
    const b = await makeShopUser(t().app.db);
    await get('myInfo/setPhoneNum/13912340004', undefined, a.token);
    await get('myInfo/setPhoneNum/13912340004', { code: sms.sent.at(-1)?.code ?? '' }, a.token);
    const count = sms.sent.length;
    expectRefusal(
      await get('myInfo/setPhoneNum/13912340004', undefined, b.token),
      409,
      new RegExp(`^${PHONE_TAKEN_MSG}$`),
    );
    expect(sms.sent).toHaveLength(count);
    sms.fail = true;
    try {
      expectRefusal(
        await get('myInfo/setPhoneNum/13912340005', undefined, b.token),
        502,
        /^短信发送失败，请稍后再试$/,
      );
    } finally {
      sms.fail = false;
    }
    expect(
      await t().app.db.selectFrom('sms_codes').select('id').where('user_id', '=', b.id).execute(),
    ).toEqual([]);
  });
});
