import { z } from 'zod';
import { bookCodeSchema, bookNoSchema, TIMU_TYPES, type TimuType } from '../books/types.js';

/**
 * The book detail calls: a book with its lesson tree, its cache check, lessons behind a code, the
 * video book, listening material and the messenger's sharing signature.
 */

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

/** GET bookmain/getBookInfoOne?bookNo (→ BkInfo), bookContent/getTingli?bookNo (→ Timu[] of types t, k). */
export const bookNoQuery = z.object({ bookNo: bookNoSchema });

// ---------------------------------------------------------------- lesson codes

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

// ---------------------------------------------------------------- listening

/** GET book/getbookQrcodeInfoListen/{v}: `v` a lesson code, book code or book number. */
export const listenCodeParams = z.object({ lessonno: bookCodeSchema });

/** The listening (t, k) items of the book a code maps to. */
export interface ListenByCode {
  bkInfo: BkInfo;
  list: Timu[];
}

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
