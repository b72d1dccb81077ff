import type {
  BkInfo,
  BkInfoRenew,
  BookInfo,
  ListenByCode,
  QrcodeInfo,
  ShipinBookInfo,
  Timu,
  WxJsConfig,
} from './types.js';
import { as, get } from '../endpoint.js';

/** A book and its lessons: the detail (a cached hot read), its cache check, codes, videos, listening. */
export const bookDetailEndpoints = {
  info: get('bookmain/getBookInfo/{bookNo}', 'none', 'bookNoParams', as<BookInfo>()),
  /** The update date, read fresh, for the client's book cache. */
  change: get('bookmain/getBookChange/{bookNo}', 'none', 'bookNoParams', as<BkInfoRenew>()),
  summary: get('bookmain/getBookInfoOne', 'none', 'bookNoQuery', as<BkInfo>()),
  /** The lesson behind a lesson code, with its items. */
  qrcodeInfo: get('book/getQrcodeInfoRenew', 'none', 'qrcodeInfoQuery', as<QrcodeInfo>()),
  videoBook: get('book/getbookInfoShipin/{bookNo}', 'none', 'shipinParams', as<ShipinBookInfo>()),
  listening: get('bookContent/getTingli', 'none', 'bookNoQuery', as<Timu[]>()),
  listeningByCode: get(
    'book/getbookQrcodeInfoListen/{lessonno}',
    'none',
    'listenCodeParams',
    as<ListenByCode>(),
  ),
  /** The messenger JS-SDK signature for sharing a page. */
  wxJsConfig: get('book/getwxjsConfig', 'none', 'wxJsConfigQuery', as<WxJsConfig>()),
};
