/**
 * Pop-up ad frequency (spec section 4, "Ads"): an ad whose desc is `everyTime` shows every time;
 * any other ad shows once per calendar day (China time), per subject on video pages.
 */

export const AD_EVERY_TIME = 'everyTime';

/** Prefix of the localStorage keys holding the date (YYYY-MM-DD) an ad was last shown. */
export const AD_SHOWN_KEY_PREFIX = 'adShownDate';

export interface AdFrequencyInput {
  /** `desc` of the first ad entry. */
  desc: string | null | undefined;
  /** Today as YYYY-MM-DD (see todayInShanghai). */
  today: string;
  /** The stored last-shown date, if any. */
  lastShown: string | null | undefined;
}

export function shouldShowAd(opts: AdFrequencyInput): boolean {
  if ((opts.desc ?? '').trim() === AD_EVERY_TIME) return true;
  return (opts.lastShown ?? '').trim() !== opts.today.trim();
}

/** `adShownDate:{page}`, or `adShownDate:{page}:{subject}` on video pages (per subject). */
export function adShownKey(page: string, subject?: string | number | null): string {
  const base = `${AD_SHOWN_KEY_PREFIX}:${page.trim()}`;
  const sub = subject === undefined || subject === null ? '' : String(subject).trim();
  return sub === '' ? base : `${base}:${sub}`;
}

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The calendar date in China (UTC+8, no daylight saving since 1991) as YYYY-MM-DD, independent of the
 * device's time zone. Throws a RangeError for an invalid Date.
 */
export function todayInShanghai(now: Date): string {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('todayInShanghai: invalid date');
  return new Date(time + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}
