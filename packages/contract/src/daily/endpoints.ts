import type { AdminUpload } from '../catalogue/types.js';
import type { AdminDailyPiece } from './admin.js';
import type { DailyKind, DailyOne } from './types.js';
import type { Paged } from '../envelope.js';
import { as, get, post, type AnyEndpoint } from '../endpoint.js';

const daily = <const P extends string>(path: P) => get(path, 'none', 'dailyQuery', as<DailyOne>());

/** The daily reading calls, one per kind (keys are the kinds of DAILY_KINDS). */
export const dailyEndpoints = {
  chendu: daily('bookmain/getChenduOne'),
  ciyutx: daily('bookmain/getCiyuTXOne'),
  yuedu: daily('bookmain/getYueduOne'),
  xiezuo: daily('bookmain/getXiezuoOne'),
  yuxikt: daily('bookmain/getYuxiktOne'),
  siweits: daily('bookmain/getSiweitsOne'),
  yingyutl: daily('bookmain/getYingyuTLOne'),
  ziranpd: daily('bookmain/getZiranPDOne'),
} satisfies Record<DailyKind, AnyEndpoint>;

export type { AdminDailyPiece } from './admin.js';

/** Operator calls of the daily reading pieces, admin role only, under /api/admin/daily/. */
export const adminDailyEndpoints = {
  /** Every piece, enabled or not, by kind then sort order. */
  list: get('admin/daily/getPieceList', 'admin', 'adminDailyListQuery', as<Paged<AdminDailyPiece>>()),
  piece: get('admin/daily/getPiece', 'admin', 'adminDailyIdInput', as<AdminDailyPiece>()),
  /** JSON: the text has line breaks. */
  save: post('admin/daily/savePiece', 'admin', 'adminDailySaveInput', as<AdminDailyPiece>(), 'json'),
  setEnabled: post('admin/daily/setEnabled', 'admin', 'adminDailyEnabledInput', as<AdminDailyPiece>()),
  remove: post('admin/daily/deletePiece', 'admin', 'adminDailyIdInput'),
  /** A picture, audio or video through the one upload path; its `url` goes into the piece. */
  upload: post('admin/daily/upload', 'admin', 'adminDailyUploadInput', as<AdminUpload>(), 'upload'),
};
