import type { HomeworkCorrection } from '@jc/contract';
import { boxPercent, markNote, VERDICT_SIGN } from '../lib/marks';
import styles from './homework.module.css';
import { Picture } from '@/components/Picture/Picture';

/**
 * The homework photo with a mark over each recognised line: its box (photo pixels as shares of the
 * photo, so it fits the shown size) and a sign at its right end, ✓ green, ✗ red with the right answer,
 * ? grey-orange for a line that could not be read.
 */
export function MarkedPhoto({ correction }: { correction: HomeworkCorrection }) {
  const { photo } = correction;
  return (
    <figure
      className={styles.photo}
      style={{ aspectRatio: `${Math.max(photo.width, 1)} / ${Math.max(photo.height, 1)}` }}
    >
      <Picture src={photo.url} alt="作业照片" className={styles.photoImg} />
      {correction.marks.map((m) => {
        const box = boxPercent(m.box, photo);
        const note = markNote(m);
        return (
          <div
            key={m.line}
            className={`${styles.mark} ${styles[m.verdict]}`}
            style={{
              left: `${box.left}%`,
              top: `${box.top}%`,
              width: `${box.width}%`,
              height: `${box.height}%`,
            }}
            data-testid="homework-mark"
            data-verdict={m.verdict}
            aria-label={`第${m.line}题 ${m.text} ${m.verdict === 'right' ? '正确' : m.verdict === 'wrong' ? '错误' : '无法识别'}`}
          >
            <span className={styles.sign} aria-hidden="true">
              {VERDICT_SIGN[m.verdict]}
            </span>
            {note ? (
              <span className={styles.note} aria-hidden="true">
                {m.correctAnswer}
              </span>
            ) : null}
          </div>
        );
      })}
    </figure>
  );
}
