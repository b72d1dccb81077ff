import { Timing, type PopupAd } from '@jc/contract';
import { Carousel } from '@/components/Carousel/Carousel';
import styles from '../../pages/BookDetailPage.module.css';
import { Picture } from '@/components/Picture/Picture';

/** One of the two ad carousels of 播放详情 (phones only). */
export function AdCarousel({
  ads,
  onOpen,
  label,
  first = false,
}: {
  ads: PopupAd[];
  onOpen: (ad: PopupAd) => void;
  label: string;
  /** The top carousel: its first picture is the page's largest paint, asked for first. */
  first?: boolean;
}) {
  return (
    <Carousel
      className={styles.ads}
      items={ads}
      itemKey={(ad) => ad.id}
      intervalMs={Timing.bannerInterval}
      label={label}
      renderItem={(ad) => (
        <button type="button" className={styles.adItem} onClick={() => onOpen(ad)}>
          <Picture src={ad.icon} alt={ad.name} fetchPriority={first && ad === ads[0] ? 'high' : undefined} />
        </button>
      )}
    />
  );
}
