import { Timing, type DicEntry } from '@jc/contract';
import { Carousel } from '@/components/Carousel/Carousel';
import styles from './HomeBooks.module.css';
import { Picture } from '@/components/Picture/Picture';

/** The banner pictures' proportions (the box's aspect-ratio in HomeBooks.module.css). */
const BANNER_WIDTH = 690;
const BANNER_HEIGHT = 260;

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
          {/* The first banner is the first screen's largest paint: asked for first, its box sized. */}
          <Picture
            src={banner.icon}
            alt={banner.name}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            fetchPriority={banner === banners[0] ? 'high' : undefined}
          />
        </button>
      )}
    />
  );
}
