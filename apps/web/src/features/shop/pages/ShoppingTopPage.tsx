import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { Medal } from '@/components/Medal/Medal';
import { QueryView } from '@/components/QueryView/QueryView';
import { useHotList } from '../api/shop';
import { ListSkeleton } from '../components/GoodsCard';
import { Points } from '../components/Points';
import shopStyles from './shop-pages.module.css';
import styles from './ShoppingTopPage.module.css';
import { Picture } from '@/components/Picture/Picture';

/** 兑换风云榜: goods ranked by units exchanged in the last 30 days; medals for the top three. */
export default function ShoppingTopPage() {
  const navigate = useNavigate();
  const hot = useHotList();
  return (
    <div className={shopStyles.page}>
      <section className={styles.topHero}>
        <h1>兑换风云榜</h1>
        <p>近30天大家都在兑换什么</p>
      </section>
      <QueryView
        query={hot}
        error="榜单加载失败"
        loading={<ListSkeleton rows={4} />}
        isEmpty={(list) => list.length === 0}
        empty={{
          title: '榜单还是空的',
          description: '近30天还没有兑换记录，快去抢第一名吧。',
          actionText: '去积分商城',
          onAction: () => void navigate(PAGES.shoppingIndex.path),
        }}
      >
        {(list) => (
          <ol className={styles.rankList}>
            {list.map((g) => (
              <li key={g.goodsId}>
                <button
                  type="button"
                  className={`${shopStyles.card} ${styles.rankRow} ${g.rank <= 3 ? styles.rankTop : ''}`}
                  onClick={() => void navigate(`${PAGES.shoppingDetail.path}?goodsId=${g.goodsId}`)}
                >
                  <span className={styles.rankNo} aria-label={`第${g.rank}名`}>
                    {g.rank <= 3 ? <Medal rank={g.rank} /> : g.rank}
                  </span>
                  <Picture src={g.picture} alt="" className={styles.rankPic} loading="lazy" />
                  <span className={styles.rankBody}>
                    <span className={styles.rankName}>{g.name}</span>
                    <span className={styles.rankMeta}>
                      <Points value={g.points} size="sm" />
                      <span>近30天兑换 {g.exchangedInWindow} 件</span>
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </div>
  );
}
