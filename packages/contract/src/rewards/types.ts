import { z } from 'zod';
import type { Paged } from '../envelope.js';
import { pageQuery } from '../paging.js';
import { bookNoSchema } from '../books/types.js';
import { type ProofPicture } from '../teacher/types.js';
import { fileParts } from '../shared/uploads.js';
import { idList, MAX_ROW_ID, rowId } from '../shared/ids.js';

/**
 * Content-error rewards (纠错有奖, pages/user/rewardQuery, rewardList, rewardDetails): a user reports an
 * error in a book; operators accept it (points through the ledger, once) or reject it with a reason.
 * Decisions: docs/rewards.md.
 */

/** GET book/reward/getFeedBackDic: the error categories (错别字, 答案错误, 图片错误 …). */
export interface RewardCategory {
  id: number;
  name: string;
}

export const REWARD_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
export const REWARD_STATUS_TEXT: Record<RewardStatus, string> = {
  pending: '审核中',
  accepted: '已采纳',
  rejected: '未采纳',
};
export const REWARD_PHOTOS_MAX = 6;
export const REWARD_TEXT_MAX = 500;
/** What an acceptance grants unless the operator gives another figure, and the most. */
export const REWARD_POINTS_DEFAULT = 20;
export const REWARD_POINTS_MAX = 200;

export interface RewardReport {
  id: number;
  bookNo: string;
  bookTitle: string;
  bookCover: string;
  /** The page the error is on (1…9999). */
  page: number;
  categoryId: number;
  categoryName: string;
  text: string;
  photos: ProofPicture[];
  status: RewardStatus;
  statusText: string;
  /** Granted points; 0 unless accepted. */
  points: number;
  rejectReason: string;
  createdAt: string;
  decidedAt: string;
}

/**
 * POST book/reward/fileUpload/{type}/{yewuId} (upload): one photo of the error, sent before the report;
 * `type` is `reward`, `yewuId` 0 (a new report). Answers the stored picture; its id goes in `fileIds`.
 */
export const REWARD_UPLOAD_TYPES = ['reward'] as const;
export const rewardFileInput = z.object({
  type: z.enum(REWARD_UPLOAD_TYPES, { error: '上传类型须为 reward' }),
  yewuId: z.coerce
    .number({ error: '业务编号须为数字' })
    .int('业务编号不正确')
    .min(0, '业务编号不正确')
    .max(MAX_ROW_ID, '业务编号不正确'),
  file: fileParts(1, '图片').refine((files) => files.length === 1, '请选择要上传的图片'),
});

/**
 * POST book/reward/rewardCommit: a report. The book by number (typed, scanned or picked), the page, a
 * category of getFeedBackDic, the text, and 0 to 6 photos uploaded before (the caller's own, unused).
 */
export const rewardCommitInput = z.object({
  bookNo: bookNoSchema,
  page: z.coerce
    .number({ error: '请填写页码' })
    .int('页码须为整数')
    .min(1, '页码至少为1')
    .max(9999, '页码不正确'),
  categoryId: rowId('请选择错误类型', '错误类型不存在'),
  text: z
    .string({ error: '请描述错误内容' })
    .trim()
    .min(5, '错误描述至少5个字')
    .max(REWARD_TEXT_MAX, `错误描述不能超过${REWARD_TEXT_MAX}个字`),
  fileIds: idList('图片', REWARD_PHOTOS_MAX).default([]),
});
export type RewardCommitInput = z.input<typeof rewardCommitInput>;

/**
 * POST book/reward/saveFeedBackSelect: remembers the caller's last book and category, so the report form
 * opens with them (GET book/reward/getFeedBackSelect, this project's call, answers it or null).
 */
export const feedbackSelectInput = z.object({
  bookNo: bookNoSchema.optional(),
  categoryId: rowId('请选择错误类型', '错误类型不存在').optional(),
});
export interface FeedbackSelect {
  bookNo: string;
  bookTitle: string;
  categoryId: number | null;
  categoryName: string;
}

/** GET book/reward/getRewardList/{status}: the caller's reports, newest first; `all` for every status. */
export const rewardListQuery = z.object({
  status: z.enum(['all', ...REWARD_STATUSES], { error: '状态须为 all、pending、accepted 或 rejected' }),
  ...pageQuery,
});
export interface RewardList {
  page: Paged<RewardReport>;
  /** The caller's points earned by accepted reports, all time. */
  pointsEarned: number;
  counts: Record<RewardStatus, number>;
}

/** GET book/reward/getRewardInfo/{id}: one of the caller's reports (404 otherwise). */
export const rewardInfoQuery = z.object({ id: rowId('纠错记录不存在', '纠错记录不存在') });

// ---------------------------------------------------------------- operators, /api/admin/reward/

export interface AdminRewardReport extends RewardReport {
  userId: number;
  account: string;
  nickname: string;
}
export const adminRewardListQuery = z.object({
  ...pageQuery,
  status: z.enum(REWARD_STATUSES, { error: '状态不正确' }).optional(),
});
/** Accept (points through the ledger, once) or reject with a reason. Only a pending one (409). */
export const adminRewardDecideInput = z
  .object({
    id: rowId('请选择纠错记录', '纠错记录不存在'),
    decision: z.enum(['accept', 'reject'], { error: '审核结果须为 accept 或 reject' }),
    points: z.coerce
      .number({ error: '积分须为数字' })
      .int('积分须为整数')
      .min(1, '积分至少为1')
      .max(REWARD_POINTS_MAX, `积分不能超过${REWARD_POINTS_MAX}`)
      .optional(),
    reason: z.string().trim().min(2, '驳回原因至少2个字').max(100, '驳回原因不能超过100个字').optional(),
  })
  .refine((d) => d.decision === 'accept' || d.reason !== undefined, {
    message: '请填写驳回原因',
    path: ['reason'],
  });
/** GET admin/reward/categories and POST admin/reward/saveCategory: the error categories. */
export const adminRewardCategoryInput = z.object({
  id: rowId('类型不存在', '类型不存在').optional(),
  name: z
    .string({ error: '请填写类型名称' })
    .trim()
    .min(1, '请填写类型名称')
    .max(10, '类型名称不能超过10个字'),
});
