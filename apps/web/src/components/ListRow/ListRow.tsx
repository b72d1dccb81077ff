import type { HTMLAttributes } from 'react';
import styles from './ListRow.module.css';

/** One row of a card's list (ledger entries, …): its two ends pushed apart, divided by a hairline. */
export function ListRow({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={className ? `${styles.row} ${className}` : styles.row} />;
}
