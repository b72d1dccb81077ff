import styles from './Skeleton.module.css';

/** A shimmering placeholder block; the caller's class gives its size and shape. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={className ? `${styles.skeleton} ${className}` : styles.skeleton} />;
}
