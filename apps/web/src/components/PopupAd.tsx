import { useEffect, useState } from 'react';
import { shouldShowAd, Timing, todayInShanghai, type PopupAd as PopupAdItem } from '@jc/contract';
import { storage, StorageKeyOf } from '@/lib/storage';
import { CloseIcon } from './icons';
import styles from './PopupAd.module.css';
import { Picture } from './Picture/Picture';

/**
 * The pop-up ad (spec section 4, "Ads"): the first ad of a page appears 500 ms after it arrives, once a
 * calendar day in China (localStorage `adShownDate:{page}`, or `adShownDate:{page}:{subject}` on video
 * pages) unless its desc is `everyTime`. A tap on the picture closes it and hands the ad to `onOpen`;
 * the round button closes it.
 */
export function PopupAd({
  ad,
  page,
  subject,
  onOpen,
}: {
  /** Nothing shows while undefined (not loaded yet, or held back by the page). */
  ad: PopupAdItem | undefined;
  page: string;
  /** Counts the day per subject (video pages). */
  subject?: number | null;
  onOpen: (ad: PopupAdItem) => void;
}) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!ad || ad.icon.trim() === '') return;
    const key = StorageKeyOf.adShownDate(page, subject);
    const today = todayInShanghai(new Date());
    if (!shouldShowAd({ desc: ad.desc, today, lastShown: storage.get(key) })) return;
    const timer = setTimeout(() => {
      setVisible(true);
      // Without storage the ad may show again: harmless.
      storage.trySet(key, today);
    }, Timing.adPopupDelay);
    return () => clearTimeout(timer);
  }, [ad, page, subject]);

  if (!visible || !ad) return null;
  return (
    <div className={styles.mask} role="dialog" aria-label={ad.name || '活动'}>
      <div className={styles.card}>
        <button
          type="button"
          className={styles.image}
          onClick={() => {
            setVisible(false);
            onOpen(ad);
          }}
        >
          <Picture src={ad.icon} alt={ad.name} />
        </button>
        <button
          type="button"
          className={styles.close}
          aria-label="关闭广告"
          onClick={() => setVisible(false)}
        >
          <CloseIcon size={18} />
        </button>
      </div>
    </div>
  );
}
