import type { WeeklyFigures, WeeklyReportDay } from '@jc/contract';
import { barHeights, changeOf, changeText, WEEKDAY_NAMES } from '../lib/summary';
import styles from './report.module.css';

/** The minutes of each day as plain CSS bars (no chart library: the page stays light). */
export function DayBars({ days }: { days: WeeklyReportDay[] }) {
  const heights = barHeights(days.map((d) => d.minutes));
  return (
    <ol className={styles.bars} aria-label="每天学习分钟数">
      {days.map((d, i) => (
        <li key={d.day} className={styles.barDay} aria-label={`星期${WEEKDAY_NAMES[i]} ${d.minutes} 分钟`}>
          <span className={styles.barValue}>{d.minutes > 0 ? d.minutes : ''}</span>
          <span className={styles.barTrack}>
            <span className={styles.bar} style={{ height: `${heights[i]}%` }} />
          </span>
          <span className={styles.barLabel}>{WEEKDAY_NAMES[i]}</span>
        </li>
      ))}
    </ol>
  );
}

interface Tile {
  key: keyof WeeklyFigures;
  label: string;
  unit: string;
  /** A line under the figure. */
  note?: (f: WeeklyFigures) => string;
  /** Neither more nor less is better (points spent): the change is shown without colour. */
  neutral?: boolean;
}

const TILES: readonly Tile[] = [
  { key: 'minutes', label: '学习时长', unit: '分钟' },
  { key: 'activeDays', label: '学习天数', unit: '天' },
  { key: 'lessonsFinished', label: '完成课程', unit: '节' },
  {
    key: 'checkinDays',
    label: '打卡',
    unit: '天',
    note: (f) => (f.checkinStreak > 0 ? `连续 ${f.checkinStreak} 天` : ''),
  },
  { key: 'pointsEarned', label: '获得积分', unit: '分' },
  { key: 'pointsSpent', label: '花费积分', unit: '分', neutral: true },
  { key: 'homeworkCorrected', label: '批改作业', unit: '次' },
];

/** Every figure of the week with how it moved since the week before. */
export function FigureTiles({ figures, previous }: { figures: WeeklyFigures; previous: WeeklyFigures }) {
  return (
    <ul className={styles.tiles} aria-label="本周数据">
      {TILES.map((t) => {
        const c = changeOf(figures[t.key], previous[t.key]);
        const note = t.note?.(figures);
        return (
          <li key={t.key} className={styles.tile} data-figure={t.key}>
            <span className={styles.tileLabel}>{t.label}</span>
            <span className={styles.tileValue}>
              {figures[t.key]}
              <small className={styles.tileUnit}>{t.unit}</small>
            </span>
            <span
              className={`${styles.change} ${t.neutral ? styles.neutral : styles[c.dir]}`}
              title={`比上周 ${changeText(c)}`}
            >
              {changeText(c)}
            </span>
            {note ? <span className={styles.tileNote}>{note}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
