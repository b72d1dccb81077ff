import { InfiniteScroll } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PAGES, type GoodsListItem } from '@jc/contract';
import { Points } from './Points';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import styles from './shop.module.css';

export function GoodsCard({ goods, onOpen }: { goods: GoodsListItem; onOpen: () => void }) {
  const soldOut = goods.stock <= 0;
  return (
    <button type="button" className={styles.goodsCard} onClick={onOpen} aria-label={goods.name}>
      <div className={styles.goodsPic}>
        <img src={goods.picture} alt="" loading="lazy" />
        {soldOut ? <span className={styles.soldOut}>已兑完</span> : null}
      </div>
      <div className={styles.goodsBody}>
        <p className={styles.goodsName}>{goods.name}</p>
        <div className={styles.goodsMeta}>
          <Points value={goods.points} size="sm" />
          <span className={styles.exchanged}>已兑{goods.exchanged}</span>
        </div>
      </div>
    </button>
  );
}

export function GoodsGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.goodsCard}>
          <Skeleton className={styles.goodsPic} />
          <div className={styles.goodsBody}>
            <Skeleton className={styles.bar} />
            <Skeleton className={`${styles.bar} ${styles.barShort}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.listSkeleton} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.card}>
          <div className={styles.skRow}>
            <Skeleton className={styles.skThumb} />
            <div className={styles.skLines}>
              <Skeleton className={styles.bar} />
              <Skeleton className={`${styles.bar} ${styles.barShort}`} />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** The two-column goods list with its infinite scroll: each card opens the goods' detail page. */
export function GoodsGrid({
  items,
  hasMore,
  loadMore,
}: {
  items: GoodsListItem[];
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  return (
    <>
      <div className={styles.grid}>
        {items.map((g) => (
          <GoodsCard
            key={g.goodsId}
            goods={g}
            onOpen={() => void navigate(`${PAGES.shoppingDetail.path}?goodsId=${g.goodsId}`)}
          />
        ))}
      </div>
      <InfiniteScroll loadMore={async () => void (await loadMore())} hasMore={hasMore}>
        {hasMore ? '加载中…' : '— 已经到底啦 —'}
      </InfiniteScroll>
    </>
  );
}
