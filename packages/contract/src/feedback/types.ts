import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { fileParts } from '../shared/uploads.js';
import { rowId } from '../shared/ids.js';

/** 意见反馈 (user/feedback): what a user tells the publisher about the app, answered by operators. */

export const FEEDBACK_CATEGORIES = ['功能异常', '内容纠错', '产品建议', '其他'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
/** Spec section 5: textareas take 140 characters. */
export const FEEDBACK_TEXT_MAX = 140;
export const FEEDBACK_PICTURES_MAX = 4;

export const FEEDBACK_STATUSES = ['pending', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_TEXT: Record<FeedbackStatus, string> = { pending: '待回复', replied: '已回复' };

export interface Feedback {
  id: number;
  category: FeedbackCategory;
  content: string;
  /** Picture addresses with their thumbnails. */
  pictures: { url: string; thumbUrl: string }[];
  contact: string;
  status: FeedbackStatus;
  reply: string;
  createdAt: string;
  repliedAt: string;
}

/** POST myInfo/saveFeedback (upload; this project's call): a category, up to 140 characters, up to 4 pictures. */
export const saveFeedbackInput = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: '请选择反馈类型' }),
  content: z
    .string({ error: '请填写反馈内容' })
    .trim()
    .min(5, '反馈内容至少5个字')
    .max(FEEDBACK_TEXT_MAX, `反馈内容不能超过${FEEDBACK_TEXT_MAX}个字`),
  contact: z.string().trim().max(50, '联系方式不能超过50个字符').default(''),
  file: fileParts(FEEDBACK_PICTURES_MAX, '图片'),
});
export type SaveFeedbackInput = z.input<typeof saveFeedbackInput>;

/** GET myInfo/getFeedbackList: the caller's own feedback, newest first, with replies. */
export const feedbackListQuery = z.object(pageQuery);

// ---------------------------------------------------------------- operators, /api/admin/feedback/

export interface AdminFeedback extends Feedback {
  userId: number;
  account: string;
  nickname: string;
}
export const adminFeedbackListQuery = z.object({
  ...pageQuery,
  status: z.enum(FEEDBACK_STATUSES, { error: '状态不正确' }).optional(),
});
export const adminReplyFeedbackInput = z.object({
  id: rowId('反馈编号须为数字', '反馈编号不正确'),
  reply: z.string({ error: '请填写回复' }).trim().min(1, '请填写回复').max(500, '回复不能超过500个字'),
});
