import { Tabs } from '@/components/Tabs/Tabs';
import styles from './Daily.module.css';

export interface DailyTabsProps {
  labels: string[];
  current: number;
  onChange: (index: number) => void;
  /** `main` for the page's tabs, `chips` for the kinds inside a tab. */
  variant?: 'main' | 'chips';
  ariaLabel: string;
}

/** A light segmented tab bar (the shared tab row: two or three big, easy-to-hit buttons). */
export function DailyTabs({ labels, current, onChange, variant = 'main', ariaLabel }: DailyTabsProps) {
  return (
    <Tabs
      label={ariaLabel}
      className={variant === 'main' ? styles.tabs : styles.chips}
      tabClassName={styles.tab}
      activeClassName={styles.tabActive}
      items={labels.map((label, i) => ({ key: i, label }))}
      active={current}
      onChange={(i) => i !== current && onChange(i)}
    />
  );
}
