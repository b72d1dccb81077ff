import type { Order } from '@jc/contract';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { needsRehash } from '../../shared/password.js';
import { dialects, useTestApp } from '../../test/app.js';
import { makeGoods, makeShopUser, makeShopUsers, PAY_PWD, pointsOf } from '../shop/shop.fixtures.js';

describe.each(dialects)('payment password on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const save = (token: string, form: Record<string, string>) =>
    t().call('POST', '/api/myInfo/zhifuPwdSave', { token, form });
  const verify = (token: string, pwd: string) =>
    t().call('POST', '/api/myInfo/zhifuPwdVerifying', { token, form: { pwd } });

  /** A hash as the server made them before Argon2id: scrypt N=2^14, r=8, p=1 (below OWASP's scrypt minimum). */
  const oldHash = (pwd: string) => {
    const salt = randomBytes(16);
    const key = scryptSync(pwd, salt, 32, { N: 16384, r: 8, p: 1 });
    return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
  };
  const hashes = (id: number) =>
    t()
      .app.db.selectFrom('users')
      .select(['password_hash', 'pay_pwd_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it("verifies a hash of older parameters and replaces it with today's after a right password, never a wrong one", async () => {
    const u = await makeShopUser(t().app.db, { payPwd: false });
    const [payOld, loginOld] = [oldHash(PAY_PWD), oldHash('demo123456')];
    await t()
      .app.db.updateTable('users')
      .set({ pay_pwd_hash: payOld, password_hash: loginOld })
      .where('id', '=', u.id)
      .execute();
    expect(needsRehash(payOld)).toBe(true);

    expect((await verify(u.token, '000000')).body.msg).toBe('支付密码错误，还可尝试4次');
    expect((await hashes(u.id)).pay_pwd_hash).toBe(payOld);
    expect((await verify(u.token, PAY_PWD)).status).toBe(200);
    const pay = (await hashes(u.id)).pay_pwd_hash ?? '';
    expect(pay).not.toBe(payOld);
    expect(pay).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(pay)).toBe(false);
    expect((await verify(u.token, PAY_PWD)).status).toBe(200);

    const account = u.account;
    const wrong = await t().call('POST', '/api/oauth/Login', { form: { account, password: 'wrong12345' } });
    expect(wrong.status).not.toBe(200);
    expect((await hashes(u.id)).password_hash).toBe(loginOld);
    await t().login(account, 'demo123456');
    const login = (await hashes(u.id)).password_hash;
    expect(login).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await t().login(account, 'demo123456');
    expect((await hashes(u.id)).password_hash).toBe(login);
  });

  it('sets the first password, then needs the old one to change it', async () => {
    const u = await makeShopUser(t().app.db, { payPwd: false });
    expect((await verify(u.token, '123456')).body).toEqual({
      code: 409,
      msg: '请先设置支付密码',
      data: null,
    });
    for (const [pwd, msg] of [
      ['12345', '密码须为6位数字'],
      ['12345a', '密码须为6位数字'],
      ['1234567', '密码须为6位数字'],
    ]) {
      const r = await save(u.token, { pwd: pwd ?? '' });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
    expect((await save(u.token, {})).body.msg).toBe('请输入6位数字密码');
    expect((await save(u.token, { pwd: '135790' })).body).toEqual({
      code: 200,
      msg: '支付密码设置成功',
      data: null,
    });
    const me = await t().call<{ hasPayPwd: boolean }>('GET', '/api/myInfo/getMyInfo', { token: u.token });
    expect(me.body.data.hasPayPwd).toBe(true);
    expect((await save(u.token, { pwd: '111111' })).body).toEqual({
      code: 400,
      msg: '原支付密码：请输入原支付密码',
      data: null,
    });
    expect((await save(u.token, { pwd: '111111', oldPwd: '12' })).body.msg).toBe(
      '原支付密码：密码须为6位数字',
    );
    const wrong = await save(u.token, { pwd: '111111', oldPwd: '000000' });
    expect(wrong.body).toEqual({ code: 409, msg: '支付密码错误，还可尝试4次', data: null });
    expect((await save(u.token, { pwd: '111111', oldPwd: '135790' })).body.msg).toBe('支付密码修改成功');
    expect((await verify(u.token, '111111')).body).toEqual({ code: 200, msg: '支付密码正确', data: null });
  });

  it('locks paying for 15 minutes after 5 wrong tries; a right one resets the count', async () => {
    const u = await makeShopUser(t().app.db, { points: 100 });
    for (let i = 4; i >= 2; i--)
      expect((await verify(u.token, '000000')).body.msg).toBe(`支付密码错误，还可尝试${i}次`);
    // A right password clears the count.
    expect((await verify(u.token, PAY_PWD)).status).toBe(200);
    for (let i = 4; i >= 1; i--)
      expect((await verify(u.token, '000000')).body.msg).toBe(`支付密码错误，还可尝试${i}次`);
    const g = await makeGoods(t().app.db, { points: 10 });
    const order = await t().call<Order>('POST', '/api/integral/commitOrder', {
      token: u.token,
      json: { idempotencyKey: 'lock-test-1', addressId: u.addressId, items: [{ goodsId: g, quantity: 1 }] },
    });
    const pay = (pwd: string) =>
      t().call('POST', '/api/integral/payOrderByPwd', {
        token: u.token,
        form: { orderId: String(order.body.data.orderId), pwd },
      });
    // The fifth wrong try, through paying: locked.
    const fifth = await pay('999999');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ code: 429, msg: '支付密码错误次数过多，请15分钟后再试', data: null });
    // Even the right password is refused while locked, by every call that checks it.
    expect((await pay(PAY_PWD)).status).toBe(429);
    expect((await verify(u.token, PAY_PWD)).status).toBe(429);
    expect((await save(u.token, { pwd: '222222', oldPwd: PAY_PWD })).status).toBe(429);
    expect(await pointsOf(t().app.db, u.id)).toBe(100);
    const status = await t()
      .app.db.selectFrom('orders')
      .select('status')
      .where('id', '=', order.body.data.orderId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('unpaid');
    // Another user is not affected.
    const [v] = await makeShopUsers(t().app.db, 1);
    expect((await verify(v?.token ?? '', PAY_PWD)).status).toBe(200);
    // After the lock (simulated by clearing it), paying works.
    await t().app.state.reset(`paypwd:lock:${u.id}`);
    expect((await pay(PAY_PWD)).status).toBe(200);
  });
});
