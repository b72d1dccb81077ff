import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { phoneNumber } from '../account/types.js';
import { dicId } from '../shared/book-fields.js';
import { bookNoSchema } from '../books/types.js';
import { RESOURCE_CATEGORIES, type ResourceCategory } from '../downloads/types.js';
import { fileParts } from '../shared/uploads.js';
import { idList, rowId } from '../shared/ids.js';

/**
 * The teacher entrance (tab 2, pages/teacher/…): certification, teaching resources with signed download
 * links and mail, points claims for classroom use. Sample books: sample-books/types.ts. Decisions: docs/teacher.md.
 */

const reason = z
  .string({ error: '请填写驳回原因' })
  .trim()
  .min(2, '驳回原因至少2个字')
  .max(100, '驳回原因不能超过100个字');

/** The operator's verdict on an application or a claim. */
export const DECISIONS = ['approve', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];
const decision = z.enum(DECISIONS, { error: '审核结果须为 approve 或 reject' });

/** A picture of proof, with its thumbnail (from the one upload path). */
export interface ProofPicture {
  /** The upload's id: a rejected applicant keeps a proof by sending it back in `proofIds`. */
  id: number;
  url: string;
  thumbUrl: string;
}

// ---------------------------------------------------------------- certification (教师认证)

export const APPLY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[number];
export const APPLY_STATUS_TEXT: Record<ApplyStatus, string> = {
  pending: '审核中',
  approved: '已认证',
  rejected: '未通过',
};
export const APPLY_PROOFS_MIN = 1;
export const APPLY_PROOFS_MAX = 3;

export interface TeacherApplication {
  id: number;
  realName: string;
  /** The school's district: a 6-digit division code of the area tree (scoool/getAreaAll). */
  areaCode: string;
  /** Province, city and district names, joined: 浙江省 杭州市 西湖区. */
  areaName: string;
  schoolName: string;
  /** Dictionary ids of the subject group, and their names. */
  subjectIds: number[];
  subjectNames: string[];
  /** Dictionary ids of the grade group, and their names. */
  gradeIds: number[];
  gradeNames: string[];
  phone: string;
  proofs: ProofPicture[];
  status: ApplyStatus;
  statusText: string;
  /** Why it was rejected; '' otherwise. */
  rejectReason: string;
  createdAt: string;
  /** When an operator decided; '' while pending. */
  decidedAt: string;
}

/** GET teacher/getApplyInfo: whether the caller is a teacher, and their latest application (null: none). */
export interface TeacherApplyInfo {
  isTeacher: boolean;
  application: TeacherApplication | null;
}

/**
 * POST teacher/saveApplyInfoAndFile (upload): apply, or apply again after a rejection. Proofs are 1 to 3
 * pictures: new ones in `file`, plus `proofIds` kept from the caller's rejected application. One open
 * (pending) application at a time; a teacher cannot apply (409).
 */
export const saveApplyInput = z.object({
  realName: z
    .string({ error: '请填写真实姓名' })
    .trim()
    .min(2, '真实姓名至少2个字')
    .max(20, '真实姓名不能超过20个字'),
  areaCode: z
    .string({ error: '请选择学校所在地区' })
    .trim()
    .regex(/^\d{6}$/, '学校所在地区须选到区县'),
  schoolName: z
    .string({ error: '请填写学校名称' })
    .trim()
    .min(2, '学校名称至少2个字')
    .max(50, '学校名称不能超过50个字'),
  subjectIds: idList('任教学科', 6).refine((ids) => ids.length > 0, '请选择任教学科'),
  gradeIds: idList('任教年级', 6).refine((ids) => ids.length > 0, '请选择任教年级'),
  phone: phoneNumber,
  proofIds: idList('证明图片', APPLY_PROOFS_MAX).default([]),
  file: fileParts(APPLY_PROOFS_MAX, '证明图片'),
});
export type SaveApplyInput = z.input<typeof saveApplyInput>;

// ---------------------------------------------------------------- customer service

/** GET teacher/getTeacherKefu: the teachers' desk (客服), the same shape as myInfo/getKefuQrcode. */
export type { KefuInfo as TeacherKefu } from '../customer-service/types.js';

// ---------------------------------------------------------------- resources (资源下载)

/** GET teacher/getDownArea: the edition areas (部编版, 人教版 …) that have books with resources. */
export interface TeacherDownArea {
  id: number;
  name: string;
  bookCount: number;
}

/** A book with downloadable resources, as the resource lists show it. */
export interface TeacherBook {
  bookNo: string;
  title: string;
  subTitle: string;
  cover: string;
  subjectName: string;
  gradeName: string;
  cebieName: string;
  areaName: string;
  resourceCount: number;
  /** Bytes, all its resources together. */
  totalSize: number;
}

/** A resource as a teacher sees it: with a signed download link and whether it is a favorite. */
export interface TeacherResource {
  id: number;
  bookNo: string;
  title: string;
  /** File type: pdf, ppt, mp3, zip … */
  kind: string;
  category: ResourceCategory;
  /** Bytes. */
  size: number;
  /** A signed link that expires (`expiresAt`); needs no token, so it also works from a mail. */
  url: string;
  expiresAt: string;
  favorite: boolean;
}

/** A whole package (整套资源): every resource of the books of one grade and volume, as one zip. */
export interface TeacherPackage {
  id: number;
  title: string;
  gradeId: number;
  gradeName: string;
  cebieId: number;
  cebieName: string;
  /** School year it was made for, e.g. 2026. */
  year: number;
  kind: 'zip';
  size: number;
  resourceCount: number;
  url: string;
  expiresAt: string;
}

const optionalDic = (label: string) => dicId(label).optional();

/**
 * GET teacher/getDownList: the whole packages (pages/teacher/downloadAllDetails?query&cebie&year):
 * `query` a keyword or a grade name, `gradeId`/`cebieId`/`year` filters; newest year first.
 */
export const teacherDownListQuery = z.object({
  query: z.string().trim().max(30, '搜索词不能超过30个字').default(''),
  gradeId: optionalDic('年级'),
  cebieId: optionalDic('册别'),
  year: z.coerce
    .number({ error: '年份须为数字' })
    .int('年份不正确')
    .min(2000, '年份不正确')
    .max(2100, '年份不正确')
    .optional(),
  ...pageQuery,
});
export type TeacherDownListQuery = z.input<typeof teacherDownListQuery>;

/** GET teacher/getDownListByArea: the books of an edition area that have resources. */
export const teacherDownByAreaQuery = z.object({
  areaId: rowId('请选择版本', '版本不存在'),
  subjectId: optionalDic('学科'),
  gradeId: optionalDic('年级'),
  cebieId: optionalDic('册别'),
  ...pageQuery,
});
export type TeacherDownByAreaQuery = z.input<typeof teacherDownByAreaQuery>;

/** GET teacher/getDownListByNo?bookNo (pages/teacher/downloadDetails?bookNo): a book and its resources. */
export const teacherDownByNoQuery = z.object({
  bookNo: bookNoSchema,
  category: z
    .enum(RESOURCE_CATEGORIES, { error: `资源类别须为以下之一：${RESOURCE_CATEGORIES.join('、')}` })
    .optional(),
});
export interface TeacherBookResources {
  book: TeacherBook;
  resources: TeacherResource[];
}

// ---------------------------------------------------------------- mail (thirdpart/sendEmial)

export const MAIL_ITEMS_MAX = 50;

/**
 * POST thirdpart/sendEmial: mail signed links (valid MAIL_LINK_DAYS) of resources and packages to an
 * address. Resources of the catalogue go to any user; packages are for teachers (700 otherwise). 503 with
 * a Chinese message when the server has no mail server configured.
 */
export const sendMailInput = z
  .object({
    email: z
      .string({ error: '请填写邮箱地址' })
      .trim()
      .min(1, '请填写邮箱地址')
      .max(100, '邮箱地址不能超过100个字符')
      .pipe(z.email({ error: '邮箱地址格式不正确' })),
    resourceIds: idList('资源', MAIL_ITEMS_MAX).default([]),
    packageIds: idList('资源包', MAIL_ITEMS_MAX).default([]),
  })
  .refine((m) => m.resourceIds.length + m.packageIds.length > 0, {
    message: '请选择要发送的资源',
    path: ['resourceIds'],
  });
export type SendMailInput = z.input<typeof sendMailInput>;
export const MAIL_LINK_DAYS = 7;
export interface MailSent {
  email: string;
  /** How many links went out. */
  count: number;
  /** When the links stop working. */
  expiresAt: string;
}

// ---------------------------------------------------------------- points claims (积分上传)

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_TEXT: Record<ClaimStatus, string> = {
  pending: '审核中',
  approved: '已发放',
  rejected: '未通过',
};
export const CLAIM_PROOFS_MAX = 6;
export const CLAIM_NOTE_MAX = 140;
/** What an approval grants unless the operator says otherwise, and the most it may grant. */
export const CLAIM_POINTS_DEFAULT = 50;
export const CLAIM_POINTS_MAX = 500;

/** POST teacher/fileUpload/{purpose}: one proof picture, sent before the claim; `purpose` is `integral`. */
export const TEACHER_UPLOAD_PURPOSES = ['integral'] as const;
export const teacherFileInput = z.object({
  purpose: z.enum(TEACHER_UPLOAD_PURPOSES, { error: '上传用途须为 integral' }),
  file: fileParts(1, '图片').refine((files) => files.length === 1, '请选择要上传的图片'),
});
export type TeacherFileInput = z.input<typeof teacherFileInput>;

export interface IntegralClaim {
  id: number;
  className: string;
  /** The lesson's date, YYYY-MM-DD. */
  classDate: string;
  note: string;
  proofs: ProofPicture[];
  status: ClaimStatus;
  statusText: string;
  /** Granted points; 0 unless approved. */
  points: number;
  rejectReason: string;
  createdAt: string;
  decidedAt: string;
}

/**
 * POST teacher/integralCommit: a claim for classroom use, with proofs uploaded before by
 * teacher/fileUpload/integral (`fileIds`, 1 to 6, the caller's own). A proof (same picture content)
 * already in a pending or approved claim is refused (409).
 */
export const integralCommitInput = z.object({
  className: z.string({ error: '请填写班级' }).trim().min(1, '请填写班级').max(30, '班级不能超过30个字'),
  classDate: z.string({ error: '请选择上课日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '上课日期须为YYYY-MM-DD'),
  note: z.string().trim().max(CLAIM_NOTE_MAX, `说明不能超过${CLAIM_NOTE_MAX}个字`).default(''),
  fileIds: idList('证明图片', CLAIM_PROOFS_MAX).refine((ids) => ids.length > 0, '请上传证明图片'),
});
export type IntegralCommitInput = z.input<typeof integralCommitInput>;

/** GET teacher/getIntegralList (this project's call): the caller's claims, newest first. */
export const integralListQuery = z.object({
  ...pageQuery,
  status: z.enum(CLAIM_STATUSES, { error: '状态不正确' }).optional(),
});

// ---------------------------------------------------------------- operators, /api/admin/teacher/

interface WhoApplied {
  userId: number;
  account: string;
  nickname: string;
}
export type AdminTeacherApplication = TeacherApplication & WhoApplied;
export type AdminIntegralClaim = IntegralClaim & WhoApplied;

export const adminApplyListQuery = z.object({
  ...pageQuery,
  status: z.enum(APPLY_STATUSES, { error: '状态不正确' }).optional(),
});
/** Approve (the teacher role is granted at once) or reject with a reason. Only a pending one (409). */
export const adminDecideApplyInput = z
  .object({
    id: rowId('请选择申请', '申请不存在'),
    decision,
    reason: reason.optional(),
  })
  .refine((d) => d.decision === 'approve' || d.reason !== undefined, {
    message: '请填写驳回原因',
    path: ['reason'],
  });

export const adminIntegralListQuery = integralListQuery;
/** Approve with points (CLAIM_POINTS_DEFAULT unless given) granted through the ledger, or reject. */
export const adminDecideIntegralInput = z
  .object({
    id: rowId('请选择积分申请', '积分申请不存在'),
    decision,
    points: z.coerce
      .number({ error: '积分须为数字' })
      .int('积分须为整数')
      .min(1, '积分至少为1')
      .max(CLAIM_POINTS_MAX, `积分不能超过${CLAIM_POINTS_MAX}`)
      .optional(),
    reason: reason.optional(),
  })
  .refine((d) => d.decision === 'approve' || d.reason !== undefined, {
    message: '请填写驳回原因',
    path: ['reason'],
  });
