import { todayInShanghai } from '@jc/contract';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { dayLabel } from '../../lib/daily';
import styles from './Daily.module.css';

export interface DayNavProps {
  /** The day shown (YYYY-MM-DD). */
  date: string;
  prevDate: string | null;
  nextDate: string | null;
  onChange: (date: string) => void;
  /** While the day's answer is loading both buttons wait. */
  busy?: boolean;
}

/** 前一天 / the day / 后一天; there is no day after today and none before the oldest the server offers. */
export function DayNav({ date, prevDate, nextDate, onChange, busy }: DayNavProps) {
  const today = todayInShanghai(new Date());
  const label = dayLabel(date, today);
  const full = dayLabel(date, '9999-12-31');
  return (
    <nav className={styles.dayNav} aria-label="选择日期">
      <button
        type="button"
        className={styles.dayButton}
        disabled={busy || !prevDate}
        onClick={() => prevDate && onChange(prevDate)}
      >
        <ChevronLeftIcon size={18} />
        前一天
      </button>
      <div className={styles.dayLabel} data-testid="daily-day">
        <strong>{label}</strong>
        {label !== full ? <span>{full}</span> : null}
      </div>
      <button
        type="button"
        className={styles.dayButton}
        disabled={busy || !nextDate}
        onClick={() => nextDate && onChange(nextDate)}
      >
        后一天
        <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
}
