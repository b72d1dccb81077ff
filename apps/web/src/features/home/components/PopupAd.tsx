import { useEffect, useState } from 'react';
import { adShownKey, shouldShowAd, Timing, todayInShanghai, type PopupAd as PopupAdItem } from '@jc/contract';
import { CloseIcon } from '../../../components/icons';
import styles from './HomeBooks.module.css';

function readShown(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The pop-up ad: the first ad of the page appears 500 ms after it arrives, once a day (the date in
 * China, localStorage `adShownDate:home`) unless its desc is `everyTime`.
 */
export function PopupAd({
  ad,
  page,
  onOpen,
}: {
  ad: PopupAdItem | undefined;
  page: string;
  onOpen: (ad: PopupAdItem) => void;
}) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!ad || ad.icon.trim() === '') return;
    const key = adShownKey(page);
    const today = todayInShanghai(new Date());
    if (!shouldShowAd({ desc: ad.desc, today, lastShown: readShown(key) })) return;
    const timer = setTimeout(() => {
      setVisible(true);
      try {
        window.localStorage.setItem(key, today);
      } catch {
        // Without storage the ad may show again: harmless.
      }
    }, Timing.adPopupDelay);
    return () => clearTimeout(timer);
  }, [ad, page]);

  if (!visible || !ad) return null;
  return (
    <div className={styles.adMask} role="dialog" aria-label={ad.name || '活动'}>
      <div className={styles.adCard}>
        <button
          type="button"
          className={styles.adImage}
          onClick={() => {
            setVisible(false);
            onOpen(ad);
          }}
        >
          <img src={ad.icon} alt={ad.name} />
        </button>
        <button
          type="button"
          className={styles.adClose}
          aria-label="关闭广告"
          onClick={() => setVisible(false)}
        >
          <CloseIcon size={18} />
        </button>
      </div>
    </div>
  );
}
