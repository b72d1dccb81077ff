import { z } from 'zod';
import type { Role } from '../constants.js';
import { fileParts } from '../shared/uploads.js';
import { MAX_ROW_ID, rowId } from '../shared/ids.js';

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

/**
 * POST myInfo/savePassword {pwd, ticket}: sets a new login password. The ticket comes from
 * verifyingPassword (the old password checked first); every other session of the account is signed out.
 */
export const savePasswordInput = z.object({
  pwd: loginPassword,
  ticket: z.string({ error: '请先验证原密码' }).min(1, '请先验证原密码').max(128, '验证凭证不正确'),
});
export type SavePasswordInput = z.infer<typeof savePasswordInput>;

/** Payment and answer passwords: exactly 6 digits (domain.md). */
export const sixDigitPassword = z.string({ error: '请输入6位数字密码' }).regex(/^\d{6}$/, '密码须为6位数字');

/** POST bookmain/saveGradeInfo/{gradeId}/{cebieId}. */
export const saveGradeParams = z.object({
  gradeId: rowId('年级不正确', '年级不正确'),
  cebieId: rowId('册别不正确', '册别不正确'),
});
export type SaveGradeParams = z.infer<typeof saveGradeParams>;

/** Answer of bookmain/saveGradeInfo: the choice as saved on the user. */
export interface SaveGradeResult {
  gradeId: number;
  cebieId: number;
}

// ---------------------------------------------------------------- settings

/** Nickname: 1 to 20 characters after trimming (spec: settings page). */
export const NICKNAME_MAX = 20;
export const nickname = z
  .string({ error: '请输入昵称' })
  .trim()
  .min(1, '请输入昵称')
  .max(NICKNAME_MAX, `昵称不能超过${NICKNAME_MAX}个字`);

/** Mainland mobile number: 11 digits starting with 1. */
export const phoneNumber = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^1\d{10}$/, '手机号须为11位数字，以1开头');

/**
 * POST myInfo/saveMyAccountInfo: any of the profile fields; what is left out stays as it is. The avatar is
 * set by headImgUpload; grade and volume go together or not at all.
 */
export const saveMyAccountInfoInput = z
  .object({
    nickname: nickname.optional(),
    gradeId: rowId('年级不正确', '年级不正确').optional(),
    cebieId: rowId('册别不正确', '册别不正确').optional(),
  })
  .refine((v) => (v.gradeId === undefined) === (v.cebieId === undefined), {
    message: '年级和册别须一起选择',
    path: ['cebieId'],
  })
  .refine((v) => v.nickname !== undefined || v.gradeId !== undefined, { message: '没有要保存的资料' });
export type SaveMyAccountInfoInput = z.input<typeof saveMyAccountInfoInput>;

/** POST myInfo/verifyingPassword {pwd}: checks the login password; a wrong one is a 409 with 原密码不正确. */
export const verifyPasswordInput = z.object({
  pwd: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(64, '密码不能超过64个字符'),
});
export type VerifyPasswordInput = z.infer<typeof verifyPasswordInput>;
/** Answer of verifyingPassword: a short-lived ticket savePassword needs when the account has a password. */
export interface PasswordTicket {
  ticket: string;
  /** Milliseconds the ticket stays valid. */
  expiresIn: number;
}
export const PASSWORD_TICKET_MS = 10 * 60_000;
export const WRONG_OLD_PASSWORD_MSG = '原密码不正确';

/**
 * GET myInfo/setPhoneNum/{phone}[?code]: without a code, asks the SMS gateway to send one; with the
 * 6-digit code, binds the phone. This build has no SMS gateway: the server answers 503 with
 * SMS_UNAVAILABLE_MSG and nothing changes.
 */
export const setPhoneInput = z.object({
  phone: phoneNumber,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '验证码须为6位数字')
    .optional(),
});
export type SetPhoneInput = z.input<typeof setPhoneInput>;
export type SetPhoneResult =
  /** A code was sent; ask again after `resendAfter` seconds. */
  | { state: 'sent'; resendAfter: number }
  /** The phone is bound to the account. */
  | { state: 'bound'; phone: string };
export const SMS_CODE_RESEND_S = 60;
export const SMS_UNAVAILABLE_MSG = '此版本未接入短信服务，暂不能绑定手机号，请前往小程序使用完整版';

/** POST myInfo/headImgUpload (upload): one picture, at most the image upload limit. Answers the profile. */
export const headImgUploadInput = z
  .object({ file: fileParts(1, '头像') })
  .refine((v) => v.file.length === 1, {
    message: '请选择头像图片',
    path: ['file'],
  });

/**
 * POST permission/Users/userZhuXiao {pwd}: cancels the account (docs/account.md, "Cancellation"): every
 * token revoked, personal data removed, orders and the points ledger kept; the account never logs in again.
 */
export const cancelAccountInput = z.object({
  pwd: z.string({ error: '请输入登录密码' }).min(1, '请输入登录密码').max(64, '密码不能超过64个字符'),
});
export type CancelAccountInput = z.infer<typeof cancelAccountInput>;
export const CANCEL_WRONG_PASSWORD_MSG = '登录密码不正确，账号未注销';

/** POST myInfo/updateMyAdvert: the user's answer to the personalised-content (ad) consent and last ad shown. */
export const ADVERT_STATES = ['consent', 'refuse', 'shown', 'closed'] as const;
export type AdvertState = (typeof ADVERT_STATES)[number];
export const updateMyAdvertInput = z.object({
  state: z.enum(ADVERT_STATES, { error: '广告状态不正确' }),
  adId: z.coerce
    .number({ error: '广告编号须为数字' })
    .int('广告编号不正确')
    .positive('广告编号不正确')
    .max(MAX_ROW_ID, '广告编号不正确')
    .optional(),
});
export type UpdateMyAdvertInput = z.input<typeof updateMyAdvertInput>;

/** POST myInfo/openMsgRecord (type smallapp, taskId, template_id): a one-time message subscription. */
export const openMsgRecordInput = z.object({
  type: z.enum(['smallapp', 'webpush'], { error: '订阅类型不正确' }),
  taskId: z
    .string({ error: '请提供任务编号' })
    .trim()
    .min(1, '请提供任务编号')
    .max(64, '任务编号不能超过64个字符'),
  template_id: z
    .string({ error: '请提供模板编号' })
    .trim()
    .min(1, '请提供模板编号')
    .max(64, '模板编号不能超过64个字符'),
});
export type OpenMsgRecordInput = z.input<typeof openMsgRecordInput>;
