import { Skeleton } from 'antd-mobile';
import styles from './SeasonCard.module.css';

interface SeasonCardProps {
  top: string | undefined;
  bottom: string | undefined;
  loading: boolean;
}

/** The season texts of the dictionaries (info.season_top / season_bottom), on a friendly card. */
export function SeasonCard({ top, bottom, loading }: SeasonCardProps) {
  if (loading) {
    return (
      <section className={styles.card} aria-busy="true">
        <Skeleton.Title animated className={styles.skeletonTitle} />
        <Skeleton.Paragraph lineCount={1} animated />
      </section>
    );
  }
  if (!top && !bottom) return null;
  return (
    <section className={styles.card}>
      <div className={styles.text}>
        {top ? <h2 className={styles.top}>{top}</h2> : null}
        {bottom ? <p className={styles.bottom}>{bottom}</p> : null}
      </div>
      <svg className={styles.art} viewBox="0 0 80 64" aria-hidden="true">
        <circle cx="58" cy="18" r="12" fill="var(--jc-orange-200)" />
        <path d="M8 26c9-4 18-4 28 1v30c-10-5-19-5-28-1z" fill="var(--jc-brand)" />
        <path d="M64 26c-9-4-18-4-28 1v30c10-5 19-5 28-1z" fill="var(--jc-blue-450)" />
      </svg>
    </section>
  );
}
