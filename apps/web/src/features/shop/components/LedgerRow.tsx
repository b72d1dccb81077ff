import type { LedgerEntry } from '@jc/contract';
import { LEDGER_REASON_TEXT } from '@jc/contract';
import { formatDateTime } from '../lib/countdown';
import { ListRow } from '@/components/ListRow/ListRow';
import styles from './shop.module.css';

export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const earn = entry.delta > 0;
  return (
    <ListRow>
      <div className={styles.ledgerText}>
        <p className={styles.ledgerReason}>
          {entry.reasonText || LEDGER_REASON_TEXT[entry.reason] || '积分变动'}
        </p>
        <p className={styles.ledgerTime}>
          {formatDateTime(entry.createdAt)} · 余额 {entry.balanceAfter.toLocaleString('zh-CN')}
        </p>
      </div>
      <span className={earn ? styles.ledgerEarn : styles.ledgerSpend}>
        {earn ? '+' : '−'}
        {Math.abs(entry.delta).toLocaleString('zh-CN')}
      </span>
    </ListRow>
  );
}
