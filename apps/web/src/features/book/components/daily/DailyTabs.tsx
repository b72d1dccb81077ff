import styles from './Daily.module.css';

export interface DailyTabsProps {
  labels: string[];
  current: number;
  onChange: (index: number) => void;
  /** `main` for the page's tabs, `chips` for the kinds inside a tab. */
  variant?: 'main' | 'chips';
  ariaLabel: string;
}

/** A light segmented tab bar (no library: two or three big, easy-to-hit buttons). */
export function DailyTabs({ labels, current, onChange, variant = 'main', ariaLabel }: DailyTabsProps) {
  return (
    <div className={variant === 'main' ? styles.tabs : styles.chips} role="tablist" aria-label={ariaLabel}>
      {labels.map((label, i) => (
        <button
          key={label}
          type="button"
          role="tab"
          aria-selected={i === current}
          className={i === current ? styles.tabActive : styles.tab}
          onClick={() => i !== current && onChange(i)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
