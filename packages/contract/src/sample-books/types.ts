import { z } from 'zod';
import { pageQuery } from '../paging.js';
import type { AddressSnapshot } from '../address/types.js';
import { dicId } from '../shared/book-fields.js';
import { type ProofPicture } from '../teacher/types.js';
import { fileParts } from '../shared/uploads.js';
import { idList, INT_MAX, MAX_ROW_ID, rowId } from '../shared/ids.js';

/**
 * Sample books (样书, yangshu/…): the catalogue a certified teacher may request from, requests with a
 * per-teacher limit per term, shipping with a waybill, and the teacher's receipt. Decisions: docs/teacher.md.
 */

/** A book on offer (pages/teacher/sampleBookReceive). */
export interface YangshuBook {
  /** The offer's id (yangshuId of the spec). */
  id: number;
  bookNo: string;
  title: string;
  subTitle: string;
  cover: string;
  subjectId: number;
  subjectName: string;
  gradeId: number;
  gradeName: string;
  cebieId: number;
  cebieName: string;
  /** The most copies of this book one request may ask for. */
  maxPerRequest: number;
}

/** GET yangshu/getDicInfo/{group}: the subjects, grades or volumes the offer has books of. */
export const YANGSHU_DIC_GROUPS = ['subject', 'grade', 'cebie'] as const;
export type YangshuDicGroup = (typeof YANGSHU_DIC_GROUPS)[number];
export const yangshuDicParams = z.object({
  group: z.enum(YANGSHU_DIC_GROUPS, { error: '字典类型须为 subject、grade 或 cebie' }),
});
export interface YangshuDicItem {
  id: number;
  name: string;
}

/**
 * GET yangshu/getYangshuList: the books on offer, filtered; `isQrcode=1` with `code` finds the offer of a
 * scanned book (its QR value, barcode or book number): an unknown or not-offered book answers an empty list.
 */
export const yangshuListQuery = z.object({
  subjectId: dicId('学科').optional(),
  gradeId: dicId('年级').optional(),
  cebieId: dicId('册别').optional(),
  keyword: z.string().trim().max(30, '搜索词不能超过30个字').default(''),
  isQrcode: z.enum(['0', '1'], { error: 'isQrcode 须为 0 或 1' }).default('0'),
  code: z.string().trim().max(200, '扫码内容过长').default(''),
  ...pageQuery,
});
export type YangshuListQuery = z.input<typeof yangshuListQuery>;

/** GET yangshu/getQuota (this project's call): the caller's copies this term. */
export interface YangshuQuota {
  /** 2026年秋季学期: autumn runs August to January, spring February to July. */
  termName: string;
  limit: number;
  /** Copies in this term's requests that were not rejected. */
  used: number;
  remaining: number;
}
/** Copies one teacher may request per term, all books together. */
export const YANGSHU_TERM_LIMIT = 10;

export const YANGSHU_STATUSES = ['requested', 'approved', 'shipped', 'received', 'rejected'] as const;
export type YangshuStatus = (typeof YANGSHU_STATUSES)[number];
export const YANGSHU_STATUS_TEXT: Record<YangshuStatus, string> = {
  requested: '待审核',
  approved: '待发货',
  shipped: '已发货',
  received: '已签收',
  rejected: '未通过',
};

export interface YangshuRequestItem {
  yangshuId: number;
  bookNo: string;
  title: string;
  cover: string;
  count: number;
}

export interface YangshuRequest {
  id: number;
  items: YangshuRequestItem[];
  /** Copies, all items together. */
  totalCount: number;
  /** A copy of the address book's entry at the time of the request. */
  address: AddressSnapshot;
  note: string;
  status: YangshuStatus;
  statusText: string;
  /** Carrier and waybill number once shipped; '' before. */
  expressCompany: string;
  waybillNo: string;
  rejectReason: string;
  /** Photos of the received books the teacher added on receipt (yangshu/fileUpload). */
  receiptPictures: ProofPicture[];
  createdAt: string;
  approvedAt: string;
  shippedAt: string;
  receivedAt: string;
}

/** `3:2,5:1`: offer id and copies, comma separated (a form body). */
const items = z
  .string({ error: '请选择样书' })
  .regex(/^(\d+:\d+(,\d+:\d+)*)?$/, '样书清单格式不正确')
  .transform((s) =>
    s
      ? s
          .split(',')
          .map((pair) => ({ yangshuId: Number(pair.split(':')[0]), count: Number(pair.split(':')[1]) }))
      : [],
  )
  .pipe(
    z
      .array(
        z.object({
          yangshuId: z.number().int().positive('样书不存在').max(MAX_ROW_ID, '样书不存在'),
          count: z.number().int().min(1, '每本样书至少1册').max(INT_MAX, '册数超出范围'),
        }),
      )
      .min(1, '请选择样书')
      .max(20, '一次最多申请20种样书'),
  )
  .refine((list) => new Set(list.map((i) => i.yangshuId)).size === list.length, '同一本样书请只选一次');

/**
 * POST yangshu/commitYangshu: books with copies (each within its maxPerRequest, the total within the
 * term's remaining quota: 409 beyond), an address of the caller's address book, a note.
 */
export const commitYangshuInput = z.object({
  items,
  addressId: rowId('请选择收货地址', '收货地址不存在'),
  note: z.string().trim().max(140, '备注不能超过140个字').default(''),
});
export type CommitYangshuInput = z.input<typeof commitYangshuInput>;

/** GET yangshu/getHistoryList: the caller's requests, newest first, every status. */
export const yangshuHistoryQuery = z.object({
  ...pageQuery,
  status: z.enum(YANGSHU_STATUSES, { error: '状态不正确' }).optional(),
});

export const yangshuIdInput = z.object({ id: rowId('请选择样书申请', '样书申请不存在') });

/** POST yangshu/fileUpload/{purpose}: one photo of the received books; `purpose` is `receipt`. */
export const yangshuFileInput = z.object({
  purpose: z.enum(['receipt'], { error: '上传用途须为 receipt' }),
  file: fileParts(1, '图片').refine((files) => files.length === 1, '请选择要上传的图片'),
});
export type YangshuFileInput = z.input<typeof yangshuFileInput>;

/**
 * POST yangshu/confirmReceipt (this project's call): the teacher confirms a shipped request arrived,
 * optionally with photos uploaded before (`fileIds`, up to 3). Not shipped: 409; another's: 404.
 */
export const yangshuReceiptInput = z.object({
  id: yangshuIdInput.shape.id,
  fileIds: idList('签收照片', 3).default([]),
});

// ---------------------------------------------------------------- operators, /api/admin/teacher/

export interface AdminYangshuRequest extends YangshuRequest {
  userId: number;
  account: string;
  nickname: string;
}
export const adminYangshuListQuery = yangshuHistoryQuery;
/** Approve a requested one (409 otherwise). */
export const adminApproveYangshuInput = yangshuIdInput;
/** Ship an approved one with a carrier and waybill number (409 otherwise). */
export const adminShipYangshuInput = z.object({
  id: yangshuIdInput.shape.id,
  expressCompany: z
    .string({ error: '请填写快递公司' })
    .trim()
    .min(2, '快递公司至少2个字')
    .max(20, '快递公司不能超过20个字'),
  waybillNo: z
    .string({ error: '请填写快递单号' })
    .trim()
    .regex(/^[A-Za-z0-9]{6,30}$/, '快递单号须为6至30位字母或数字'),
});
/** Reject a requested or approved one with a reason (409 otherwise); its copies return to the quota. */
export const adminRejectYangshuInput = z.object({
  id: yangshuIdInput.shape.id,
  reason: z
    .string({ error: '请填写驳回原因' })
    .trim()
    .min(2, '驳回原因至少2个字')
    .max(100, '驳回原因不能超过100个字'),
});
