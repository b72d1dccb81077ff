import { useState } from 'react';
import type { CampGrade } from '@jc/contract';
import { Sheet } from '@/components/Sheet/Sheet';
import styles from './CampParts.module.css';

/** Picks the grade to join a camp with (only for camps that list grades). */
export function JoinSheet({
  visible,
  grades,
  pending,
  onClose,
  onJoin,
}: {
  visible: boolean;
  grades: CampGrade[];
  pending: boolean;
  onClose: () => void;
  onJoin: (gradeId: number) => void;
}) {
  const [chosen, setChosen] = useState(0);
  return (
    <Sheet visible={visible} onClose={onClose} label="选择年级">
      <div className={styles.sheet}>
        <h2 className={styles.sheetTitle}>选择你的年级</h2>
        <div className={styles.gradeGrid} role="radiogroup" aria-label="年级">
          {grades.map((g) => (
            <button
              key={g.id}
              type="button"
              role="radio"
              aria-checked={chosen === g.id}
              className={`${styles.grade} ${chosen === g.id ? styles.gradeOn : ''}`}
              onClick={() => setChosen(g.id)}
            >
              {g.name}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.joinButton}
          disabled={chosen === 0 || pending}
          onClick={() => onJoin(chosen)}
        >
          {pending ? '报名中…' : '确认参加'}
        </button>
      </div>
    </Sheet>
  );
}
