import type {
  BookListItem,
  BookSearchList,
  HotWord,
  MainPageBookList,
  PopupAd,
  VideoAdPics,
} from './types.js';
import type { AdminCodeKey, ResolvedCode } from './codes.js';
import type { AdminHotWord } from './hot-words.js';
import type { AppMenuItem } from '../menu/types.js';
import type { Paged } from '../envelope.js';
import { as, get, post } from '../endpoint.js';

/** The catalogue and home: book lists, codes and barcodes, search, ads and hit counters. */
export const booksEndpoints = {
  /** Home: the function menu and the books of a subject, grade and volume (a cached hot read). */
  home: get('bookmain/getMainPageBookList', 'none', 'mainPageBookListQuery', as<MainPageBookList>()),
  list: get('bookmain/getBookList', 'none', 'bookListQuery', as<Paged<BookListItem>>()),
  /** Books with e-books, listening material, answers or downloads. */
  listByType: get('bookmain/getBooklistByType', 'none', 'bookListByTypeQuery', as<Paged<BookListItem>>()),
  functionMenu: get('bookMain/getFunctionMenu/{type}', 'none', 'functionMenuParams', as<AppMenuItem[]>()),
  /** The books behind a book QR code. */
  byQrCode: get('book/getbookQrcodeInfo/{qrcode}', 'none', 'qrCodeParams', as<BookListItem[]>()),
  /** Any printed code (a key of spec section 4 with its value): what it names and where it opens. */
  resolveCode: get('bookmain/resolveCode', 'none', 'resolveCodeQuery', as<ResolvedCode>()),
  byBarcode: get('bookmain/getBookByTXM', 'none', 'bookByTxmQuery', as<BookListItem[]>()),
  search: get('bookmain/getBookSearchList/{kw}', 'none', 'bookSearchInput', as<BookSearchList>()),
  hotWords: get('bookmain/getEBookHotSearchList', 'none', null, as<HotWord[]>()),
  popupAds: get('bookmain/getTanchuang', 'none', 'tanchuangQuery', as<PopupAd[]>()),
  videoAds: get('bookmain/getVideoADPic', 'none', 'videoAdQuery', as<VideoAdPics>()),
  /** Counts a play, a tap on a banner or ad, or an opened contact QR. */
  updateHits: post('bookContent/updateHits/{id}/{type}', 'none', 'updateHitsParams'),
};

/** The operators' printed codes (docs/codes.md): the list and retiring one (or putting it back). */
export const adminCodeEndpoints = {
  list: get('admin/codes/getCodeKeyList', 'admin', 'adminCodeKeyListQuery', as<AdminCodeKey[]>()),
  retire: post('admin/codes/retireCodeKey', 'admin', 'adminRetireCodeKeyInput', as<AdminCodeKey>()),
};

export type { AdminHotWord, AdminSaveHotWordInput } from './hot-words.js';

/** Operator calls of the hot search words, admin role only, under /api/admin/hotword/ (books module). */
export const adminHotwordEndpoints = {
  list: get('admin/hotword/getHotWordList', 'admin', null, as<AdminHotWord[]>()),
  save: post('admin/hotword/saveHotWord', 'admin', 'adminSaveHotWordInput', as<AdminHotWord>()),
  setEnabled: post('admin/hotword/setHotWordEnabled', 'admin', 'adminHotWordEnableInput', as<AdminHotWord>()),
  remove: post('admin/hotword/deleteHotWord', 'admin', 'adminHotWordIdInput', as<null>()),
};
