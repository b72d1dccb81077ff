import { z } from 'zod';
import type { UserInfo } from './account.js';

/** POST oauth/Login (form): account + password. */
export const loginInput = z.object({
  account: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号不能超过64个字符'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码不能超过64个字符'),
});
export type LoginInput = z.infer<typeof loginInput>;

export interface LoginResult {
  /** Opaque bearer token; send as `Authorization: Bearer <token>`. */
  token: string;
  /** Expiry, `YYYY-MM-DD HH:mm:ss` Asia/Shanghai. */
  expiresAt: string;
  user: UserInfo;
}

/** POST oauth/loginByPhoneAndSms: disabled in this build, always `result: false`. */
export interface SmsLoginResult {
  result: false;
  msg: string;
}

/** The same answer for a wrong password and an unknown account, so accounts cannot be probed. */
export const LOGIN_FAILED_MSG = '账号或密码错误';
export const SMS_LOGIN_DISABLED_MSG = '短信验证码登录在此版本不可用，请前往小程序使用完整版';
export const LOGIN_THROTTLED_MSG = '登录失败次数过多，请15分钟后再试';

/**
 * Login throttle: after `perAccount` failures for one account, or `perIp` from one address, within
 * `windowMs`, logins answer 429 for `lockMs`. A success resets the account's count.
 */
export const LOGIN_THROTTLE = {
  perAccount: 5,
  perIp: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;
