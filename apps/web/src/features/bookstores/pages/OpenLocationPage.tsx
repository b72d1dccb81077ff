import { useSearchParams } from 'react-router';
import { PageStatus } from '@/components/PageStatus';
import { useMapConfig } from '../api/bookstores';
import { StoreMap } from '../components/StoreMap';
import { mapAppLinks, pointOf } from '../lib/store-logic';
import styles from '../components/stores.module.css';

/** 查看位置 (/open-location?lng=&lat=&name=&address=): the point on the map, and links to the phone's map apps. */
export default function OpenLocationPage() {
  const [params] = useSearchParams();
  const point = pointOf(params);
  const name = params.get('name') ?? '';
  const address = params.get('address') ?? '';
  const config = useMapConfig();
  if (!point) return <PageStatus title="位置不正确" description="缺少有效的经纬度。" />;
  const links = mapAppLinks({ ...point, name, address });
  return (
    <div className={styles.page}>
      {config.data?.tileUrl ? (
        <StoreMap
          config={config.data}
          center={point}
          zoom={16}
          markers={[{ ...point, title: name || '位置' }]}
          label={`${name || '位置'}的地图`}
        />
      ) : null}
      <section className={styles.section} aria-label="位置">
        <h2 className={styles.title}>{name || '位置'}</h2>
        {address ? <p className={styles.line}>{address}</p> : null}
        <p className={styles.line}>
          经度 <span className={styles.coords}>{point.lng}</span>，纬度{' '}
          <span className={styles.coords}>{point.lat}</span>
        </p>
        <div className={styles.actions}>
          <a className={styles.chipOn} href={links.geo}>
            在地图应用中打开
          </a>
          <a className={styles.chip} href={links.amap} target="_blank" rel="noreferrer">
            高德地图
          </a>
          <a className={styles.chip} href={links.baidu} target="_blank" rel="noreferrer">
            百度地图
          </a>
        </div>
      </section>
    </div>
  );
}
