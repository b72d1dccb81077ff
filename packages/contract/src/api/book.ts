import { z } from 'zod';
import type { Paged } from '../envelope.js';
import type { AppMenuItem } from './menu.js';
import { sixDigitPassword } from './account.js';
import { isEan13 } from '../rules/ean13.js';

/**
 * The textbook calls (bookmain/, bookMain/, bookContent/, book/, answer password, enterprise contact).
 * Decisions beyond the spec are written down in docs/catalogue.md.
 */

// ---------------------------------------------------------------- shared pieces

/** Item (timu) types: s video, t audio, y and k (video-like and audio-like extras), 7 = treated as s. */
export const TIMU_TYPES = ['s', 't', 'y', 'k', '7'] as const;
export type TimuType = (typeof TIMU_TYPES)[number];
/** Types the player shows as a video (s, 7 and y); t and k are audio. */
export const VIDEO_TIMU_TYPES: readonly TimuType[] = ['s', '7', 'y'];

const page = {
  pageNum: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数须为数字' })
    .int('每页条数须为整数')
    .min(1, '每页条数至少为1')
    .max(100, '每页条数不能超过100')
    .default(10),
};

/** A book number: 1 to 20 characters of letters, digits, `_` or `-` (e.g. `927`, `YW1A`). */
export const bookNoSchema = z
  .string({ error: '请输入书号' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, '书号不正确');

const dicId = (label: string) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .int(`${label}不正确`)
    .positive(`${label}不正确`);

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

// ---------------------------------------------------------------- book detail

/** getBookInfo/{id}: `id` is the book number. */
export const bookNoParams = z.object({ bookNo: bookNoSchema });

export interface AddFriendInfo {
  /** Whether the enterprise-contact prompt applies to this book's videos. */
  isVideo: boolean;
  /** Watched fraction (0..100) at which the prompt appears; 0 = about 1 s after load. */
  percent: number;
  /** Enterprise-contact QR id (weixinService/getQiweiqrCode, updateHits/{qrId}/openQr); null = none. */
  qrId: number | null;
}

/** Book (bkInfo), spec section 3. */
export interface BkInfo {
  bookNo: string;
  title: string;
  subTitle: string;
  pictureV: string;
  /** Subject name (语文) and dictionary id. */
  subject: string;
  subjectId: number;
  /** Edition / area, e.g. 人教版. */
  bookarea: string;
  /** Grade name (一年级) and dictionary id. */
  grade: string;
  gradeId: number;
  /** Volume name (上册) and dictionary id. */
  cebie: string;
  cebieId: number;
  /** Number of leaf lessons. */
  countLesson: number;
  /** Plays of the book's video items (served up to a minute stale). */
  hitsVideo: number;
  buttons: string;
  addFriendInfo: AddFriendInfo;
  /** `YYYY-MM-DD HH:mm:ss`: changes whenever the book, its lessons or items change. */
  updateDate: string;
}

/** One playable item (timu). */
export interface Timu {
  timuId: number;
  /** Media address (`/media/...` or an https address). */
  path: string;
  title: string;
  type: TimuType;
  /** Cover picture; '' when none. */
  cover: string;
  /** Seconds. */
  duration: number;
}

/** A lesson tree node; depth up to 4. */
export interface LessonNode {
  id: number;
  /** The lesson's media kind (the type of its first item, '' for a node without items). */
  type: TimuType | '';
  title: string;
  /** Scan code of the lesson (`100500101`), '' when none. */
  lessonNo: string;
  isLeaf: boolean;
  children: LessonNode[];
  timuList: Timu[];
}

/** Renew info for the client's book cache. */
export interface BkInfoRenew {
  bookNo: string;
  updateDate: string;
}

/** GET bookmain/getBookInfo/{id}. */
export interface BookInfo {
  bkInfo: BkInfo;
  lessonList: LessonNode[];
  bkInfoRenew: BkInfoRenew;
}

// GET bookmain/getBookChange/{id} answers BkInfoRenew.

// ---------------------------------------------------------------- codes

export const QRCODE_TYPES = ['all', ...TIMU_TYPES] as const;

/** GET book/getQrcodeInfoRenew?lessonno&type (type default all). */
export const qrcodeInfoQuery = z.object({
  lessonno: z
    .string({ error: '请输入课程编码（lessonno）' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, '课程编码（lessonno）不正确'),
  type: z
    .enum(QRCODE_TYPES, { error: `类型（type）须为以下之一：${QRCODE_TYPES.join('、')}` })
    .default('all'),
});
export type QrcodeInfoQuery = z.input<typeof qrcodeInfoQuery>;

export interface QrcodeInfo {
  bkInfo: BkInfo;
  bkInfoRenew: BkInfoRenew;
  /** From the top-level lesson down to the coded lesson. */
  lessonPath: { id: number; title: string }[];
  /** The coded lesson with its subtree. */
  lesson: LessonNode;
  /** Items of the lesson and its subtree, filtered by `type` (7 counts as s). */
  timuList: Timu[];
}

// ---------------------------------------------------------------- search

/** GET bookmain/getBookSearchList/{kw}?pageNum&pageSize: books whose title, subtitle or a lesson title match. */
export const bookSearchParams = z.object({
  kw: z.string({ error: '请输入搜索内容' }).trim().min(1, '请输入搜索内容').max(30, '搜索内容不能超过30个字'),
});
/** Books that have e-sample books, listening material (t, k items), answers or downloadable resources. */
export const BOOK_LIST_TYPES = ['ebook', 'listening', 'answer', 'download'] as const;
export type BookListType = (typeof BOOK_LIST_TYPES)[number];
const bookListType = z.enum(BOOK_LIST_TYPES, {
  error: `类型（type）须为以下之一：${BOOK_LIST_TYPES.join('、')}`,
});
/** `type` (optional) keeps only books with e-books, listening material or answers (searchAnswer uses `answer`). */
export const bookSearchQuery = z.object({ ...page, type: bookListType.optional() });

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

// ---------------------------------------------------------------- favorites and history

export const FAVORITE_KINDS = ['book', 'resource'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];
const favoriteKind = z.enum(FAVORITE_KINDS, { error: '收藏类型（type）须为 book 或 resource' });

/**
 * getFavoritesExists/{v}, setFavorites/{v}, removeFavorites/{v}: `v` is a book number (`?type=book`, the
 * default) or a resource id (`?type=resource`).
 */
export const favoriteTargetParams = z.object({
  target: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, '收藏对象（书号或资源编号）不正确'),
});
export const favoriteKindQuery = z.object({ type: favoriteKind.default('book') });
/** GET book/getFavoritesList/{v}: `v` is the type (book or resource); paged. */
export const favoritesListParams = z.object({ type: favoriteKind });
export const favoritesListQuery = z.object(page);

export interface FavoriteItem {
  kind: FavoriteKind;
  /** Book number, or resource id as a string. */
  targetId: string;
  title: string;
  picture: string;
  /** For resources: the book it belongs to. */
  bookNo: string;
  createdAt: string;
}

export interface FavoriteExists {
  exists: boolean;
}

/** POST book/saveBrowse/{id}: records a visit of book `id` (keeps the last 100 books per user). */
export interface BrowseItem extends BookListItem {
  subTitle: string;
  visitedAt: string;
}
/** GET book/getBrowseList?pageNum&pageSize: newest first. */
export const browseListQuery = z.object(page);
/** POST book/removeBrowse?bookNo=…: one book, or every entry when bookNo is omitted. */
export const removeBrowseInput = z.object({ bookNo: bookNoSchema.optional() });

// ---------------------------------------------------------------- learning progress

/** POST book/saveProgress {timuId, position, duration}: seconds; the last position per user and item. */
export const saveProgressInput = z.object({
  timuId: dicId('资源编号（timuId）'),
  position: z.coerce
    .number({ error: '播放位置（position）须为数字' })
    .min(0, '播放位置（position）不能为负')
    .max(86_400),
  duration: z.coerce
    .number({ error: '时长（duration）须为数字' })
    .min(0, '时长（duration）不能为负')
    .max(86_400)
    .optional(),
});
export type SaveProgressInput = z.input<typeof saveProgressInput>;

/** GET book/getProgress?bookNo: the user's progress in the items of a book. */
export const progressQuery = z.object({ bookNo: bookNoSchema });

export interface ItemProgress {
  timuId: number;
  /** Seconds into the item where the user left off (0 after finishing). */
  position: number;
  duration: number;
  /** Whether the user reached the end (position ≥ 95 % of duration at some point). */
  finished: boolean;
  updatedAt: string;
}

export interface BookProgress {
  bookNo: string;
  /** The item played last, null when none. */
  lastTimuId: number | null;
  items: ItemProgress[];
}

// ---------------------------------------------------------------- e-books, PDFs, downloads, answers

/** GET book/getEBookArea. */
export interface EBookArea {
  id: number;
  name: string;
}

/** An e-book (sample book): a PDF plus its page images. */
export interface EBook {
  id: number;
  areaId: number;
  title: string;
  cover: string;
  subjectId: number;
  gradeId: number;
  cebieId: number;
  bookNo: string;
  pdf: string;
  pages: number;
}

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

/**
 * GET bookMain/getPagePicList/{v}: the page pictures of the e-book of a book. `v` is what the book's QR
 * code carries (`/r?bk=…` → `/pages/book/bookIndex?id=…`): a book code of the catalogue (`bk927`) or a
 * plain book number (`927`). Unknown → 404; a book without an e-book → 404 `这本书暂无电子书`.
 */
export const pagePicListParams = z.object({
  bookCode: z
    .string({ error: '请输入图书编码（id）' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, '图书编码（id）不正确'),
});

/** One page picture of an e-book; `width`/`height` in pixels, so the client can reserve the space. */
export interface EBookPagePic {
  /** From 1. */
  page: number;
  path: string;
  width: number;
  height: number;
}

export interface EBookPages {
  ebook: EBook;
  /** The edition (e-book area) name, e.g. 部编版. */
  areaName: string;
  /** The printed book the e-book belongs to. */
  book: {
    bookNo: string;
    title: string;
    subTitle: string;
    pictureV: string;
    subject: string;
    grade: string;
    cebie: string;
  };
  /** In page order; empty when the e-book has only its PDF (the client shows the PDF then). */
  pages: EBookPagePic[];
}

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

/** A code printed in a book: a lesson code (lessonno), a book QR code, a resource code or a book number. */
export const bookCodeSchema = z
  .string({ error: '请输入课程编码（lessonno）' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, '课程编码（lessonno）不正确');

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

/** GET book/getbookQrcodeInfoListen/{v}: `v` a lesson code, book code or book number. */
export const listenCodeParams = z.object({ lessonno: bookCodeSchema });

/** The listening (t, k) items of the book a code maps to. */
export interface ListenByCode {
  bkInfo: BkInfo;
  list: Timu[];
}

/** bookContent/getAnswer/{v}: `v` is the book number; `ticket` from answerVerifyingPwd, or `pwd` directly. */
export const answerQuery = z.object({
  ticket: z.string().trim().max(64).optional(),
  pwd: sixDigitPassword.optional(),
});

export interface AnswerPage {
  title: string;
  /** A PDF or an image. */
  path: string;
  kind: 'pdf' | 'image';
}

export interface BookAnswer {
  bookNo: string;
  title: string;
  pages: AnswerPage[];
}

/** POST myInfo/answerSavePwd {pwd} (6 digits; `oldPwd` required when one is set). */
export const saveAnswerPwdInput = z.object({ pwd: sixDigitPassword, oldPwd: sixDigitPassword.optional() });
/** POST myInfo/answerVerifyingPwd {pwd} → AnswerTicket. */
export const verifyAnswerPwdInput = z.object({ pwd: sixDigitPassword });
/** POST myInfo/answerRemovePwd: needs `pwd`, a `ticket`, or a session verified in the last 30 minutes. */
export const removeAnswerPwdInput = answerQuery;

/** Answer-password refusals (HTTP 409) the client tells apart: set one first, or verify first. */
export const AnswerCode = { pwdNotSet: 810, notVerified: 811 } as const;
/** Wrong answer passwords: the fifth within 15 minutes locks the check for 15 minutes (429). */
export const ANSWER_PWD_MAX_TRIES = 5;
export const ANSWER_PWD_LOCK_MS = 15 * 60_000;
/** A verification (ticket, and the verifying session) lasts this long. */
export const ANSWER_VERIFY_TTL_MS = 30 * 60_000;

/**
 * A verification valid for 30 minutes: pass it as `ticket` to getAnswer and answerRemovePwd; the
 * session (token) that verified is also trusted without it for the same time.
 */
export interface AnswerTicket {
  ticket: string;
  expiresAt: string;
}

// ---------------------------------------------------------------- enterprise contact

/** GET weixinService/checkUserWeCom?qrId: whether the user joined the enterprise contact. */
export interface WeComStatus {
  joined: boolean;
}

/**
 * GET weixinService/getQiweiqrCode?type[&qrId]: the enterprise-contact popup (spec section 2). `qrId` (a
 * book's addFriendInfo.qrId) picks that popup when it exists; otherwise `type`, else `default`.
 */
export const qiweiQrQuery = z.object({
  type: z.string().trim().max(30, '类型（type）不能超过30个字符').default('default'),
  qrId: z.coerce
    .number({ error: '二维码编号（qrId）须为数字' })
    .int('二维码编号（qrId）不正确')
    .positive('二维码编号（qrId）不正确')
    .optional(),
});
export interface QiweiQrCode {
  qrId: number;
  pageTitle: string;
  qrTitle: string;
  qrTitle2: string;
  /** QR picture. */
  path: string;
  bottomText: string;
  canClose: boolean;
}

/** GET thirdpart/getQiweiUser. */
export interface QiweiUser {
  joined: boolean;
  /** When the user joined, or '' when not. */
  joinedAt: string;
}

/** POST weixinService/setUserWeCom {account, joined} (admin): marks a user as joined or not. */
export const setUserWeComInput = z.object({
  account: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64),
  joined: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
      error: '是否加入（joined）须为 true 或 false',
    })
    .transform((v) => v === true || v === 'true' || v === '1'),
});

// ---------------------------------------------------------------- less hot reads

/** GET bookmain/getBookList?grade&cebie&subject&pageNum&pageSize (every filter optional). */
export const bookListQuery = z.object({
  grade: dicId('年级').optional(),
  cebie: dicId('册别').optional(),
  subject: dicId('学科').optional(),
  ...page,
});

/** GET bookmain/getBookInfoOne?bookNo (→ BkInfo), bookContent/getTingli?bookNo (→ Timu[] of types t, k). */
export const bookNoQuery = z.object({ bookNo: bookNoSchema });

/** A numeric path id: getEBookInfo/{v} (area), getEBookOne/{v}, getBookDownloadInfo/{id}. */
export const idParams = z.object({ id: dicId('编号') });

/** GET bookmain/getBookDownloadList?bookNo&category&pageNum&pageSize → Paged<DownloadResource>. */
export const downloadListQuery = z.object({
  bookNo: bookNoSchema.optional(),
  category: z
    .enum(RESOURCE_CATEGORIES, {
      error: `资源类别（category）须为以下之一：${RESOURCE_CATEGORIES.join('、')}`,
    })
    .optional(),
  ...page,
});

/** GET book/getSubjectPdfList?subject → EBook[]. */
export const subjectPdfQuery = z.object({ subject: dicId('学科').optional() });

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

/** GET bookMain/getFunctionMenu/{v}: the app menus of one position (→ AppMenuItem[]). */
export const functionMenuParams = z.object({
  type: z.enum(['home', 'extend', 'my'], { error: '菜单类型须为 home、extend 或 my' }),
});

/** GET bookmain/getBooklistByType?type&grade&cebie&subject&pageNum&pageSize → Paged<BookListItem>. */
export const bookListByTypeQuery = z.object({
  type: bookListType,
  grade: dicId('年级').optional(),
  cebie: dicId('册别').optional(),
  subject: dicId('学科').optional(),
  ...page,
});

// ---------------------------------------------------------------- video book, messenger JS-SDK

/** GET book/getbookInfoShipin/{v}: `v` is a book number (→ ShipinBookInfo). */
export const shipinParams = z.object({ bookNo: bookNoSchema });

/** One video of a video book, numbered in tree order. */
export interface ShipinItem extends Timu {
  /** Position in the book's videos, from 1 ("video n" of a printed index). */
  index: number;
  /** The lesson the video belongs to. */
  lessonId: number;
  lessonTitle: string;
  /** That lesson's scan code, '' when none. */
  lessonNo: string;
}

/** The video book: the book and its video items (`s`, `7`, `y`) in tree order. */
export interface ShipinBookInfo {
  bkInfo: BkInfo;
  bkInfoRenew: BkInfoRenew;
  videoList: ShipinItem[];
}

/** GET book/getwxjsConfig?url: the page address to sign (http or https; a `#fragment` is ignored). */
export const wxJsConfigQuery = z.object({
  url: z
    .string({ error: '请输入页面地址（url）' })
    .trim()
    .min(1, '请输入页面地址（url）')
    .max(1000, '页面地址（url）不能超过1000个字符')
    .regex(/^https?:\/\/[^\s]+$/i, '页面地址（url）须以 http:// 或 https:// 开头')
    // The messenger signs the address without its fragment.
    .transform((url) => url.split('#')[0] ?? url),
});

/** The messenger JS-SDK configuration for `wx.config` (sharing). */
export interface WxJsConfig {
  appId: string;
  /** Seconds since the epoch. */
  timestamp: number;
  nonceStr: string;
  /** sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, lower-case hex. */
  signature: string;
}
