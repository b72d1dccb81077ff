import { z } from 'zod';
import type { Role } from '../constants.js';

/** myInfo/getMyInfo and the `user` of a login. */
export interface UserInfo {
  userId: number;
  account: string;
  nickname: string;
  avatar: string;
  phone: string;
  roles: Role[];
  /** Points balance: a whole number, never below zero. */
  points: number;
  /** Saved grade and volume choice (dictionary ids), null until chosen. */
  gradeId: number | null;
  cebieId: number | null;
  hasPayPwd: boolean;
  hasAnswerPwd: boolean;
}

/** Login password: 6 to 32 characters with at least one letter and one digit. */
export const loginPassword = z
  .string({ error: '请输入新密码' })
  .min(6, '密码至少6位')
  .max(32, '密码不能超过32位')
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]+$/, '密码须同时包含字母和数字，且不含空格');

/** POST myInfo/savePassword {pwd}: sets a new login password, other sessions are signed out. */
export const savePasswordInput = z.object({ pwd: loginPassword });
export type SavePasswordInput = z.infer<typeof savePasswordInput>;

/** Payment and answer passwords: exactly 6 digits (domain.md). */
export const sixDigitPassword = z.string({ error: '请输入6位数字密码' }).regex(/^\d{6}$/, '密码须为6位数字');

/** POST bookmain/saveGradeInfo/{gradeId}/{cebieId}. */
export const saveGradeParams = z.object({
  gradeId: z.coerce.number({ error: '年级不正确' }).int('年级不正确').positive('年级不正确'),
  cebieId: z.coerce.number({ error: '册别不正确' }).int('册别不正确').positive('册别不正确'),
});
export type SaveGradeParams = z.infer<typeof saveGradeParams>;

/** Answer of bookmain/saveGradeInfo: the choice as saved on the user. */
export interface SaveGradeResult {
  gradeId: number;
  cebieId: number;
}
