import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { dicId } from '../shared/book-fields.js';
import { RESOURCE_CATEGORIES, type ResourceCategory } from '../downloads/types.js';
import { fileParts } from '../shared/uploads.js';
import { INT_MAX, labelledId as id, listPosition as index } from '../shared/ids.js';

/**
 * The catalogue's extras in the console (docs/catalogue.md, "Operator editing"): a book's downloadable
 * resources and answers, and the e-books with their areas and page pictures, under /api/admin/catalogue/.
 */

const title = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(60, `${label}不能超过60个字`);
/** A stored file: uploaded (`/uploads/…`) or shipped (`/media/…`). */
const filePath = (label: string) =>
  z
    .string({ error: `请上传${label}` })
    .trim()
    .max(512, `${label}不能超过512个字符`)
    .refine((v) => /^(\/media\/|\/uploads\/)\S+\.[A-Za-z0-9]+$/.test(v), `请上传${label}`);
const optionalFile = (label: string) =>
  z
    .string()
    .trim()
    .max(512, `${label}不能超过512个字符`)
    .refine((v) => v === '' || /^(\/media\/|\/uploads\/)\S+\.[A-Za-z0-9]+$/.test(v), `${label}须是上传的文件`)
    .default('');
const sort = z.coerce
  .number({ error: '排序（sort）须为数字' })
  .int('排序（sort）须为整数')
  .min(-INT_MAX, '排序（sort）超出范围')
  .max(INT_MAX, '排序（sort）超出范围')
  .default(0);

export interface AdminResource {
  resourceId: number;
  bookId: number;
  title: string;
  /** The file's type by its extension: pdf, mp3, mp4, jpg… */
  kind: string;
  category: ResourceCategory;
  path: string;
  /** Bytes. */
  size: number;
  sort: number;
}

export interface AdminAnswer {
  answerId: number;
  bookId: number;
  title: string;
  kind: 'pdf' | 'image';
  path: string;
  sort: number;
}

export interface AdminEbookArea {
  areaId: number;
  name: string;
  sort: number;
  /** E-books in the area. */
  ebooks: number;
}

export interface AdminEbook {
  ebookId: number;
  areaId: number;
  area: string;
  bookId: number | null;
  bookNo: string;
  bookTitle: string;
  title: string;
  cover: string;
  subjectId: number;
  gradeId: number;
  cebieId: number;
  pdf: string;
  /** Page pictures (or the PDF's pages as given when there are none). */
  pages: number;
  sort: number;
}

export interface AdminEbookPage {
  pageId: number;
  /** From 1. */
  page: number;
  path: string;
  width: number;
  height: number;
}

export interface AdminEbookDetail {
  ebook: AdminEbook;
  pages: AdminEbookPage[];
}

/** A picture or PDF stored through the one upload path. */
export interface AdminFileUpload {
  url: string;
  kind: 'image' | 'document';
  size: number;
  width: number | null;
  height: number | null;
}

/** Pictures (answers, e-book pages and covers) and PDFs (resources, answers, e-books). */
export const adminExtrasUploadInput = z.object({
  kind: z.enum(['image', 'document'], { error: '文件类型（kind）须为 image 或 document' }),
  file: fileParts(1, '文件').refine((files) => files.length === 1, '请选择要上传的文件'),
});

export const adminExtrasBookQuery = z.object({ bookId: id('图书（bookId）') });

export const adminSaveResourceInput = z.object({
  resourceId: id('资源（resourceId）').optional(),
  bookId: id('图书（bookId）'),
  title: title('资源名称（title）'),
  category: z
    .enum(RESOURCE_CATEGORIES, {
      error: `资源类别（category）须为以下之一：${RESOURCE_CATEGORIES.join('、')}`,
    })
    .default('ziliao'),
  path: filePath('资源文件（path）'),
  /** Bytes; an uploaded file's own size wins. */
  size: z.coerce
    .number({ error: '大小（size）须为数字' })
    .int('大小（size）须为整数')
    .min(0, '大小（size）不能为负数')
    .max(INT_MAX, '大小（size）超出范围')
    .default(0),
});
export type AdminSaveResourceInput = z.input<typeof adminSaveResourceInput>;
export const adminResourceInput = z.object({ resourceId: id('资源（resourceId）') });
export const adminMoveResourceInput = z.object({ resourceId: id('资源（resourceId）'), index });

export const adminSaveAnswerInput = z.object({
  answerId: id('答案（answerId）').optional(),
  bookId: id('图书（bookId）'),
  title: title('答案名称（title）'),
  path: filePath('答案文件（path）').refine(
    (v) => /\.(pdf|jpe?g|png|webp)$/i.test(v),
    '答案文件（path）须为 PDF 或 JPG、PNG、WebP 图片',
  ),
});
export type AdminSaveAnswerInput = z.input<typeof adminSaveAnswerInput>;
export const adminAnswerInput = z.object({ answerId: id('答案（answerId）') });
export const adminMoveAnswerInput = z.object({ answerId: id('答案（answerId）'), index });

export const adminSaveEbookAreaInput = z.object({
  areaId: id('版本（areaId）').optional(),
  name: title('版本名称（name）'),
  sort,
});
export const adminEbookAreaInput = z.object({ areaId: id('版本（areaId）') });

export const adminEbookListQuery = z.object({
  ...pageQuery,
  areaId: id('版本（areaId）').optional(),
  keyword: z.string().trim().max(40, '搜索词不能超过40个字').default(''),
});
export type AdminEbookListQuery = z.input<typeof adminEbookListQuery>;
export const adminEbookQuery = z.object({ ebookId: id('电子书（ebookId）') });

export const adminSaveEbookInput = z.object({
  ebookId: id('电子书（ebookId）').optional(),
  areaId: id('版本（areaId）'),
  /** The book it belongs to (its codes open it on the phone); none for a subject PDF. */
  bookId: id('图书（bookId）').nullable().default(null),
  title: title('电子书名称（title）'),
  cover: optionalFile('封面（cover）'),
  subjectId: dicId('学科（subjectId）'),
  gradeId: dicId('年级（gradeId）'),
  cebieId: dicId('册别（cebieId）'),
  pdf: optionalFile('PDF（pdf）').refine((v) => v === '' || /\.pdf$/i.test(v), 'PDF（pdf）须是 PDF 文件'),
  /** Pages of the PDF, when the e-book has no page pictures. */
  pages: z.coerce
    .number({ error: '页数（pages）须为数字' })
    .int('页数（pages）须为整数')
    .min(0)
    .max(2000)
    .default(0),
  sort,
});
export type AdminSaveEbookInput = z.input<typeof adminSaveEbookInput>;

/** Page pictures appended in the order given (uploaded pictures: their size is read from the upload). */
export const adminAddEbookPagesInput = z.object({
  ebookId: id('电子书（ebookId）'),
  paths: z
    .array(filePath('页面图片（paths）'), { error: '请上传页面图片（paths）' })
    .min(1, '请上传页面图片（paths）')
    .max(200, '一次最多添加200页'),
});
export type AdminAddEbookPagesInput = z.input<typeof adminAddEbookPagesInput>;
export const adminEbookPageInput = z.object({ pageId: id('页面（pageId）') });
export const adminMoveEbookPageInput = z.object({ pageId: id('页面（pageId）'), index });
