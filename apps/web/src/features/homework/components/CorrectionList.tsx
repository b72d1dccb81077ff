import { Link } from 'react-router';
import { PAGES, type HomeworkCorrection } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { useCorrections } from '../api/homework';
import { correctionUrl, countsText } from '../lib/marks';
import styles from './homework.module.css';
import { Picture } from '@/components/Picture/Picture';

/** One correction, a link named by what it shows: its status, the counts or what went wrong, the time. */
function Row({ c }: { c: HomeworkCorrection }) {
  return (
    <li>
      <Link to={correctionUrl(PAGES.correctList.path, c.id)} className={styles.row} data-status={c.status}>
        <Picture src={c.photo.thumbUrl || c.photo.url} alt="" className={styles.thumb} loading="lazy" />
        <div className={styles.rowBody}>
          <span className={`${styles.status} ${styles[c.status]}`}>{c.statusText}</span>
          <span className={styles.rowCounts}>
            {c.status === 'done'
              ? countsText(c)
              : c.status === 'pending'
                ? '正在批改，请稍候…'
                : c.failReason || '批改失败'}
          </span>
          <span className={styles.muted}>{c.createdAt}</span>
        </div>
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
}

/** The caller's corrections, newest first; pending ones refresh until done (useCorrections polls). */
export function CorrectionList({ onNew }: { onNew: () => void }) {
  const query = useCorrections();
  return (
    <InfiniteList
      query={query}
      error="批改记录加载失败"
      empty={{
        title: '还没有批改记录',
        description: '拍一张口算作业，马上知道哪题对、哪题错。',
        actionText: '去批改作业',
        onAction: onNew,
      }}
    >
      {(list: HomeworkCorrection[]) => (
        <ul className={styles.list} aria-label="批改记录">
          {list.map((c) => (
            <Row key={c.id} c={c} />
          ))}
        </ul>
      )}
    </InfiniteList>
  );
}
