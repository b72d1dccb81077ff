import { useState, type ReactNode } from 'react';
import type { DailyPiece } from '@jc/contract';
import { useDailyDate } from '../../hooks/use-daily-date';
import { kindName, storedGradeId, type DailyTab } from '../../lib/daily';
import { DailyPanel } from './DailyPanel';
import { DailyTabs } from './DailyTabs';
import styles from './Daily.module.css';

export interface DailyTabsViewProps {
  tabs: DailyTab[];
  current: number;
  onTab: (index: number) => void;
  ariaLabel: string;
  action?: (piece: DailyPiece) => ReactNode;
}

/**
 * A daily page: tabs (from the page's query), kind chips inside a tab with several kinds, and the day's
 * piece for the grade the home page stored (all grades without one).
 */
export function DailyTabsView({ tabs, current, onTab, ariaLabel, action }: DailyTabsViewProps) {
  const [date, setDate] = useDailyDate();
  // Read once: the grade does not change while the page is open.
  const [grade] = useState(storedGradeId);
  const tab = tabs[current] ?? tabs[0];
  const [part, setPart] = useState(0);
  const kinds = tab?.kinds ?? [];
  const kind = kinds[part] ?? kinds[0];
  return (
    <div className={styles.page}>
      <DailyTabs
        labels={tabs.map((t) => t.label)}
        current={current}
        ariaLabel={ariaLabel}
        onChange={(i) => {
          setPart(0);
          onTab(i);
        }}
      />
      {kinds.length > 1 ? (
        <DailyTabs
          variant="chips"
          labels={kinds.map(kindName)}
          current={part}
          ariaLabel={`${tab?.label ?? ''}内容`}
          onChange={setPart}
        />
      ) : null}
      {kind ? (
        <DailyPanel key={kind} kind={kind} grade={grade} date={date} onDate={setDate} action={action} />
      ) : null}
    </div>
  );
}
