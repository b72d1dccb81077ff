import { z } from 'zod';
import { MAX_ROW_ID } from '../shared/ids.js';

/**
 * The daily reading calls (bookmain/get…One): one piece of content a day per kind — 晨读, 词语听写,
 * 阅读, 写作, 预习课堂 (语文), 思维提升 (数学), 英语听力, 自然拼读 (英语). The spec names the calls only;
 * the shapes and rules below are this project's, written down in docs/catalogue.md ("Daily reading").
 */

/** Every kind with its call (`GET bookmain/{call}`), its Chinese name and the subject it belongs to. */
export const DAILY_KINDS = {
  chendu: { call: 'getChenduOne', name: '晨读', subject: '语文' },
  ciyutx: { call: 'getCiyuTXOne', name: '词语听写', subject: '语文' },
  yuedu: { call: 'getYueduOne', name: '阅读', subject: '语文' },
  xiezuo: { call: 'getXiezuoOne', name: '写作', subject: '语文' },
  yuxikt: { call: 'getYuxiktOne', name: '预习课堂', subject: '语文' },
  siweits: { call: 'getSiweitsOne', name: '思维提升', subject: '数学' },
  yingyutl: { call: 'getYingyuTLOne', name: '英语听力', subject: '英语' },
  ziranpd: { call: 'getZiranPDOne', name: '自然拼读', subject: '英语' },
} as const;
export type DailyKind = keyof typeof DAILY_KINDS;
export const DAILY_KIND_NAMES = Object.keys(DAILY_KINDS) as DailyKind[];

/** The API path (under /api/) of a kind's call. */
export const dailyPath = (kind: DailyKind): string => `bookmain/${DAILY_KINDS[kind].call}`;

/** How many days back a pupil may page (today and the 30 days before it). */
export const DAILY_HISTORY_DAYS = 30;

const isoDate = z
  .string({ error: '日期（date）须为 YYYY-MM-DD' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期（date）须为 YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, '日期（date）不是有效的日期');

/**
 * GET bookmain/get…One: `id` (that piece of the kind), or `grade` (grade dictionary id; omitted = all
 * grades) and `date` (YYYY-MM-DD, default today in Asia/Shanghai; neither in the future nor more than
 * DAILY_HISTORY_DAYS back). With `id`, `grade` and `date` are ignored.
 */
export const dailyQuery = z.object({
  id: z.coerce
    .number({ error: '编号（id）须为数字' })
    .int('编号（id）不正确')
    .positive('编号（id）不正确')
    .max(MAX_ROW_ID, '编号（id）不正确')
    .optional(),
  grade: z.coerce
    .number({ error: '年级（grade）须为数字' })
    .int('年级（grade）不正确')
    .positive('年级（grade）不正确')
    .max(MAX_ROW_ID, '年级（grade）不正确')
    .optional(),
  date: isoDate.optional(),
});
export type DailyQuery = z.input<typeof dailyQuery>;

/** A second block under the text: 答案 of a puzzle, 范文 of a writing prompt, 参考译文 of a dialogue. */
export interface DailyExtra {
  label: string;
  paragraphs: string[];
  /** Shown folded first (an answer to think about before looking). */
  folded: boolean;
}

export interface DailyPiece {
  id: number;
  kind: DailyKind;
  /** The kind's Chinese name (晨读, 词语听写, …). */
  kindName: string;
  /** 语文, 数学 or 英语 (follows from the kind). */
  subject: string;
  /** Grade dictionary id; null = for every grade. */
  gradeId: number | null;
  /** Grade name, '' for every grade. */
  grade: string;
  title: string;
  /** Author or source, e.g. `【唐】孟浩然`; '' when none. */
  author: string;
  /** One line telling the pupil what to do (读一读，背一背); '' when none. */
  tip: string;
  /** The text, one entry per paragraph (poem lines, dialogue turns, puzzle statement). */
  paragraphs: string[];
  /** Words to dictate or sound out (词语听写, 自然拼读); empty for the other kinds. */
  words: string[];
  extra: DailyExtra | null;
  /** `/media/…` audio address, '' when the piece has none. */
  audio: string;
  /** Seconds, 0 without audio. */
  audioDuration: number;
  /** `/media/…` video address, '' when none. */
  video: string;
  /** Picture address, '' when none. */
  cover: string;
}

/** The answer of every daily call. */
export interface DailyOne {
  /** null when the kind has no piece for that grade yet (the page shows its empty state). */
  piece: DailyPiece | null;
  /** The day asked for (YYYY-MM-DD); null when the piece was asked for by `id`. */
  date: string | null;
  /** The day before, null at the oldest day offered or when asked by `id`. */
  prevDate: string | null;
  /** The day after, null on today or when asked by `id`. */
  nextDate: string | null;
}
