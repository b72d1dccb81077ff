import type { WeeklyFigures, WeeklyReport } from '@jc/contract';

/**
 * The weekly report's words (docs/report.md): the one-paragraph summary a parent reads in ten seconds,
 * the comparison with the week before, and the week's dates. Pure, unit-tested.
 */

export interface Change {
  dir: 'up' | 'down' | 'same';
  /** The size of the change, positive. */
  diff: number;
}

/** How a figure moved since the week before. */
export function changeOf(now: number, before: number): Change {
  if (now > before) return { dir: 'up', diff: now - before };
  if (now < before) return { dir: 'down', diff: before - now };
  return { dir: 'same', diff: 0 };
}

/** `↑12`, `↓3` or `持平`, for a figure's corner. */
export function changeText(c: Change): string {
  return c.dir === 'up' ? `↑${c.diff}` : c.dir === 'down' ? `↓${c.diff}` : '持平';
}

type SummaryInput = Pick<WeeklyReport, 'inProgress'> & { figures: WeeklyFigures; previous: WeeklyFigures };

/**
 * 本周学习 5 天，共 86 分钟，比上周多 12 分钟；完成 9 节课；打卡 4 天，连续 3 天；获得 35 积分，花费 20 积分；
 * 批改作业 2 次。 Parts with nothing to say are left out; a week without learning says so.
 */
export function buildSummary({ inProgress, figures: f, previous: p }: SummaryInput): string {
  const week = inProgress ? '本周' : '这一周';
  const parts: string[] = [];
  if (f.activeDays === 0 && f.minutes === 0) {
    parts.push(`${week}还没有学习记录`);
  } else {
    const c = changeOf(f.minutes, p.minutes);
    const compare =
      c.dir === 'up'
        ? `，比上周多 ${c.diff} 分钟`
        : c.dir === 'down'
          ? `，比上周少 ${c.diff} 分钟`
          : f.minutes > 0
            ? '，和上周一样'
            : '';
    // Under a minute of listening (a check-in day, a short recording) says no minutes at all.
    const minutes = f.minutes > 0 ? `，共 ${f.minutes} 分钟` : '';
    parts.push(`${week}学习 ${f.activeDays} 天${minutes}${compare}`);
  }
  if (f.lessonsFinished > 0) parts.push(`完成 ${f.lessonsFinished} 节课`);
  if (f.checkinDays > 0)
    parts.push(`打卡 ${f.checkinDays} 天${f.checkinStreak > 1 ? `，连续 ${f.checkinStreak} 天` : ''}`);
  const points = [
    ...(f.pointsEarned > 0 ? [`获得 ${f.pointsEarned} 积分`] : []),
    ...(f.pointsSpent > 0 ? [`花费 ${f.pointsSpent} 积分`] : []),
  ];
  if (points.length > 0) parts.push(points.join('，'));
  if (f.homeworkCorrected > 0) parts.push(`批改作业 ${f.homeworkCorrected} 次`);
  return `${parts.join('；')}。`;
}

/** The day `n` days after a `YYYY-MM-DD` day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** `11月16日`. */
export function shortDate(day: string): string {
  return `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;
}

/** `11月16日 – 11月22日`. */
export function weekRange(monday: string): string {
  return `${shortDate(monday)} – ${shortDate(addDays(monday, 6))}`;
}

export const WEEKDAY_NAMES = ['一', '二', '三', '四', '五', '六', '日'] as const;

/** The Mondays of the `n` weeks before `monday`, the latest first (the list of past reports). */
export function pastWeeks(monday: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => addDays(monday, -7 * (i + 1)));
}

/** Bar heights in percent of the week's longest day (a day with any minutes shows at least a sliver). */
export function barHeights(minutes: readonly number[]): number[] {
  const max = Math.max(0, ...minutes);
  return minutes.map((m) => (max === 0 || m === 0 ? 0 : Math.max(6, Math.round((m / max) * 100))));
}
