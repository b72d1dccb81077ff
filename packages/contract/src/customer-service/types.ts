import { z } from 'zod';
import { MAX_ROW_ID } from '../shared/ids.js';

/** The enterprise contact (企业微信) calls: the popup QR code and whether the user joined. */

/** GET weixinService/checkUserWeCom?qrId: whether the user joined the enterprise contact. */
export interface WeComStatus {
  joined: boolean;
}
/** The popup's qrId travels with the check; the server does not need it (H5 has no jsCode), so any value passes. */
export const weComStatusQuery = z.object({ qrId: z.coerce.string().optional() });

/**
 * GET weixinService/getQiweiqrCode?type[&qrId]: the enterprise-contact popup (spec section 2). `qrId` (a
 * book's addFriendInfo.qrId) picks that popup when it exists; otherwise `type`, else `default`.
 */
export const qiweiQrQuery = z.object({
  type: z.string().trim().max(30, '类型（type）不能超过30个字符').default('default'),
  qrId: z.coerce
    .number({ error: '二维码编号（qrId）须为数字' })
    .int('二维码编号（qrId）不正确')
    .positive('二维码编号（qrId）不正确')
    .max(MAX_ROW_ID, '二维码编号（qrId）不正确')
    .optional(),
});
export interface QiweiQrCode {
  qrId: number;
  pageTitle: string;
  qrTitle: string;
  qrTitle2: string;
  /** QR picture. */
  path: string;
  bottomText: string;
  canClose: boolean;
}

/** GET thirdpart/getQiweiUser. */
export interface QiweiUser {
  joined: boolean;
  /** When the user joined, or '' when not. */
  joinedAt: string;
}

/** POST weixinService/setUserWeCom {account, joined} (admin): marks a user as joined or not. */
export const setUserWeComInput = z.object({
  account: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64),
  joined: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
      error: '是否加入（joined）须为 true 或 false',
    })
    .transform((v) => v === true || v === 'true' || v === '1'),
});

/**
 * GET myInfo/getKefuQrcode/{type}: a customer-service desk (客服): its QR picture and phone. `kefu_1` is
 * the general desk, `kefu_ks` the textbook desk (spec: customerconsultation?type=kefu_1 or kefu_ks),
 * `kefu_js` the teachers' desk (also answered by teacher/getTeacherKefu).
 */
export const KEFU_TYPES = ['kefu_1', 'kefu_ks', 'kefu_js'] as const;
export type KefuType = (typeof KEFU_TYPES)[number];
export const kefuQuery = z.object({
  type: z.enum(KEFU_TYPES, { error: '客服类型须为 kefu_1、kefu_ks 或 kefu_js' }),
});
export interface KefuInfo {
  type: KefuType;
  title: string;
  /** QR picture of the desk's messenger account. */
  qrPath: string;
  qrTitle: string;
  /** Digits and dashes, for a tel: link. */
  phone: string;
  /** 工作时间, as operators wrote it. */
  workTime: string;
  tips: string;
}
