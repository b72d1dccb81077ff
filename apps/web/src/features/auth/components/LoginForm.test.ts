import { describe, expect, it } from 'vitest';
import { validateLogin } from './LoginForm';

describe('validateLogin (the contract loginInput rules, by hand)', () => {
  it('accepts an account and a password', () => {
    expect(validateLogin({ account: 'student', password: 'x' })).toEqual({});
  });

  it('names each missing field', () => {
    expect(validateLogin({ account: '   ', password: '' })).toEqual({
      account: '请输入账号',
      password: '请输入密码',
    });
  });

  it('refuses more than 64 characters', () => {
    const long = 'a'.repeat(65);
    expect(validateLogin({ account: long, password: long })).toEqual({
      account: '账号不能超过64个字符',
      password: '密码不能超过64个字符',
    });
    expect(validateLogin({ account: 'a'.repeat(64), password: 'b'.repeat(64) })).toEqual({});
  });
});
