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
  info: get('bookmain/getBookInfo/{bookNo}', { auth: 'none', input: 'bookNoParams', answer: as<BookInfo>() }),
  /** The update date, read fresh, for the client's book cache. */
  change: get('bookmain/getBookChange/{bookNo}', {
    auth: 'none',
    input: 'bookNoParams',
    answer: as<BkInfoRenew>(),
  }),
  summary: get('bookmain/getBookInfoOne', { auth: 'none', input: 'bookNoQuery', answer: as<BkInfo>() }),
  /** The lesson behind a lesson code, with its items. */
  qrcodeInfo: get('book/getQrcodeInfoRenew', {
    auth: 'none',
    input: 'qrcodeInfoQuery',
    answer: as<QrcodeInfo>(),
  }),
  videoBook: get('book/getbookInfoShipin/{bookNo}', {
    auth: 'none',
    input: 'shipinParams',
    answer: as<ShipinBookInfo>(),
  }),
  listening: get('bookContent/getTingli', { auth: 'none', input: 'bookNoQuery', answer: as<Timu[]>() }),
  listeningByCode: get('book/getbookQrcodeInfoListen/{lessonno}', {
    auth: 'none',
    input: 'listenCodeParams',
    answer: as<ListenByCode>(),
  }),
  /** The messenger JS-SDK signature for sharing a page. */
  wxJsConfig: get('book/getwxjsConfig', { auth: 'none', input: 'wxJsConfigQuery', answer: as<WxJsConfig>() }),
};
