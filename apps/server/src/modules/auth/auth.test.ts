import {
  Code,
  LOGIN_FAILED_MSG,
  LOGIN_THROTTLE,
  LOGIN_THROTTLED_MSG,
  SMS_LOGIN_DISABLED_MSG,
} from '@jc/contract';
import type { LoginResult } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { hashToken } from '../../shared/tokens.js';

describe.each(dialects)('auth on %s', (dialect) => {
  const t = useTestApp({ dialect });
  /** A password login from a given client address (the throttles count per account and per address). */
  const loginFrom = (remoteAddress: string, account: string, password: string) =>
    t().call('POST', '/api/oauth/Login', { form: { account, password }, remoteAddress });

  it('logs in with account and password: token, expiry and user', async () => {
    const before = Date.now();
    const res = await t().call<LoginResult>('POST', '/api/oauth/Login', {
      form: { account: 'student', password: 'demo123456' },
      headers: { 'user-agent': 'JcTest/1.0 (iPhone)' },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const { token, expiresAt, user } = res.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(user).toMatchObject({ account: 'student', roles: ['pupil'], points: 1200 });

    // Only the hash is stored, with the device and a 30-day expiry.
    const row = await t()
      .app.db.selectFrom('auth_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.device).toBe('JcTest/1.0 (iPhone)');
    expect(typeof row.expires_at).toBe('number');
    expect(row.expires_at - row.created_at).toBe(30 * 24 * 3600 * 1000);
    expect(row.created_at).toBeGreaterThanOrEqual(before);
    const all = await t().app.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(all.some((r) => r.token_hash === token)).toBe(false);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await t().call('POST', '/api/oauth/Login', {
      form: { account: 'teacher', password: 'nope12345' },
    });
    const unknown = await t().call('POST', '/api/oauth/Login', {
      form: { account: 'nobody', password: 'nope12345' },
    });
    expect(wrong.status).toBe(409);
    expect(unknown.status).toBe(409);
    expect(wrong.body).toEqual({ code: Code.businessRule, msg: LOGIN_FAILED_MSG, data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names the missing password', async () => {
    const res = await t().call('POST', '/api/oauth/Login', { form: { account: 'student' } });
    expect(res.body).toEqual({ code: 400, msg: '请输入密码', data: null });
  });

  it('locks an account for 15 minutes after 5 failures; other accounts are unaffected', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      const res = await loginFrom(ip, 'staff', `wrong${i}x`);
      expect(res.status).toBe(409);
    }
    // Even the right password is refused while locked.
    const locked = await loginFrom(ip, 'staff', 'demo123456');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: Code.tooMany, msg: LOGIN_THROTTLED_MSG, data: null });
    const other = await loginFrom(ip, 'admin', 'demo123456');
    expect(other.status).toBe(200);

    // The lock lasts lockMs: expire it in the store and the account works again.
    await t()
      .app.db.updateTable('shared_counters')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const after = await loginFrom(ip, 'staff', 'demo123456');
    expect(after.status).toBe(200);
  });

  it('resets the failure count after a success', async () => {
    const ip = '10.1.0.2';
    const fail = () => loginFrom(ip, 'teacher', 'wrong-pass1');
    for (let i = 0; i < LOGIN_THROTTLE.perAccount - 1; i++) expect((await fail()).status).toBe(409);
    const good = await loginFrom(ip, 'teacher', 'demo123456');
    expect(good.status).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.perAccount - 1; i++) expect((await fail()).status).toBe(409);
    expect((await fail()).status).toBe(409);
    expect((await fail()).status).toBe(429);
  });

  it('locks an address after 20 failures across accounts', async () => {
    const ip = '10.1.0.3';
    for (let i = 0; i < LOGIN_THROTTLE.perIp; i++) {
      const res = await loginFrom(ip, `probe${i}`, 'whatever1');
      expect(res.status).toBe(409);
    }
    const blocked = await loginFrom(ip, 'student', 'demo123456');
    expect(blocked.status).toBe(429);
    const elsewhere = await loginFrom('10.1.0.4', 'student', 'demo123456');
    expect(elsewhere.status).toBe(200);
  });

  it('revokes only the current token on logout', async () => {
    const a = await t().login('student');
    const b = await t().login('student');
    expect((await t().call('GET', '/api/oauth/Logout', { token: a })).body).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await t().call('GET', '/api/myInfo/getMyInfo', { token: a })).body.code).toBe(Code.revokedToken);
    expect((await t().call('GET', '/api/myInfo/getMyInfo', { token: b })).status).toBe(200);
    expect((await t().call('GET', '/api/oauth/Logout')).body.code).toBe(Code.noToken);
  });

  it('answers phone + SMS login as disabled in this build', async () => {
    const res = await t().call('POST', '/api/oauth/loginByPhoneAndSms', {
      form: { phone: '13800000000', code: '123456' },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({ result: false, msg: SMS_LOGIN_DISABLED_MSG });
    expect(SMS_LOGIN_DISABLED_MSG).toBe('短信验证码登录在此版本不可用，请前往小程序使用完整版');
  });
});
