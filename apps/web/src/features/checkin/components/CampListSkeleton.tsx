import { Skeleton } from '@/components/Skeleton/Skeleton';
import styles from './CampCard.module.css';

/** Grey camp cards while a list loads. */
export function CampListSkeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.skList} aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skCard}>
          <Skeleton className={styles.skCover} />
          <div className={styles.body}>
            <Skeleton className={styles.skLine} />
            <Skeleton className={styles.skShort} />
          </div>
        </div>
      ))}
    </div>
  );
}
