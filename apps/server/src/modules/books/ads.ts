import type { PopupAd, VideoAdPics } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { ok } from '../../shared/envelope.js';

/**
 * Ads of a page: pop-ups (getTanchuang) and the book page's two carousels (getVideoADPic). They are read
 * from the table on every call (no cache), so a scheduled ad appears at its start and goes at its end.
 */

/** Only the ads live at `now`: enabled, started (or no start) and not ended (or no end). */
async function pageAds(
  db: Db,
  page: string,
  slot: string,
  subject: number | undefined,
  now = Date.now(),
): Promise<PopupAd[]> {
  let q = db
    .selectFrom('page_ads')
    .select(['id', 'name', 'icon', 'url_address', 'desc', 'qr_id'])
    .where('page', '=', page)
    .where('slot', '=', slot)
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  q =
    subject === undefined
      ? q.where('subject_id', 'is', null)
      : q.where((eb) => eb.or([eb('subject_id', 'is', null), eb('subject_id', '=', subject)]));
  const rows = await q.orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    icon: r.icon,
    urlAddress: r.url_address,
    desc: r.desc,
    qrId: r.qr_id,
  }));
}

export const popupAds = (db: Db, page: string, subject: number | undefined) =>
  pageAds(db, page, 'popup', subject);

/**
 * The book page's carousels as the server-rendered page reads them (first-screens): kept in the JSON
 * cache per subject, so a scheduled ad shows there up to the cache's max age (60 s) late; an operator's
 * change drops them at once (ads-admin). getVideoADPic itself stays uncached.
 */
export const VIDEO_ADS_CACHE_PREFIX = 'videoAds:';
export const videoAdsEntry = (db: Db, subject: number) => ({
  key: `${VIDEO_ADS_CACHE_PREFIX}${subject}`,
  load: async () => ok(await videoAdPics(db, subject)),
});

export async function videoAdPics(db: Db, subject: number | undefined): Promise<VideoAdPics> {
  const [top, bottom] = await Promise.all([
    pageAds(db, 'bookDetails', 'top', subject),
    pageAds(db, 'bookDetails', 'bottom', subject),
  ]);
  return { top, bottom };
}
