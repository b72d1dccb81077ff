import type { DailyKind, DailyOne } from '../api/daily.js';
import { as, get, type AnyEndpoint } from '../endpoint.js';

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
