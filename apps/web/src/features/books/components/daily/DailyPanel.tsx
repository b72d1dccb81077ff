import type { ReactNode } from 'react';
import { todayInShanghai, type DailyKind, type DailyPiece } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { useDaily } from '../../api/daily';
import { kindName } from '../../lib/daily';
import { DailyPieceView } from './DailyPieceView';
import { DayNav } from './DayNav';
import styles from './Daily.module.css';

export interface DailyPanelProps {
  kind: DailyKind;
  grade?: number | undefined;
  /** null = today. */
  date: string | null;
  onDate: (date: string) => void;
  /** Extra action under the piece's header (e.g. the read-along link). */
  action?: (piece: DailyPiece) => ReactNode;
}

/** The piece of one kind for a day: the day navigation, then loading, error, empty or the piece. */
export function DailyPanel({ kind, grade, date, onDate, action }: DailyPanelProps) {
  const query = useDaily(kind, { grade, date });
  const shown = query.data?.date ?? date ?? todayInShanghai(new Date());
  return (
    <div className={styles.panel}>
      <DayNav
        date={shown}
        prevDate={query.data?.prevDate ?? null}
        nextDate={query.data?.nextDate ?? null}
        onChange={onDate}
        busy={query.isFetching}
      />
      <QueryView
        query={query}
        error={(_, retry) => ({
          title: `${kindName(kind)}加载失败`,
          description: '请检查网络后重试',
          actionText: '重试',
          onAction: retry,
          secondaryText: date ? '回到今天' : undefined,
          onSecondary: () => onDate(todayInShanghai(new Date())),
        })}
        isEmpty={(data) => !data.piece}
        empty={{
          title: `这一天的${kindName(kind)}还在准备中`,
          description: '老师们正在精心准备内容，换一天看看吧',
        }}
      >
        {({ piece }) => piece && <DailyPieceView piece={piece} action={action?.(piece)} />}
      </QueryView>
    </div>
  );
}
