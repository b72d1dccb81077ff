import { z } from 'zod';
import type { Paged } from '../envelope.js';
import { pageQuery } from '../paging.js';
import { isEan13 } from '../rules/ean13.js';
import type { AppMenuItem } from '../menu/types.js';
import { dicId } from '../shared/book-fields.js';

/**
 * The catalogue and home calls of the textbooks: home lists, book lists, codes and barcodes, search,
 * ads and hit counters. Decisions beyond the spec are written down in docs/catalogue.md.
 */

// ---------------------------------------------------------------- shared pieces

/** Item (timu) types: s video, t audio, y and k (video-like and audio-like extras), 7 = treated as s. */
export const TIMU_TYPES = ['s', 't', 'y', 'k', '7'] as const;
export type TimuType = (typeof TIMU_TYPES)[number];
/** Types the player shows as a video (s, 7 and y); t and k are audio. */
export const VIDEO_TIMU_TYPES: readonly TimuType[] = ['s', '7', 'y'];

/** A book number: 1 to 20 characters of letters, digits, `_` or `-` (e.g. `927`, `YW1A`). */
export const bookNoSchema = z
  .string({ error: '请输入书号' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, '书号不正确');

/** A code printed in a book: a lesson code (lessonno), a book QR code, a resource code or a book number. */
export const bookCodeSchema = z
  .string({ error: '请输入课程编码（lessonno）' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, '课程编码（lessonno）不正确');

/** A numeric path id: getEBookInfo/{v} (area), getEBookOne/{v}, getBookDownloadInfo/{id}. */
export const idParams = z.object({ id: dicId('编号') });

// ---------------------------------------------------------------- home

/** GET bookmain/getMainPageBookList?subject&grade&cebie (dictionary ids; subject omitted = every subject). */
export const mainPageBookListQuery = z.object({
  subject: dicId('学科').optional(),
  grade: dicId('年级'),
  cebie: dicId('册别'),
});
export type MainPageBookListQuery = z.input<typeof mainPageBookListQuery>;

/** A book card on the home page. */
export interface BookListItem {
  bookNo: string;
  title: string;
  /** Cover picture (a `/media/...` address). */
  pictureV: string;
  /** Comma-separated `type-name` pairs, e.g. `s-视频,t-音频,d-下载,kf-客服` (parse with `parseBookButtons`). */
  buttons: string;
}

export interface MainPageBookList {
  /** The home function menu (menu position `home`). */
  funMenuList: AppMenuItem[];
  /** Books of the subject, grade and volume; empty → "no suitable book information". */
  list: BookListItem[];
}

// ---------------------------------------------------------------- book lists

/** Books that have e-sample books, listening material (t, k items), answers or downloadable resources. */
export const BOOK_LIST_TYPES = ['ebook', 'listening', 'answer', 'download'] as const;
export type BookListType = (typeof BOOK_LIST_TYPES)[number];
const bookListType = z.enum(BOOK_LIST_TYPES, {
  error: `类型（type）须为以下之一：${BOOK_LIST_TYPES.join('、')}`,
});

/** GET bookmain/getBookList?grade&cebie&subject&pageNum&pageSize (every filter optional). */
export const bookListQuery = z.object({
  grade: dicId('年级').optional(),
  cebie: dicId('册别').optional(),
  subject: dicId('学科').optional(),
  ...pageQuery,
});

/** GET bookmain/getBooklistByType?type&grade&cebie&subject&pageNum&pageSize → Paged<BookListItem>. */
export const bookListByTypeQuery = z.object({
  type: bookListType,
  grade: dicId('年级').optional(),
  cebie: dicId('册别').optional(),
  subject: dicId('学科').optional(),
  ...pageQuery,
});

/** GET bookMain/getFunctionMenu/{v}: the app menus of one position (→ AppMenuItem[]). */
export const functionMenuParams = z.object({
  type: z.enum(['home', 'extend', 'my'], { error: '菜单类型须为 home、extend 或 my' }),
});

// ---------------------------------------------------------------- codes and barcodes

/** GET book/getbookQrcodeInfo/{v}: the books behind a book QR code (→ BookListItem[]). */
export const qrCodeParams = z.object({
  qrcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, '二维码内容不正确'),
});

/**
 * A book barcode (条形码, TXM): an EAN-13, i.e. 13 digits with a valid check digit (the ISBN-13 on the
 * back cover, 978-7-… without dashes).
 */
export const txmSchema = z
  .string({ error: '请输入条形码' })
  .trim()
  .min(1, '请输入条形码')
  .regex(/^\d{13}$/, '条形码须为13位数字')
  .refine(isEan13, '条形码校验位不正确');

/** GET bookmain/getBookByTXM?txm: the books printed with that barcode (→ BookListItem[], 404 when none). */
export const bookByTxmQuery = z.object({ txm: txmSchema });
export type BookByTxmQuery = z.input<typeof bookByTxmQuery>;

// ---------------------------------------------------------------- search

/** GET bookmain/getBookSearchList/{kw}?pageNum&pageSize: books whose title, subtitle or a lesson title match. */
export const bookSearchParams = z.object({
  kw: z.string({ error: '请输入搜索内容' }).trim().min(1, '请输入搜索内容').max(30, '搜索内容不能超过30个字'),
});
/** `type` (optional) keeps only books with e-books, listening material or answers (searchAnswer uses `answer`). */
export const bookSearchQuery = z.object({ ...pageQuery, type: bookListType.optional() });
/** The search's one input: the keyword of the path, then the query. */
export const bookSearchInput = z.object({ ...bookSearchParams.shape, ...bookSearchQuery.shape });
export type BookSearchInput = z.input<typeof bookSearchInput>;

export interface BookSearchItem extends BookListItem {
  subTitle: string;
  subject: string;
  grade: string;
  cebie: string;
  /** The first matching lesson title when the match came from a lesson, else ''. */
  matchedLesson: string;
}
export type BookSearchList = Paged<BookSearchItem>;

/** GET bookmain/getEBookHotSearchList. */
export interface HotWord {
  id: number;
  word: string;
}

// ---------------------------------------------------------------- ads

/** GET bookmain/getTanchuang?page&subject: pop-up ads of a page (home, bookDetails, …). */
export const tanchuangQuery = z.object({
  page: z
    .string({ error: '请输入页面（page）' })
    .trim()
    .regex(/^[A-Za-z]{1,30}$/, '页面（page）不正确'),
  subject: dicId('学科').optional(),
});

/** Pop-up ad; the client shows `list[0]` when `shouldShowAd({ desc })` says so. */
export interface PopupAd {
  id: number;
  name: string;
  icon: string;
  urlAddress: string;
  /** `everyTime` or `daily`. */
  desc: string;
  qrId: number | null;
}

/** GET bookmain/getVideoADPic?subject: the two ad carousels of the book detail page. */
export const videoAdQuery = z.object({ subject: dicId('学科').optional() });
export interface VideoAdPics {
  top: PopupAd[];
  bottom: PopupAd[];
}

// ---------------------------------------------------------------- hits

export const HIT_KINDS = [...TIMU_TYPES, 'banner', 'ad', 'openQr'] as const;
export type HitKind = (typeof HIT_KINDS)[number];

/**
 * POST bookContent/updateHits/{id}/{kind}: id = timuId (item kinds), dictionary id (banner), page ad id
 * (`ad`: the pop-up ads and carousels of getTanchuang / getVideoADPic), qrId (openQr).
 */
export const updateHitsParams = z.object({
  id: dicId('编号'),
  type: z.enum(HIT_KINDS, { error: `统计类型（kind）须为以下之一：${HIT_KINDS.join('、')}` }),
});
