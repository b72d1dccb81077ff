import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { formBoolean } from '../address/types.js';
import { DAILY_KIND_NAMES, type DailyKind } from './types.js';
import { fileParts } from '../shared/uploads.js';
import { INT_MAX, labelledId as positiveId } from '../shared/ids.js';

/**
 * Operators edit the daily reading pieces (docs/catalogue.md, "Daily reading", operator editing) under
 * /api/admin/daily/ (admin role only).
 */

/** One piece as the console lists and edits it: the stored text, not the pupils' paragraphs. */
export interface AdminDailyPiece {
  id: number;
  kind: DailyKind;
  kindName: string;
  /** Grade dictionary id; null = every grade. */
  gradeId: number | null;
  /** Grade name, '' for every grade. */
  grade: string;
  title: string;
  author: string;
  tip: string;
  /** Paragraphs, one a line. */
  body: string;
  /** Words, one a line; '' for none. */
  words: string;
  /** The second block's label (答案, 范文, 参考译文); '' for none. */
  extraLabel: string;
  extraBody: string;
  extraFolded: boolean;
  audio: string;
  /** Seconds. */
  audioDuration: number;
  video: string;
  cover: string;
  sort: number;
  enabled: boolean;
  /** `YYYY-MM-DD`: not shown to pupils before that day (Asia/Shanghai); null = at once. */
  publishDate: string | null;
}

const dailyKind = z.enum(DAILY_KIND_NAMES as [DailyKind, ...DailyKind[]], {
  error: `栏目（kind）须为 ${DAILY_KIND_NAMES.join('、')} 之一`,
});
const text = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字`);
const media = (label: string) =>
  z
    .string()
    .trim()
    .max(512, `${label}不能超过512个字符`)
    .refine(
      (v) => v === '' || /^(\/media\/|\/uploads\/|https?:\/\/)\S+$/.test(v),
      `${label}须以 /media/、/uploads/ 或 http(s):// 开头`,
    )
    .default('');
const isoDay = z
  .string()
  .trim()
  .refine((s) => {
    if (s === '') return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, '发布日期（publishDate）须为 YYYY-MM-DD');

/** GET admin/daily/getPieceList: every piece (enabled or not), by kind, grade and title keyword. */
export const adminDailyListQuery = z.object({
  ...pageQuery,
  kind: dailyKind.optional(),
  grade: positiveId('年级（grade）').optional(),
  keyword: z.string().trim().max(30, '搜索词不能超过30个字').optional(),
});
export type AdminDailyListQuery = z.input<typeof adminDailyListQuery>;

/** POST admin/daily/savePiece (JSON): creates (no `id`) or updates a piece. */
export const adminDailySaveInput = z.object({
  id: positiveId('内容（id）').optional(),
  kind: dailyKind,
  gradeId: positiveId('年级（gradeId）').nullable().default(null),
  title: text('标题（title）', 100).min(1, '请填写标题（title）'),
  author: text('作者（author）', 64).default(''),
  tip: text('提示（tip）', 200).default(''),
  body: text('正文（body）', 20000).min(1, '请填写正文（body）'),
  words: text('词语（words）', 2000).default(''),
  extraLabel: text('附加标题（extraLabel）', 32).default(''),
  extraBody: text('附加内容（extraBody）', 20000).default(''),
  extraFolded: z.boolean({ error: '附加内容折叠（extraFolded）须为 true 或 false' }).default(false),
  audio: media('音频（audio）'),
  audioDuration: z.coerce
    .number({ error: '音频时长（audioDuration）须为秒数' })
    .min(0, '音频时长（audioDuration）不能为负')
    .max(86_400, '音频时长（audioDuration）不能超过一天')
    .default(0),
  video: media('视频（video）'),
  cover: media('图片（cover）'),
  sort: z.coerce
    .number({ error: '排序（sort）须为整数' })
    .int('排序（sort）须为整数')
    .min(-INT_MAX, '排序（sort）超出范围')
    .max(INT_MAX, '排序（sort）超出范围')
    .default(0),
  enabled: z.boolean({ error: '启用（enabled）须为 true 或 false' }).default(true),
  publishDate: isoDay.default(''),
});
export type AdminDailySaveInput = z.input<typeof adminDailySaveInput>;

/** POST admin/daily/deletePiece, GET admin/daily/getPiece. */
export const adminDailyIdInput = z.object({ id: positiveId('内容（id）') });
export type AdminDailyIdInput = z.input<typeof adminDailyIdInput>;

/** POST admin/daily/setEnabled. */
export const adminDailyEnabledInput = z.object({
  id: positiveId('内容（id）'),
  enabled: formBoolean('启用（enabled）'),
});
export type AdminDailyEnabledInput = z.input<typeof adminDailyEnabledInput>;

/** POST admin/daily/upload (multipart): a picture, audio or video of a piece, through the one upload path. */
export const adminDailyUploadInput = z.object({
  kind: z.enum(['image', 'audio', 'video'], { error: '文件类型（kind）须为 image、audio 或 video' }),
  file: fileParts(1, '文件').refine((files) => files.length === 1, '请选择要上传的文件'),
});
export type AdminDailyUploadInput = z.input<typeof adminDailyUploadInput>;
