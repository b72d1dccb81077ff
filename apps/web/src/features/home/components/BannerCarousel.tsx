import { Swiper } from 'antd-mobile';
import { Timing, type DicEntry } from '@jc/contract';
import styles from './HomeBooks.module.css';

/** The mainbanner carousel (antd-mobile Swiper: every 2 s, circular). Lazy: Swiper brings its gestures. */
export default function BannerCarousel({
  banners,
  onOpen,
}: {
  banners: readonly DicEntry[];
  onOpen: (banner: DicEntry) => void;
}) {
  return (
    <Swiper
      className={styles.swiper}
      autoplay={banners.length > 1}
      autoplayInterval={Timing.bannerInterval}
      loop={banners.length > 1}
      indicatorProps={{ color: 'white' }}
    >
      {banners.map((banner) => (
        <Swiper.Item key={banner.id}>
          <button type="button" className={styles.bannerItem} onClick={() => onOpen(banner)}>
            <img src={banner.icon} alt={banner.name} />
          </button>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
