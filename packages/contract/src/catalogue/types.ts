import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { formBoolean } from '../address/types.js';
import { dicId } from '../shared/book-fields.js';
import { bookCodeSchema, bookNoSchema, TIMU_TYPES, txmSchema, type TimuType } from '../books/types.js';
import { fileParts } from '../shared/uploads.js';
import { INT_MAX, labelledId as id, listPosition as index, rowId } from '../shared/ids.js';

/**
 * Operators edit the catalogue (docs/catalogue.md, "Operator editing"): books, the lesson tree, items,
 * codes and the printable QR sheet, under /api/admin/catalogue/ (admin role only).
 */

/** Deepest lesson level (the `lessons.depth` CHECK). */
export const LESSON_DEPTH_MAX = 4;

const bookId = id('图书（bookId）');
const lessonId = id('课程（lessonId）');
const itemId = id('资源（itemId）');
const mediaPath = (label: string) =>
  z
    .string()
    .trim()
    .max(512, `${label}不能超过512个字符`)
    .refine(
      (v) => v === '' || /^(\/media\/|\/uploads\/|https?:\/\/)/.test(v),
      `${label}须以 /media/、/uploads/ 或 http(s):// 开头`,
    );

/** One book as the console lists and edits it: every bkInfo field plus shelf state and barcode. */
export interface AdminBook {
  bookId: number;
  bookNo: string;
  title: string;
  subTitle: string;
  cover: string;
  subjectId: number;
  subject: string;
  gradeId: number;
  grade: string;
  cebieId: number;
  cebie: string;
  bookarea: string;
  buttons: string;
  /** EAN-13 or ''. */
  txm: string;
  friendIsVideo: boolean;
  friendPercent: number;
  friendQrId: number | null;
  sort: number;
  enabled: boolean;
  lessons: number;
  items: number;
  /** `YYYY-MM-DD HH:mm:ss`, the pupils' updateDate. */
  updateDate: string;
}

export interface AdminItem {
  itemId: number;
  lessonId: number;
  type: TimuType;
  title: string;
  path: string;
  cover: string;
  /** Seconds. */
  duration: number;
  sort: number;
}

export interface AdminLesson {
  lessonId: number;
  parentId: number | null;
  depth: number;
  sort: number;
  type: TimuType | '';
  title: string;
  lessonNo: string;
  children: AdminLesson[];
  items: AdminItem[];
}

/** GET admin/catalogue/getBook: the book, its tree with items. */
export interface AdminBookTree {
  book: AdminBook;
  lessons: AdminLesson[];
}

export interface AdminCode {
  codeId: number;
  code: string;
  /** `book` (QR / short code of the book) or `lesson` (a lesson's scan code). */
  kind: 'book' | 'lesson';
  lessonId: number | null;
  /** The lesson's path (第一单元 > 1 天地人), '' for a book code. */
  label: string;
  /** What the printed QR code opens (the pupils' scan entry). */
  url: string;
}

export interface AdminUpload {
  /** Address to save in the book or item (`/uploads/…`). */
  url: string;
  kind: 'image' | 'audio' | 'video';
  size: number;
}

export const adminBookListQuery = z.object({
  ...pageQuery,
  keyword: z.string().trim().max(40, '搜索词不能超过40个字').default(''),
  subject: dicId('学科（subject）').optional(),
  grade: dicId('年级（grade）').optional(),
  cebie: dicId('册别（cebie）').optional(),
  enabled: formBoolean('上架状态（enabled）').optional(),
});
export type AdminBookListQuery = z.input<typeof adminBookListQuery>;

export const adminBookQuery = z.object({ bookId });

export const adminSaveBookInput = z.object({
  bookId: bookId.optional(),
  bookNo: bookNoSchema,
  title: z
    .string({ error: '请输入书名（title）' })
    .trim()
    .min(1, '请输入书名（title）')
    .max(60, '书名（title）不能超过60个字'),
  subTitle: z.string().trim().max(60, '副标题（subTitle）不能超过60个字').default(''),
  cover: mediaPath('封面（cover）').default(''),
  subjectId: dicId('学科（subjectId）'),
  gradeId: dicId('年级（gradeId）'),
  cebieId: dicId('册别（cebieId）'),
  bookarea: z.string().trim().max(40, '版本（bookarea）不能超过40个字').default(''),
  buttons: z
    .string()
    .trim()
    .max(100, '按钮（buttons）不能超过100个字符')
    .regex(/^$|^[a-z]+-[^,]+(,[a-z]+-[^,]+)*$/, '按钮（buttons）须为 s-视频,t-音频 这样的格式')
    .default(''),
  txm: z.union([z.literal(''), txmSchema]).default(''),
  friendIsVideo: formBoolean('加好友提示（friendIsVideo）').default(false),
  friendPercent: z.coerce
    .number({ error: '提示进度（friendPercent）须为数字' })
    .int('提示进度（friendPercent）须为整数')
    .min(0, '提示进度（friendPercent）须在0到100之间')
    .max(100, '提示进度（friendPercent）须在0到100之间')
    .default(0),
  friendQrId: rowId('客服二维码（friendQrId）不正确', '客服二维码（friendQrId）不正确')
    .nullable()
    .default(null),
  sort: z.coerce
    .number({ error: '排序（sort）须为数字' })
    .int('排序（sort）须为整数')
    .min(-INT_MAX, '排序（sort）超出范围')
    .max(INT_MAX, '排序（sort）超出范围')
    .default(0),
  enabled: formBoolean('上架状态（enabled）').default(true),
});
export type AdminSaveBookInput = z.input<typeof adminSaveBookInput>;

export const adminBookShelfInput = z.object({ bookId, enabled: formBoolean('上架状态（enabled）') });

const lessonTitle = z
  .string({ error: '请输入课程名称（title）' })
  .trim()
  .min(1, '请输入课程名称（title）')
  .max(60, '课程名称（title）不能超过60个字');
const lessonType = z.union([z.literal(''), z.enum(TIMU_TYPES)], {
  error: '课程类型（type）须为空或 s、t、y、k、7 之一',
});
const lessonNo = z.union([z.literal(''), bookCodeSchema], { error: '课程编码（lessonNo）不正确' });

/** A new lesson: at the end of its parent's children (no parent = top level). */
export const adminAddLessonInput = z.object({
  bookId,
  parentId: id('上级课程（parentId）').nullable().default(null),
  title: lessonTitle,
  type: lessonType.default(''),
  lessonNo: lessonNo.default(''),
});
export type AdminAddLessonInput = z.input<typeof adminAddLessonInput>;

export const adminSaveLessonInput = z.object({
  lessonId,
  title: lessonTitle,
  type: lessonType.default(''),
  lessonNo: lessonNo.default(''),
});

/** Reorder among siblings or move to another parent: the lesson goes to `index` (from 0) of `parentId`'s children. */
export const adminMoveLessonInput = z.object({
  lessonId,
  parentId: id('上级课程（parentId）').nullable().default(null),
  index,
});
export type AdminMoveLessonInput = z.input<typeof adminMoveLessonInput>;

export const adminLessonInput = z.object({ lessonId });

export const adminSaveItemInput = z.object({
  itemId: itemId.optional(),
  lessonId,
  type: z.enum(TIMU_TYPES, { error: '资源类型（type）须为 s、t、y、k、7 之一' }),
  title: z
    .string({ error: '请输入资源名称（title）' })
    .trim()
    .min(1, '请输入资源名称（title）')
    .max(60, '资源名称（title）不能超过60个字'),
  path: mediaPath('媒体地址（path）').refine((v) => v !== '', '请上传媒体文件（path）'),
  cover: mediaPath('封面（cover）').default(''),
  duration: z.coerce
    .number({ error: '时长（duration）须为数字' })
    .min(0, '时长（duration）不能为负数')
    .max(6 * 3600, '时长（duration）不能超过6小时')
    .default(0),
});
export type AdminSaveItemInput = z.input<typeof adminSaveItemInput>;

export const adminItemInput = z.object({ itemId });

/** Moves an item to `index` (from 0) among its lesson's items. */
export const adminMoveItemInput = z.object({
  itemId,
  index,
});

export const adminAddCodeInput = z.object({
  bookId,
  code: z
    .string({ error: '请输入编码（code）' })
    .trim()
    .min(1, '请输入编码（code）')
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '编码（code）只能是1到64位字母、数字、_ 或 -')),
});
export const adminCodeInput = z.object({ codeId: id('编码（codeId）') });

/** Media of a book or item, through the one upload path; the kind is checked by the content. */
export const adminCatalogueUploadInput = z.object({
  kind: z.enum(['image', 'audio', 'video'], { error: '文件类型（kind）须为 image、audio 或 video' }),
  file: fileParts(1, '文件').refine((files) => files.length === 1, '请选择要上传的文件'),
});
export type AdminCatalogueUploadInput = z.input<typeof adminCatalogueUploadInput>;
