import type {
  BookListItem,
  BookSearchList,
  HotWord,
  MainPageBookList,
  PopupAd,
  VideoAdPics,
} from '../api/books.js';
import type { AppMenuItem } from '../api/menu.js';
import type { Paged } from '../envelope.js';
import { as, get, post } from '../endpoint.js';

/** The catalogue and home: book lists, codes and barcodes, search, ads and hit counters. */
export const booksEndpoints = {
  /** Home: the function menu and the books of a subject, grade and volume (a cached hot read). */
  home: get('bookmain/getMainPageBookList', {
    auth: 'none',
    input: 'mainPageBookListQuery',
    answer: as<MainPageBookList>(),
  }),
  list: get('bookmain/getBookList', {
    auth: 'none',
    input: 'bookListQuery',
    answer: as<Paged<BookListItem>>(),
  }),
  /** Books with e-books, listening material, answers or downloads. */
  listByType: get('bookmain/getBooklistByType', {
    auth: 'none',
    input: 'bookListByTypeQuery',
    answer: as<Paged<BookListItem>>(),
  }),
  functionMenu: get('bookMain/getFunctionMenu/{type}', {
    auth: 'none',
    input: 'functionMenuParams',
    answer: as<AppMenuItem[]>(),
  }),
  /** The books behind a book QR code. */
  byQrCode: get('book/getbookQrcodeInfo/{qrcode}', {
    auth: 'none',
    input: 'qrCodeParams',
    answer: as<BookListItem[]>(),
  }),
  byBarcode: get('bookmain/getBookByTXM', {
    auth: 'none',
    input: 'bookByTxmQuery',
    answer: as<BookListItem[]>(),
  }),
  search: get('bookmain/getBookSearchList/{kw}', {
    auth: 'none',
    input: 'bookSearchInput',
    answer: as<BookSearchList>(),
  }),
  hotWords: get('bookmain/getEBookHotSearchList', { auth: 'none', answer: as<HotWord[]>() }),
  popupAds: get('bookmain/getTanchuang', { auth: 'none', input: 'tanchuangQuery', answer: as<PopupAd[]>() }),
  videoAds: get('bookmain/getVideoADPic', { auth: 'none', input: 'videoAdQuery', answer: as<VideoAdPics>() }),
  /** Counts a play, a tap on a banner or ad, or an opened contact QR. */
  updateHits: post('bookContent/updateHits/{id}/{type}', { auth: 'none', input: 'updateHitsParams' }),
};
