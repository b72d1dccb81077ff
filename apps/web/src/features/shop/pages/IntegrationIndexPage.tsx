import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  GiftIcon,
  ListIcon,
  OrderIcon,
  TrophyIcon,
} from '@/components/icons';
import { useMyInfo } from '@/lib/auth';
import { useLedger } from '../api/shop';
import { LedgerRow } from '../components/LedgerRow';
import { ListSkeleton } from '../components/GoodsCard';
import shopStyles from './shop-pages.module.css';
import styles from './points-pages.module.css';

/** 我的积分 (own nav): the balance card, entries, and the latest changes. */
export default function IntegrationIndexPage() {
  const navigate = useNavigate();
  const myInfo = useMyInfo();
  const ledger = useLedger('all', 5);
  const recent = ledger.data?.pages[0]?.list ?? [];
  // Never the cached profile's number: right after paying it would show the old balance for a moment.
  const balance =
    ledger.data?.pages[0]?.balance ?? (myInfo.isPlaceholderData ? undefined : myInfo.data?.points);
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  const entries = [
    {
      text: '积分明细',
      icon: <ListIcon size={22} />,
      to: PAGES.integrationList.path,
      tone: shopStyles.entryBlue,
    },
    {
      text: '积分商城',
      icon: <GiftIcon size={22} />,
      to: PAGES.shoppingIndex.path,
      tone: shopStyles.entryWarm,
    },
    {
      text: '我的订单',
      icon: <OrderIcon size={22} />,
      to: PAGES.shoppingOrderList.path,
      tone: shopStyles.entryGreen,
    },
    {
      text: '兑换风云榜',
      icon: <TrophyIcon size={22} />,
      to: PAGES.shoppingTop.path,
      tone: shopStyles.entryGold,
    },
  ];

  return (
    <div className={shopStyles.page}>
      <header className={styles.pointsHeader}>
        <div className={styles.customNav}>
          <button
            type="button"
            aria-label="返回"
            onClick={() => (canGoBack ? void navigate(-1) : void navigate(PAGES.my.path, { replace: true }))}
          >
            <ChevronLeftIcon size={24} />
          </button>
          <h1>我的积分</h1>
          <span />
        </div>
        <div className={styles.balanceCard}>
          <p className={styles.balanceLabel}>当前积分</p>
          <p className={styles.balanceValue} data-testid="points-balance">
            {balance === undefined ? '--' : balance.toLocaleString('zh-CN')}
          </p>
          <p className={styles.balanceHint}>打卡、征文、纠错都能赚积分，快去兑换好礼吧</p>
          <button
            type="button"
            className={styles.balanceButton}
            onClick={() => void navigate(PAGES.shoppingIndex.path)}
          >
            去兑换
          </button>
        </div>
      </header>

      <nav className={`${shopStyles.card} ${shopStyles.entryGrid}`} aria-label="积分入口">
        {entries.map((e) => (
          <button key={e.text} type="button" onClick={() => void navigate(e.to)}>
            <span className={`${shopStyles.entryIcon} ${e.tone}`}>{e.icon}</span>
            {e.text}
          </button>
        ))}
      </nav>

      <section className={shopStyles.card}>
        <button
          type="button"
          className={shopStyles.cardTitleRow}
          onClick={() => void navigate(PAGES.integrationList.path)}
        >
          <h2 className={shopStyles.cardTitle}>最近变动</h2>
          <span>
            全部 <ChevronRightIcon size={16} />
          </span>
        </button>
        {ledger.isPending ? (
          <ListSkeleton rows={1} />
        ) : ledger.isError ? (
          <p className={shopStyles.inlineState}>
            加载失败，
            <button type="button" className={shopStyles.linkButton} onClick={() => void ledger.refetch()}>
              点击重试
            </button>
          </p>
        ) : recent.length === 0 ? (
          <p className={shopStyles.inlineState}>还没有积分变动</p>
        ) : (
          recent.map((entry) => <LedgerRow key={entry.id} entry={entry} />)
        )}
      </section>
    </div>
  );
}
