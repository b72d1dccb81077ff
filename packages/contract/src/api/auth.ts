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
