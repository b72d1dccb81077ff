import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import type { LedgerEntry } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { useLedger } from '../api/shop';
import { ListSkeleton } from '../components/GoodsCard';
import { LedgerRow } from '../components/LedgerRow';
import shopStyles from './shop-pages.module.css';
import styles from './points-pages.module.css';

type Kind = 'all' | 'earn' | 'spend';

function LedgerList({ kind }: { kind: Kind }) {
  const ledger = useLedger(kind, 20);
  return (
    <InfiniteList
      query={ledger}
      error="积分明细加载失败"
      loading={<ListSkeleton rows={4} />}
      empty={{
        title: kind === 'spend' ? '还没有支出记录' : kind === 'earn' ? '还没有获得记录' : '还没有积分变动',
        description: '打卡、征文、纠错都能赚积分。',
      }}
    >
      {(rows: LedgerEntry[]) => (
        <section className={shopStyles.card}>
          {rows.map((entry) => (
            <LedgerRow key={entry.id} entry={entry} />
          ))}
        </section>
      )}
    </InfiniteList>
  );
}

/** 积分明细: the ledger, all or earned or spent, newest first. */
export default function IntegrationListPage() {
  const [kind, setKind] = useState<Kind>('all');
  const balance = useLedger('all', 20).data?.pages[0]?.balance;
  return (
    <div className={shopStyles.page}>
      <div className={styles.ledgerHead}>
        <span>当前积分</span>
        <strong data-testid="ledger-balance">
          {balance === undefined ? '--' : balance.toLocaleString('zh-CN')}
        </strong>
      </div>
      <Tabs className={shopStyles.tabs} activeKey={kind} onChange={(k) => setKind(k as Kind)}>
        <Tabs.Tab key="all" title="全部" />
        <Tabs.Tab key="earn" title="获得" />
        <Tabs.Tab key="spend" title="支出" />
      </Tabs>
      <LedgerList key={kind} kind={kind} />
    </div>
  );
}
