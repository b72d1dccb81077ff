import { STATS_RANGES, type StatsRange } from '@jc/contract';
import styles from './stats.module.css';

const RANGE_TEXT: Record<StatsRange, string> = { 7: '近7天', 30: '近30天', 90: '近90天', 365: '近一年' };

/** The period of a page: 7, 30, 90 or 365 days ending today. */
export function RangeChoice({ value, onChange }: { value: StatsRange; onChange: (v: StatsRange) => void }) {
  return (
    <div className={styles.choices} role="group" aria-label="统计周期">
      {STATS_RANGES.map((r) => (
        <button
          key={r}
          type="button"
          aria-pressed={r === value}
          className={r === value ? styles.chipOn : styles.chip}
          onClick={() => onChange(r)}
        >
          {RANGE_TEXT[r]}
        </button>
      ))}
    </div>
  );
}

/** The period in the page's query (`?days=`), 30 unless a known one. */
export function rangeOf(raw: string | null, fallback: StatsRange = 30): StatsRange {
  const n = Number(raw);
  return (STATS_RANGES as readonly number[]).includes(n) ? (n as StatsRange) : fallback;
}
