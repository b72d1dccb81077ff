// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadLoginSchemas, validateLogin } from './LoginForm';

describe('validateLogin (the contract loginInput rules, loaded lazily)', () => {
  it('accepts an account and a password', async () => {
    expect(await validateLogin({ account: 'student', password: 'x' })).toEqual({});
  });

  it('names each missing field', async () => {
    expect(await validateLogin({ account: '   ', password: '' })).toEqual({
      account: '请输入账号',
      password: '请输入密码',
    });
  });

  it('refuses more than 64 characters', async () => {
    const long = 'a'.repeat(65);
    expect(await validateLogin({ account: long, password: long })).toEqual({
      account: '账号不能超过64个字符',
      password: '密码不能超过64个字符',
    });
    expect(await validateLogin({ account: 'a'.repeat(64), password: 'b'.repeat(64) })).toEqual({});
  });

  it("checks with the contract's own schema, loaded once", async () => {
    const first = loadLoginSchemas();
    expect(loadLoginSchemas()).toBe(first);
    const contract = await import('@jc/contract/schemas');
    expect((await first).loginInput).toBe(contract.loginInput);
  });
});
