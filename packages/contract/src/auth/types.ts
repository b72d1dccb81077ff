import { z } from 'zod';
import type { UserInfo } from '../account/types.js';

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

// ---------------------------------------------------------------- messenger and Apple sign-in

const miniProgramCode = z
  .string({ error: '缺少小程序登录凭证（code）' })
  .trim()
  .min(1, '缺少小程序登录凭证（code）')
  .max(128, '小程序登录凭证（code）不正确');

/**
 * POST oauth/loginByCode {code[, account, password]}: the mini program's `wx.login` code is exchanged at
 * the messenger platform for the user's identity. Bound already: logged in. Not bound: with an account
 * and its password the identity is bound to that account and it logs in; without them the answer is
 * `{bound: false}` (the page then asks for the account). A code is single-use at the platform.
 */
export const loginByCodeInput = z
  .object({
    code: miniProgramCode,
    account: z.string().trim().max(64, '账号不能超过64个字符').optional(),
    password: z.string().max(64, '密码不能超过64个字符').optional(),
  })
  .refine((v) => !v.account === !v.password, { message: '账号和密码须一起填写', path: ['password'] });
export type LoginByCodeInput = z.input<typeof loginByCodeInput>;
export type LoginByCodeResult = ({ bound: true } & LoginResult) | { bound: false };

/** POST oauth/wxCodeExists {code}: whether the code's messenger identity is bound to an account. */
export const wxCodeExistsInput = z.object({ code: miniProgramCode });
export interface CodeExistsResult {
  exists: boolean;
}

/** POST oauth/AppleSignExists: this build has no Apple sign-in; the server answers 503 with this text. */
export const APPLE_SIGN_IN_UNAVAILABLE_MSG = '此版本不支持通过 Apple 登录，请使用账号密码登录';
export const MESSENGER_LOGIN_NOT_CONFIGURED_MSG = '未配置微信小程序，暂不支持微信登录';
/** A code the platform refused (expired, used twice, or forged). */
export const MESSENGER_CODE_INVALID_MSG = '微信登录凭证无效或已过期，请重新进入小程序';
