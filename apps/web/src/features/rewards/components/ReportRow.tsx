import { Link } from 'react-router';
import { PAGES, type RewardReport } from '@jc/contract';
import styles from './rewards.module.css';
import { Picture } from '@/components/Picture/Picture';

export const detailsUrl = (id: number) => `${PAGES.rewardDetails.path}?id=${id}`;

/**
 * One report in the list: book, page, category, status, and points or the reason. The link is named by
 * what it shows, the book and the status first.
 */
export function ReportRow({ report }: { report: RewardReport }) {
  return (
    <li>
      <Link to={detailsUrl(report.id)} className={styles.row}>
        <div className={styles.rowHead}>
          <strong className={styles.clamp}>{report.bookTitle || `书号 ${report.bookNo}`}</strong>
          <span className={`${styles.status} ${styles[report.status]}`}>{report.statusText}</span>
        </div>
        <span className={styles.muted}>
          第{report.page}页 · {report.categoryName} · {report.createdAt}
        </span>
        <span className={styles.text}>{report.text}</span>
        {report.photos.length > 0 ? (
          <div className={styles.rowPhotos}>
            {report.photos.map((p, i) => (
              <Picture key={p.id} src={p.thumbUrl || p.url} alt={`错误图片${i + 1}`} loading="lazy" />
            ))}
          </div>
        ) : null}
        {report.status === 'accepted' ? <span className={styles.points}>+{report.points} 积分</span> : null}
        {report.status === 'rejected' ? (
          <span className={styles.reason}>原因：{report.rejectReason}</span>
        ) : null}
      </Link>
    </li>
  );
}
