import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { formBoolean } from '../address/types.js';
import { scheduleTime } from '../shared/schedule.js';
import { fileParts } from '../shared/uploads.js';
import { MAX_ROW_ID, rowId } from '../shared/ids.js';

/**
 * Operator calls of the pop-ups and page ads (`page_ads`, read by getTanchuang and getVideoADPic) and of
 * the customer-service QR codes (the enterprise-contact sheets `qiwei_qrcodes` and the kefu desks).
 * docs/advert.md.
 */

export const AD_SLOTS = ['popup', 'top', 'bottom'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];
/** The pages that read ads: home and the book page pop up; the book page also has two carousels. */
export const AD_PAGES = ['home', 'bookDetails'] as const;
export type AdPage = (typeof AD_PAGES)[number];
/** `daily`: once a Shanghai day per page; `everyTime`: on every visit; '' for carousel entries. */
export const AD_DESCS = ['daily', 'everyTime', ''] as const;
/** Where an ad stands now: off, not started, showing, or past its end. */
export const AD_STATUSES = ['disabled', 'scheduled', 'live', 'ended'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** A picture or page address: a served path (/media/…, /uploads/…) or an http(s) address. */
const picturePath = (label: string) =>
  z
    .string({ error: `请上传${label}` })
    .trim()
    .min(1, `请上传${label}`)
    .max(500, `${label}地址过长`)
    .refine((v) => /^\/(media|uploads)\/[\w./-]+$/.test(v) || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), {
      message: `${label}地址无效`,
    });

const optionalId = (label: string) =>
  z
    .union([z.null(), z.literal(''), z.coerce.number({ error: `${label}须为数字` })])
    .transform((v) => (v === '' || v === null ? null : v))
    .pipe(
      z
        .number()
        .int(`${label}不正确`)
        .positive(`${label}不正确`)
        .max(MAX_ROW_ID, `${label}不正确`)
        .max(MAX_ROW_ID, `${label}不正确`)
        .nullable(),
    )
    .default(null);

export interface AdminPageAd {
  id: number;
  page: string;
  slot: AdSlot;
  /** Shown only on this subject's tab or book; null for every subject. */
  subjectId: number | null;
  subjectName: string;
  name: string;
  icon: string;
  urlAddress: string;
  desc: string;
  /** The enterprise-contact sheet the ad opens, or null. */
  qrId: number | null;
  sort: number;
  enabled: boolean;
  /** `YYYY-MM-DD HH:mm` (Shanghai) or '' when unbounded. */
  startsAt: string;
  endsAt: string;
  status: AdStatus;
}

/** GET admin/advert/getAdList: every ad, by page, slot and sort. */
export const adminAdListQuery = z.object({
  ...pageQuery,
  page: z.enum(AD_PAGES, { error: '页面不正确' }).optional(),
  slot: z.enum(AD_SLOTS, { error: '位置不正确' }).optional(),
  status: z.enum(AD_STATUSES, { error: '状态不正确' }).optional(),
});

/** POST admin/advert/saveAd (JSON): create (no id) or change an ad. */
export const adminSaveAdInput = z
  .object({
    id: rowId('广告不存在', '广告不存在').optional(),
    page: z.enum(AD_PAGES, { error: '请选择页面' }),
    slot: z.enum(AD_SLOTS, { error: '请选择位置' }),
    subjectId: optionalId('学科'),
    name: z
      .string({ error: '请填写广告名称' })
      .trim()
      .min(1, '请填写广告名称')
      .max(30, '广告名称不能超过30个字'),
    icon: picturePath('广告图片'),
    urlAddress: z.string().trim().max(300, '跳转地址不能超过300个字符').default(''),
    desc: z.enum(AD_DESCS, { error: '弹出频率须为 daily 或 everyTime' }).default('daily'),
    qrId: optionalId('客服二维码'),
    sort: z.coerce
      .number({ error: '排序须为数字' })
      .int('排序须为整数')
      .min(0, '排序不能小于0')
      .max(9999, '排序不能大于9999')
      .default(0),
    enabled: formBoolean('启用').default(true),
    startsAt: scheduleTime('开始时间'),
    endsAt: scheduleTime('结束时间'),
  })
  .refine((a) => !a.startsAt || !a.endsAt || a.endsAt > a.startsAt, {
    message: '结束时间须晚于开始时间',
    path: ['endsAt'],
  })
  .refine((a) => a.slot === 'popup' || a.page === 'bookDetails', {
    message: '首页只有弹窗位置',
    path: ['slot'],
  });

export const adminAdIdInput = z.object({ id: rowId('广告不存在', '广告不存在') });
export const adminAdEnableInput = z.object({
  id: rowId('广告不存在', '广告不存在'),
  enabled: formBoolean('启用'),
});
export const adminAdPictureInput = z
  .object({ file: fileParts(1, '图片') })
  .refine((v) => v.file.length === 1, { message: '请选择图片', path: ['file'] });

// ---------------------------------------------------------------- customer-service QR codes

export interface AdminQiweiQr {
  id: number;
  /** `default` (the fallback), `video` (the video lock) or any key an ad or a book points at by id. */
  type: string;
  pageTitle: string;
  qrTitle: string;
  qrTitle2: string;
  path: string;
  bottomText: string;
  canClose: boolean;
  /** How many ads and books open this sheet. */
  usedBy: number;
}

export const adminQrListQuery = z.object({ ...pageQuery });

/** POST admin/contact/saveQr (JSON). */
export const adminSaveQrInput = z.object({
  id: rowId('二维码不存在', '二维码不存在').optional(),
  type: z
    .string({ error: '请填写类型' })
    .trim()
    .regex(/^[A-Za-z0-9_]{1,30}$/, '类型须为1到30个字母、数字或下划线'),
  pageTitle: z
    .string({ error: '请填写页面标题' })
    .trim()
    .min(1, '请填写页面标题')
    .max(30, '页面标题不能超过30个字'),
  qrTitle: z
    .string({ error: '请填写二维码标题' })
    .trim()
    .min(1, '请填写二维码标题')
    .max(30, '二维码标题不能超过30个字'),
  qrTitle2: z.string().trim().max(30, '副标题不能超过30个字').default(''),
  path: picturePath('二维码图片'),
  bottomText: z.string().trim().max(60, '底部文字不能超过60个字').default(''),
  canClose: formBoolean('可关闭').default(true),
});
export const adminQrIdInput = z.object({ id: rowId('二维码不存在', '二维码不存在') });

/** POST admin/contact/saveKefu (JSON): a desk's texts and QR picture. */
export const adminSaveKefuInput = z.object({
  type: z.enum(['kefu_1', 'kefu_ks', 'kefu_js'], { error: '客服类型须为 kefu_1、kefu_ks 或 kefu_js' }),
  title: z.string({ error: '请填写名称' }).trim().min(1, '请填写名称').max(20, '名称不能超过20个字'),
  qrPath: picturePath('二维码图片'),
  qrTitle: z.string().trim().max(30, '二维码说明不能超过30个字').default(''),
  phone: z
    .string()
    .trim()
    .regex(/^[\d-]{0,20}$/, '电话只能包含数字和-')
    .default(''),
  workTime: z.string().trim().max(40, '工作时间不能超过40个字').default(''),
  tips: z.string().trim().max(150, '提示不能超过150个字').default(''),
});
export interface AdminKefuDesk {
  type: string;
  title: string;
  qrPath: string;
  qrTitle: string;
  phone: string;
  workTime: string;
  tips: string;
  updatedAt: string;
}
export const adminContactPictureInput = adminAdPictureInput;
