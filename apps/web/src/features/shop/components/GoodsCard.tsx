import { useNavigate } from 'react-router';
import { PAGES, type GoodsListItem, type Paged } from '@jc/contract';
import { InfiniteList, type InfiniteQueryLike } from '@/components/InfiniteList/InfiniteList';
import type { EmptyView } from '@/components/QueryView/QueryView';
import { Points } from './Points';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import styles from './shop.module.css';
import { Picture } from '@/components/Picture/Picture';

/**
 * A goods item of the grid, one button that opens it. Named by its text, name first (`卡通铅笔套装 60 积分
 * 已兑12 已兑完`): the picture with its 已兑完 band comes after the text in the document and is drawn
 * above it (`order`).
 */
export function GoodsCard({ goods, onOpen }: { goods: GoodsListItem; onOpen: () => void }) {
  const soldOut = goods.stock <= 0;
  return (
    <button type="button" className={styles.goodsCard} onClick={onOpen}>
      <div className={styles.goodsBody}>
        <p className={styles.goodsName}>{goods.name}</p>
        <div className={styles.goodsMeta}>
          <Points value={goods.points} size="sm" />
          <span className={styles.exchanged}>已兑{goods.exchanged}</span>
        </div>
      </div>
      <div className={styles.goodsPic}>
        <Picture src={goods.picture} alt="" loading="lazy" />
        {soldOut ? <span className={styles.soldOut}>已兑完</span> : null}
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

/** The two-column goods list of a paged goods query, loading more near its end; each card opens the goods. */
export function GoodsGrid({
  query,
  errorTitle,
  empty,
}: {
  query: InfiniteQueryLike<Paged<GoodsListItem>>;
  errorTitle: string;
  empty: EmptyView;
}) {
  const navigate = useNavigate();
  return (
    <InfiniteList
      query={query}
      error={errorTitle}
      empty={empty}
      loading={<GoodsGridSkeleton />}
      endText="— 已经到底啦 —"
    >
      {(items: GoodsListItem[]) => (
        <div className={styles.grid}>
          {items.map((g) => (
            <GoodsCard
              key={g.goodsId}
              goods={g}
              onOpen={() => void navigate(`${PAGES.shoppingDetail.path}?goodsId=${g.goodsId}`)}
            />
          ))}
        </div>
      )}
    </InfiniteList>
  );
}
