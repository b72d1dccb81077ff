import { Timing, type DicEntry } from '@jc/contract';
import { Carousel } from '@/components/Carousel/Carousel';
import styles from './HomeBooks.module.css';

/** The mainbanner carousel: every 2 s, circular; a tap opens the banner's link. */
export function BannerCarousel({
  banners,
  onOpen,
}: {
  banners: readonly DicEntry[];
  onOpen: (banner: DicEntry) => void;
}) {
  return (
    <Carousel
      items={banners}
      itemKey={(banner) => banner.id}
      intervalMs={Timing.bannerInterval}
      label="活动横幅"
      renderItem={(banner) => (
        <button type="button" className={styles.bannerItem} onClick={() => onOpen(banner)}>
          <img src={banner.icon} alt={banner.name} />
        </button>
      )}
    />
  );
}
