import type { CSSProperties } from 'react';
import { Skeleton } from 'antd-mobile';
import type { DicEntry } from '@jc/contract';
import { Tabs } from '@/components/Tabs/Tabs';
import { parseSubjectColors } from '../lib/subject-colors';
import styles from './SubjectTabs.module.css';

interface SubjectTabsProps {
  subjects: readonly DicEntry[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The chosen subject id (the page keeps it, and localStorage 'subjectId'). */
  chosen: number | null;
  onChoose: (id: number) => void;
}

/** The dictionary's colours as custom properties; the CSS falls back to the tokens without them. */
function subjectColorVars(urlAddress: string): CSSProperties {
  const colors = parseSubjectColors(urlAddress);
  return {
    '--subject-color': colors?.selected,
    '--subject-color-unselected': colors?.unselected,
  } as CSSProperties;
}

/**
 * Subject chips in each subject's own colours ("selected,unselected": the chosen chip is filled with
 * the first, the others are written in the second); the choice is remembered (localStorage 'subjectId').
 */
export function SubjectTabs({ subjects, loading, failed, onRetry, chosen, onChoose }: SubjectTabsProps) {
  if (loading) {
    return (
      <div className={styles.row} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} animated className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <div className={styles.failed}>
        学科加载失败
        <button type="button" className={styles.retry} onClick={onRetry}>
          重试
        </button>
      </div>
    );
  }
  if (!subjects || subjects.length === 0) return null;

  const active = subjects.find((s) => s.id === chosen) ?? subjects[0];
  return (
    <Tabs
      label="学科"
      className={styles.row}
      tabClassName={styles.tab}
      activeClassName={styles.selected}
      items={subjects.map((s) => ({ key: s.id, label: s.name, style: subjectColorVars(s.urlAddress) }))}
      active={active?.id}
      onChange={onChoose}
    />
  );
}
