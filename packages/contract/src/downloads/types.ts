import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { bookCodeSchema, bookNoSchema, type BookListItem } from '../books/types.js';

/** The download calls: a book's downloadable resources, one resource, the resources behind a code. */

/**
 * What a downloadable resource is for (migration 0005): `kejian` 课件 (courseware, usually PDF or PPT),
 * `daan` 答案 (answer sheets printed as a code on the paper), `ziliao` 资料 (audio and other material).
 */
export const RESOURCE_CATEGORIES = ['kejian', 'daan', 'ziliao'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];
export const RESOURCE_CATEGORY_NAMES: Record<ResourceCategory, string> = {
  kejian: '课件',
  daan: '答案',
  ziliao: '资料',
};

/** A downloadable resource. */
export interface DownloadResource {
  id: number;
  bookNo: string;
  title: string;
  /** File type: pdf, mp3, zip, ppt … */
  kind: string;
  /** What it is for (课件 / 答案 / 资料). */
  category: ResourceCategory;
  path: string;
  /** Bytes. */
  size: number;
}

/** GET bookmain/getBookDownloadList?bookNo&category&pageNum&pageSize → Paged<DownloadResource>. */
export const downloadListQuery = z.object({
  bookNo: bookNoSchema.optional(),
  category: z
    .enum(RESOURCE_CATEGORIES, {
      error: `资源类别（category）须为以下之一：${RESOURCE_CATEGORIES.join('、')}`,
    })
    .optional(),
  ...pageQuery,
});

/**
 * The query kinds of /pages/book/resourcesDownload (spec: lessonno, lessonnoDa, lessonnoKa, lessonnoPi,
 * lessonnoZi) and the category each lists; `all` lists every resource of the book. Decisions:
 * docs/catalogue.md ("Downloads by code").
 */
export const DOWNLOAD_CODE_KINDS = ['all', 'da', 'ka', 'zi', 'pi'] as const;
export type DownloadCodeKind = (typeof DOWNLOAD_CODE_KINDS)[number];
export const DOWNLOAD_KIND_CATEGORY: Record<DownloadCodeKind, ResourceCategory | null> = {
  all: null,
  pi: null,
  da: 'daan',
  ka: 'kejian',
  zi: 'ziliao',
};

/** GET bookmain/getDownloadsByCode?lessonno&kind: the resources of the book(s) a code belongs to. */
export const downloadsByCodeQuery = z.object({
  lessonno: bookCodeSchema,
  kind: z
    .enum(DOWNLOAD_CODE_KINDS, { error: `类型（kind）须为以下之一：${DOWNLOAD_CODE_KINDS.join('、')}` })
    .default('all'),
});
export type DownloadsByCodeQuery = z.input<typeof downloadsByCodeQuery>;

export interface CodeDownloads {
  /** The book(s) of the code: one for lesson and resource codes, one or more for a book code. */
  books: BookListItem[];
  /** The coded lesson's title, '' for book and resource codes. */
  lessonTitle: string;
  kind: DownloadCodeKind;
  /** Resources of those books (or the one coded resource), filtered by the kind's category. */
  list: DownloadResource[];
}
