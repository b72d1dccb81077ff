import styles from './shop.module.css';

/** A points amount in the warm accent: a small coin and the number. */
export function Points({
  value,
  size = 'md',
  unit = true,
}: {
  value: number;
  size?: 'sm' | 'md' | 'lg';
  unit?: boolean;
}) {
  return (
    <span className={`${styles.points} ${styles[`points_${size}`]}`}>
      <span className={styles.coin} aria-hidden="true">
        积
      </span>
      <span className={styles.pointsValue}>{value.toLocaleString('zh-CN')}</span>
      {unit ? <span className={styles.pointsUnit}>积分</span> : null}
    </span>
  );
}
