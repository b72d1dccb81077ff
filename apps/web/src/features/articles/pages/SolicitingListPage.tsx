import { useInfiniteQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type ArticleSubmission } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { historyQuery } from '../api/articles';
import articleStyles from '../components/articles.module.css';
import styles from './SolicitingListPage.module.css';
import { HISTORY_TABS, submissionBadge, shanghaiDay, type HistoryTab } from '../lib/contest';

function SubmissionRow({ s, onOpen }: { s: ArticleSubmission; onOpen: () => void }) {
  const badge = submissionBadge(s);
  return (
    <button type="button" className={styles.row} onClick={onOpen}>
      <span className={articleStyles.rowHead}>
        <span className={articleStyles.essayTitle}>{s.title}</span>
        <span className={articleStyles[badge.tone]}>{badge.text}</span>
      </span>
      <span className={articleStyles.meta}>
        {s.contestTitle} · {shanghaiDay(s.createdAt)}投稿
        {s.files.length > 0 ? ` · ${s.files.length}个附件` : ''}
      </span>
      <span className={articleStyles.essayText}>{s.text}</span>
    </button>
  );
}

/** 我的投稿: the caller's submissions by status (the tab is kept in the address). */
export default function SolicitingListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = (HISTORY_TABS.find((t) => t.key === params.get('status'))?.key ?? 'all') as HistoryTab;
  const list = useInfiniteQuery(historyQuery(tab === 'all' ? undefined : tab));
  return (
    <div className={articleStyles.page}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'all' ? {} : { status: key }, { replace: true })}
      >
        {HISTORY_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <InfiniteList
        query={list}
        error="投稿记录加载失败"
        empty={{
          title: tab === 'all' ? '还没有投稿' : '这里还没有作品',
          description: '去有奖征文看看正在征稿的活动吧。',
          actionText: '去投稿',
          onAction: () => void navigate(PAGES.solicitingArticle.path),
        }}
      >
        {(rows: ArticleSubmission[]) =>
          rows.map((s) => (
            <SubmissionRow
              key={s.id}
              s={s}
              onOpen={() => void navigate(`${PAGES.solicitingDetails.path}?yewuId=${s.id}`)}
            />
          ))
        }
      </InfiniteList>
    </div>
  );
}
