import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Tabs } from 'antd-mobile';
import { PAGES, type RewardReport } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { rewardListQuery } from '../api/rewards';
import { ReportRow } from '../components/ReportRow';
import { REWARD_TABS, tabOf, tabTitle } from '../lib/reward-logic';
import styles from '../components/rewards.module.css';

/** 纠错奖励: the caller's reports by status (with counts), the points earned, and the way to report one. */
export default function RewardListPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const query = useInfiniteQuery(rewardListQuery(tab));
  const first = query.data?.pages[0];
  const pages = query.data ? { ...query.data, pages: query.data.pages.map((p) => p.page) } : undefined;
  return (
    <div className={styles.page}>
      <div className={styles.summary}>
        <div>
          <span className={styles.summaryLabel}>纠错获得积分</span>
          <strong className={styles.summaryPoints} aria-label="纠错获得积分">
            {first?.pointsEarned ?? 0}
          </strong>
        </div>
        <Link className={styles.reportButton} to={PAGES.rewardQuery.path}>
          我要纠错
        </Link>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'all' ? {} : { status: key }, { replace: true })}
        className={styles.tabs}
      >
        {REWARD_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={tabTitle(t.key, t.title, first?.counts)} />
        ))}
      </Tabs>
      <InfiniteList
        query={{ ...query, data: pages }}
        error="纠错记录加载失败"
        empty={{
          title: tab === 'all' ? '还没有纠错记录' : '这里还没有记录',
          description: '发现书中的错误，提交纠错，采纳后可获得积分。',
        }}
      >
        {(list: RewardReport[]) => (
          <ul className={styles.list}>
            {list.map((r) => (
              <ReportRow key={r.id} report={r} />
            ))}
          </ul>
        )}
      </InfiniteList>
    </div>
  );
}
