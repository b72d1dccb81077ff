import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  APPLE_SIGN_IN_UNAVAILABLE_MSG,
  Code,
  LOGIN_FAILED_MSG,
  LOGIN_THROTTLE,
  LOGIN_THROTTLED_MSG,
  MESSENGER_CODE_INVALID_MSG,
  MESSENGER_LOGIN_NOT_CONFIGURED_MSG,
  type CodeExistsResult,
  type LoginByCodeResult,
} from '@jc/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { WECHAT_FAILED } from '../../shared/wechat.js';
import { unbindMessenger } from './queries.js';
import { MESSENGER_RATE_LIMITED_MSG } from '../../shared/mini-program.js';

const APP_ID = 'wxmini0123456789';
const SECRET = 'mini-secret-not-to-leak';

/**
 * A local messenger platform answering `GET /sns/jscode2session` as the real one does: a code it issued
 * once (`codes`) gives its openid and a session key, a second use or an unknown code errcode 40029;
 * `rate` answers 45011, `down` cuts the connection, `html` answers a gateway error page.
 */
const codes = new Map<string, { openid: string; unionid?: string }>();
const requests: URL[] = [];
const platform = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://platform');
  requests.push(url);
  const send = (body: unknown) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(JSON.stringify(body));
  };
  const q = url.searchParams;
  if (url.pathname !== '/sns/jscode2session') return send({ errcode: 404, errmsg: 'no such api' });
  if (q.get('appid') !== APP_ID || q.get('secret') !== SECRET)
    return send({ errcode: 40125, errmsg: 'invalid appsecret' });
  if (q.get('grant_type') !== 'authorization_code')
    return send({ errcode: 40002, errmsg: 'invalid grant_type' });
  const code = q.get('js_code') ?? '';
  if (code === 'rate') return send({ errcode: 45011, errmsg: 'api minute-quota reach limit' });
  if (code === 'down') return req.socket.destroy();
  if (code === 'html') {
    res.writeHead(502, { 'content-type': 'text/html' });
    return res.end('<html>bad gateway</html>');
  }
  const identity = codes.get(code);
  codes.delete(code);
  if (!identity) return send({ errcode: 40029, errmsg: 'invalid code, rid: 1' });
  send({ session_key: 'c2Vzc2lvbmtleQ==', ...identity });
});
await new Promise<void>((r) => platform.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((r) => platform.close(() => r())));

let next = 0;
/** A fresh single-use code for an openid, as `wx.login` would get. */
function issue(openid: string, unionid?: string): string {
  const code = `code-${++next}-${Math.random().toString(36).slice(2)}`;
  codes.set(code, unionid ? { openid, unionid } : { openid });
  return code;
}

describe.each(dialects)('messenger login on %s', (dialect) => {
  const t = useTestApp({
    dialect,
    env: { WX_MINIPROGRAM_APP_ID: APP_ID, WX_MINIPROGRAM_APP_SECRET: SECRET, WX_API_BASE: base },
  });
  const loginByCode = (form: Record<string, string>, remoteAddress = '10.9.0.1') =>
    t().call<LoginByCodeResult>('POST', '/api/oauth/loginByCode', { form, remoteAddress });
  const exists = (code: string) =>
    t().call<CodeExistsResult>('POST', '/api/oauth/wxCodeExists', { form: { code } });
  const identities = () =>
    t()
      .app.db.selectFrom('messenger_identities as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.openid', 'm.unionid', 'u.account'])
      .orderBy('m.id')
      .execute();

  beforeEach(async () => {
    await t().app.db.deleteFrom('messenger_identities').execute();
    await t().app.db.deleteFrom('shared_counters').execute();
  });

  it('asks for an account when the identity is not bound, binds it with the password, then logs in by code alone', async () => {
    const first = await loginByCode({ code: issue('o-student') });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ bound: false });
    expect(await identities()).toEqual([]);

    const bind = await loginByCode({
      code: issue('o-student', 'u-student'),
      account: 'student',
      password: 'demo123456',
    });
    expect(bind.status).toBe(200);
    expect(bind.body.data).toMatchObject({ bound: true, user: { account: 'student' } });
    expect(await identities()).toEqual([{ openid: 'o-student', unionid: 'u-student', account: 'student' }]);
    const bound = bind.body.data as Extract<LoginByCodeResult, { bound: true }>;
    // The token is a real session.
    const me = await t().call('GET', '/api/myInfo/getMyInfo', { token: bound.token });
    expect(me.status).toBe(200);

    const again = await loginByCode({ code: issue('o-student') });
    expect(again.body.data).toMatchObject({ bound: true, user: { account: 'student' } });
    expect((again.body.data as { token: string }).token).not.toBe(bound.token);

    // The platform got the app id, the secret, the code and the grant type.
    const last = requests.at(-1);
    expect(last?.searchParams.get('appid')).toBe(APP_ID);
    expect(last?.searchParams.get('grant_type')).toBe('authorization_code');
  });

  it('answers wxCodeExists by the binding', async () => {
    expect((await exists(issue('o-teacher'))).body.data).toEqual({ exists: false });
    await loginByCode({ code: issue('o-teacher'), account: 'teacher', password: 'demo123456' });
    expect((await exists(issue('o-teacher'))).body.data).toEqual({ exists: true });
    expect((await exists(issue('o-someone-else'))).body.data).toEqual({ exists: false });
  });

  it('logs a bound identity into its own account whatever account is typed', async () => {
    await loginByCode({ code: issue('o-x'), account: 'student', password: 'demo123456' });
    const res = await loginByCode({ code: issue('o-x'), account: 'teacher', password: 'whatever1' });
    expect(res.body.data).toMatchObject({ bound: true, user: { account: 'student' } });
  });

  it('moves an account to a new identity: one identity per account', async () => {
    await loginByCode({ code: issue('o-old'), account: 'staff', password: 'demo123456' });
    await loginByCode({ code: issue('o-new'), account: 'staff', password: 'demo123456' });
    expect(await identities()).toEqual([{ openid: 'o-new', unionid: null, account: 'staff' }]);
    expect((await loginByCode({ code: issue('o-old') })).body.data).toEqual({ bound: false });
  });

  it('refuses a wrong password with the login answer and binds nothing; the login throttle counts it', async () => {
    const ip = '10.9.0.2';
    const wrong = await loginByCode({ code: issue('o-w'), account: 'teacher', password: 'wrong-pass' }, ip);
    expect(wrong.status).toBe(409);
    expect(wrong.body).toEqual({ code: Code.businessRule, msg: LOGIN_FAILED_MSG, data: null });
    expect(await identities()).toEqual([]);
    for (let i = 1; i < LOGIN_THROTTLE.perAccount; i++)
      await loginByCode({ code: issue('o-w'), account: 'teacher', password: `wrong${i}x` }, ip);
    const locked = await loginByCode({ code: issue('o-w'), account: 'teacher', password: 'demo123456' }, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe(LOGIN_THROTTLED_MSG);
    // The password login of the same account is locked as well: one throttle.
    const plain = await t().call('POST', '/api/oauth/Login', {
      form: { account: 'teacher', password: 'demo123456' },
      remoteAddress: ip,
    });
    expect(plain.status).toBe(429);
    expect(await identities()).toEqual([]);
  });

  it('does not log a cancelled account in by code, and lets the identity be bound anew', async () => {
    const db = t().app.db;
    await loginByCode({ code: issue('o-c'), account: 'student', password: 'demo123456' });
    await db
      .updateTable('users')
      .set({ cancelled_at: Date.now() })
      .where('account', '=', 'student')
      .execute();
    try {
      expect((await loginByCode({ code: issue('o-c') })).body.data).toEqual({ bound: false });
      expect((await exists(issue('o-c'))).body.data).toEqual({ exists: false });
      const refused = await loginByCode({ code: issue('o-c'), account: 'student', password: 'demo123456' });
      expectRefusal(refused, 409, new RegExp(LOGIN_FAILED_MSG));
      const other = await loginByCode({ code: issue('o-c'), account: 'teacher', password: 'demo123456' });
      expect(other.body.data).toMatchObject({ bound: true, user: { account: 'teacher' } });
      expect(await identities()).toEqual([{ openid: 'o-c', unionid: null, account: 'teacher' }]);
    } finally {
      await db.updateTable('users').set({ cancelled_at: null }).where('account', '=', 'student').execute();
    }
  });

  it('forgets the identities of an account on unbindMessenger (account cancellation)', async () => {
    await loginByCode({ code: issue('o-u1'), account: 'student', password: 'demo123456' });
    await loginByCode({ code: issue('o-u2'), account: 'teacher', password: 'demo123456' });
    const student = await t()
      .app.db.selectFrom('users')
      .select('id')
      .where('account', '=', 'student')
      .executeTakeFirstOrThrow();
    expect(await unbindMessenger(t().app.db, student.id)).toBe(1);
    expect((await identities()).map((i) => i.account)).toEqual(['teacher']);
  });

  it('refuses a code the platform refuses: unknown, or used twice', async () => {
    const code = issue('o-once');
    expect((await loginByCode({ code })).status).toBe(200);
    const reused = await loginByCode({ code });
    expectRefusal(reused, 409, new RegExp(MESSENGER_CODE_INVALID_MSG));
    expectRefusal(await exists('never-issued'), 409, new RegExp(MESSENGER_CODE_INVALID_MSG));
  });

  it('answers 429 when the platform limits the app, 502 when it cannot be reached or answers garbage', async () => {
    expectRefusal(await loginByCode({ code: 'rate' }), 429, new RegExp(MESSENGER_RATE_LIMITED_MSG));
    const down = await loginByCode({ code: 'down' });
    expectRefusal(down, 502, new RegExp(WECHAT_FAILED));
    expect(down.body.msg).not.toContain(SECRET);
    expectRefusal(await exists('html'), 502, new RegExp(WECHAT_FAILED));
  });

  it('names missing or half-given input', async () => {
    expectRefusal(await loginByCode({}), 400, /缺少小程序登录凭证（code）/);
    expectRefusal(await loginByCode({ code: ' ' }), 400, /缺少小程序登录凭证（code）/);
    expectRefusal(await loginByCode({ code: 'x'.repeat(129) }), 400, /小程序登录凭证（code）不正确/);
    expectRefusal(await loginByCode({ code: issue('o-h'), account: 'student' }), 400, /账号和密码须一起填写/);
    expectRefusal(await exists(''), 400, /缺少小程序登录凭证（code）/);
  });

  it('answers AppleSignExists: no Apple sign-in in this build', async () => {
    const res = await t().call('POST', '/api/oauth/AppleSignExists', { form: { identityToken: 'x' } });
    expectRefusal(res, 503, new RegExp(APPLE_SIGN_IN_UNAVAILABLE_MSG));
  });
});

describe.each(dialects)('messenger login without a mini program on %s', (dialect) => {
  const t = useTestApp({ dialect });

  it('answers 503 for loginByCode and wxCodeExists, and asks nobody', async () => {
    const before = requests.length;
    for (const path of ['oauth/loginByCode', 'oauth/wxCodeExists']) {
      const res = await t().call('POST', `/api/${path}`, { form: { code: 'abc' } });
      expectRefusal(res, 503, new RegExp(MESSENGER_LOGIN_NOT_CONFIGURED_MSG));
    }
    expect(requests.length).toBe(before);
  });
});
