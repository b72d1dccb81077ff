import { useState } from 'react';
import { Badge } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PAGES, type GoodsListQuery } from '@jc/contract';
import { CartIcon, OrderIcon, SearchIcon, TrophyIcon } from '@/components/icons';
import { Tabs } from '@/components/Tabs/Tabs';
import { useMyInfo } from '@/lib/auth';
import { useCart, useCategories, useGoodsList } from '../api/shop';
import { GoodsGrid } from '../components/GoodsCard';
import shopStyles from './shop-pages.module.css';
import styles from './ShopIndexPage.module.css';

type Sort = NonNullable<GoodsListQuery['sort']>;
const SORTS: { key: Sort | 'points'; label: string }[] = [
  { key: 'default', label: '综合' },
  { key: 'hot', label: '热门' },
  { key: 'newest', label: '最新' },
];
const ALL = 0;

/** 积分商城: balance, categories, sort, the goods grid (infinite), search, hot list and cart. */
export default function ShopIndexPage() {
  const navigate = useNavigate();
  const myInfo = useMyInfo();
  const categories = useCategories();
  const cart = useCart();
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [sort, setSort] = useState<Sort>('default');
  const goods = useGoodsList({ categoryId, sort });
  const cartCount = cart.data?.reduce((n, line) => n + line.quantity, 0) ?? 0;

  const pointsSort = sort === 'pointsAsc' || sort === 'pointsDesc';

  return (
    <div className={shopStyles.page}>
      <section className={styles.hero}>
        <div className={styles.heroTop}>
          <div>
            <p className={styles.heroLabel}>我的积分</p>
            <p className={styles.heroValue}>
              {myInfo.data ? myInfo.data.points.toLocaleString('zh-CN') : '--'}
            </p>
          </div>
          <button
            type="button"
            className={styles.heroLink}
            onClick={() => void navigate(PAGES.integrationIndex.path)}
          >
            积分明细
          </button>
        </div>
        <button
          type="button"
          className={styles.searchEntry}
          onClick={() => void navigate(PAGES.shoppingSearch.path)}
        >
          <SearchIcon size={18} />
          <span>搜索想兑换的好物</span>
        </button>
      </section>

      <nav className={shopStyles.entries} aria-label="商城入口">
        <button type="button" onClick={() => void navigate(PAGES.shoppingTop.path)}>
          <span className={`${shopStyles.entryIcon} ${shopStyles.entryGold}`}>
            <TrophyIcon size={22} />
          </span>
          兑换风云榜
        </button>
        <button type="button" onClick={() => void navigate(PAGES.shoppingOrderList.path)}>
          <span className={`${shopStyles.entryIcon} ${shopStyles.entryBlue}`}>
            <OrderIcon size={22} />
          </span>
          我的订单
        </button>
        <button type="button" onClick={() => void navigate(PAGES.shoppingCar.path)}>
          <span className={`${shopStyles.entryIcon} ${shopStyles.entryGreen}`}>
            <CartIcon size={22} />
          </span>
          购物车
        </button>
      </nav>

      <div className={styles.filters}>
        {categories.data && categories.data.length > 0 ? (
          <Tabs
            label="商品分类"
            items={[
              { key: ALL, label: '全部' },
              ...categories.data.map((c) => ({ key: c.id, label: c.name })),
            ]}
            active={categoryId ?? ALL}
            onChange={(key) => setCategoryId(key === ALL ? undefined : key)}
          />
        ) : null}
        <Tabs
          label="排序"
          className={styles.sorts}
          tabClassName={styles.sort}
          activeClassName={styles.sortOn}
          items={[
            ...SORTS,
            {
              key: 'points',
              label: `积分${sort === 'pointsAsc' ? ' ↑' : sort === 'pointsDesc' ? ' ↓' : ''}`,
            },
          ]}
          active={pointsSort ? 'points' : sort}
          onChange={(key) =>
            setSort(key !== 'points' ? key : sort === 'pointsAsc' ? 'pointsDesc' : 'pointsAsc')
          }
        />
      </div>

      <GoodsGrid
        query={goods}
        errorTitle="商品加载失败"
        empty={{ title: '这里还没有商品', description: '换个分类看看吧。' }}
      />

      <button
        type="button"
        className={styles.cartFab}
        onClick={() => void navigate(PAGES.shoppingCar.path)}
        aria-label={`购物车，${cartCount}件`}
      >
        <Badge content={cartCount > 0 ? cartCount : null} style={{ '--right': '-4px', '--top': '2px' }}>
          <CartIcon size={26} />
        </Badge>
      </button>
    </div>
  );
}
