import type {
  BkInfo,
  BkInfoRenew,
  BookInfo,
  ListenByCode,
  QrcodeInfo,
  ShipinBookInfo,
  Timu,
  WxJsConfig,
} from '../api/book-detail.js';
import { as, get } from '../endpoint.js';

/** A book and its lessons: the detail (a cached hot read), its cache check, codes, videos, listening. */
export const bookDetailEndpoints = {
  info: get('bookmain/getBookInfo/{bookNo}', {
    auth: 'none',
    input: (s) => s.bookNoParams,
    answer: as<BookInfo>(),
  }),
  /** The update date, read fresh, for the client's book cache. */
  change: get('bookmain/getBookChange/{bookNo}', {
    auth: 'none',
    input: (s) => s.bookNoParams,
    answer: as<BkInfoRenew>(),
  }),
  summary: get('bookmain/getBookInfoOne', {
    auth: 'none',
    input: (s) => s.bookNoQuery,
    answer: as<BkInfo>(),
  }),
  /** The lesson behind a lesson code, with its items. */
  qrcodeInfo: get('book/getQrcodeInfoRenew', {
    auth: 'none',
    input: (s) => s.qrcodeInfoQuery,
    answer: as<QrcodeInfo>(),
  }),
  videoBook: get('book/getbookInfoShipin/{bookNo}', {
    auth: 'none',
    input: (s) => s.shipinParams,
    answer: as<ShipinBookInfo>(),
  }),
  listening: get('bookContent/getTingli', {
    auth: 'none',
    input: (s) => s.bookNoQuery,
    answer: as<Timu[]>(),
  }),
  listeningByCode: get('book/getbookQrcodeInfoListen/{lessonno}', {
    auth: 'none',
    input: (s) => s.listenCodeParams,
    answer: as<ListenByCode>(),
  }),
  /** The messenger JS-SDK signature for sharing a page. */
  wxJsConfig: get('book/getwxjsConfig', {
    auth: 'none',
    input: (s) => s.wxJsConfigQuery,
    answer: as<WxJsConfig>(),
  }),
};
