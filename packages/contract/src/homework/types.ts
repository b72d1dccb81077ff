import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { bookNoSchema } from '../books/types.js';
import { fileParts } from '../shared/uploads.js';
import { rowId } from '../shared/ids.js';

/**
 * Homework correction from a photo (作业批改, pages/user/workCorrection, correctList) and finding a
 * question of the book's exercises (pages/user/searchTopics). A correction is a job in a queue that
 * survives restarts; an engine behind an interface recognises the arithmetic lines of the photo and
 * marks each. Decisions: docs/homework.md.
 */

/** A homework photo as stored by the one upload path. */
export interface HomeworkPhoto {
  /** The upload's id: correctHomework takes it as `uploadId`. */
  id: number;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/** POST thirdpart/AIPigaiUpload (upload): one picture of a homework page; not yet a correction. */
export const homeworkUploadInput = z.object({
  file: fileParts(1, '图片').refine((files) => files.length === 1, '请选择作业照片'),
});

/**
 * POST thirdpart/correctHomework (upload): queue a correction, of a photo sent here (`file`) or of one
 * uploaded before by AIPigaiUpload (`uploadId`, the caller's own: 404 otherwise). Exactly one of them.
 * Answers at once with status pending; the result comes from getCorrectHWInfo.
 */
export const correctHomeworkInput = z
  .object({
    uploadId: rowId('作业照片不存在', '作业照片不存在').optional(),
    file: fileParts(1, '图片'),
  })
  .refine((h) => (h.uploadId === undefined) !== (h.file.length === 0), {
    message: '请上传一张作业照片',
    path: ['file'],
  });
export type CorrectHomeworkInput = z.input<typeof correctHomeworkInput>;

export const CORRECTION_STATUSES = ['pending', 'done', 'failed'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];
export const CORRECTION_STATUS_TEXT: Record<CorrectionStatus, string> = {
  pending: '批改中',
  done: '已批改',
  failed: '批改失败',
};

export const MARK_VERDICTS = ['right', 'wrong', 'unreadable'] as const;
export type MarkVerdict = (typeof MARK_VERDICTS)[number];
export const MARK_VERDICT_TEXT: Record<MarkVerdict, string> = {
  right: '正确',
  wrong: '错误',
  unreadable: '无法识别',
};

/** A rectangle in the photo's own pixels (HomeworkPhoto width × height), top left origin. */
export interface MarkBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One recognised line of the photo and its verdict. */
export interface HomeworkMark {
  /** 1-based, top to bottom. */
  line: number;
  /** What was read, normalised: `8 × 7 = 54`. */
  text: string;
  verdict: MarkVerdict;
  /** The pupil's answer as read; '' when unreadable. */
  answer: string;
  /** The right answer when the verdict is wrong (or the line had no answer), '' otherwise. */
  correctAnswer: string;
  box: MarkBox;
}

export interface HomeworkCorrection {
  id: number;
  photo: HomeworkPhoto;
  status: CorrectionStatus;
  statusText: string;
  marks: HomeworkMark[];
  rightCount: number;
  wrongCount: number;
  unreadableCount: number;
  /** Why it failed (in Chinese, for the pupil), '' otherwise. */
  failReason: string;
  /** The engine that corrected it, e.g. `tesseract`. */
  engine: string;
  createdAt: string;
  /** '' while pending. */
  finishedAt: string;
}

/** GET thirdpart/getCorrectHWList: the caller's corrections, newest first. */
export const correctListQuery = z.object({
  ...pageQuery,
  status: z.enum(CORRECTION_STATUSES, { error: '状态不正确' }).optional(),
});

/** GET thirdpart/getCorrectHWInfo?id (this project's call): one of the caller's corrections (404 otherwise). */
export const correctInfoQuery = z.object({ id: rowId('批改记录不存在', '批改记录不存在') });

// ---------------------------------------------------------------- questions of the book (搜题)

/** A question of a book's exercises. */
export interface TopicHit {
  id: number;
  bookNo: string;
  bookTitle: string;
  /** The lesson it belongs to, '' for none. */
  lessonTitle: string;
  page: number;
  /** The question as printed. */
  text: string;
  /** The worked answer. */
  answer: string;
}

/**
 * GET book/searchTopics (this project's call): questions whose text contains the words of `keyword`,
 * within one book when `bookNo` is given; best match first.
 */
export const searchTopicsQuery = z.object({
  keyword: z
    .string({ error: '请输入题目内容' })
    .trim()
    .min(2, '题目内容至少2个字')
    .max(100, '题目内容不能超过100个字'),
  bookNo: bookNoSchema.optional(),
  ...pageQuery,
});

/**
 * POST book/searchTopicsByPhoto (this project's call, upload): the same search from a photo of the
 * question: the text is recognised (the correction engine's OCR) and answered with the hits, so the
 * pupil can correct the text and search again.
 */
export const searchTopicsByPhotoInput = z.object({
  bookNo: bookNoSchema.optional(),
  file: fileParts(1, '图片').refine((files) => files.length === 1, '请选择题目照片'),
});
export interface TopicPhotoSearch {
  recognisedText: string;
  hits: TopicHit[];
}
