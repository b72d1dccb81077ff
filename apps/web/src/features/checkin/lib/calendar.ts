/**
 * The history calendar (clock/history): a month as a grid of weeks, month arithmetic and the words
 * under it. Months are `YYYY-MM`, dates `YYYY-MM-DD`, Asia/Shanghai calendar days (no time zone: a date
 * is the name of a day).
 */

/** Weekday headers, Monday first (the way Chinese school calendars are printed). */
export const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'] as const;

export interface CalendarCell {
  /** YYYY-MM-DD, or null for a blank before the first or after the last day of the month. */
  date: string | null;
  /** Day of the month (1..31), 0 for a blank. */
  day: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parseMonth(month: string): { year: number; month: number } {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`not a month: ${month}`);
  return { year: Number(m[1]), month: Number(m[2]) };
}

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** How many days the month has. */
export function daysInMonth(month: string): number {
  const { year, month: m } = parseMonth(month);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/**
 * The month as whole weeks (Monday first): blanks before day 1 and after the last day, so the cell
 * count is a multiple of 7 (4 to 6 rows).
 */
export function monthGrid(month: string): CalendarCell[] {
  const { year, month: m } = parseMonth(month);
  // getUTCDay: 0 = Sunday; Monday-first offset.
  const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
  const count = daysInMonth(month);
  const cells: CalendarCell[] = [];
  for (let i = 0; i < lead; i++) cells.push({ date: null, day: 0 });
  for (let d = 1; d <= count; d++) cells.push({ date: `${month}-${pad(d)}`, day: d });
  while (cells.length % 7 !== 0) cells.push({ date: null, day: 0 });
  return cells;
}

/** The month `delta` months after (negative: before) `month`. */
export function shiftMonth(month: string, delta: number): string {
  const { year, month: m } = parseMonth(month);
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The month a date belongs to. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** `2026年11月`. */
export function monthLabel(month: string): string {
  const { year, month: m } = parseMonth(month);
  return `${year}年${m}月`;
}

/** `11月24日`. */
export function dayLabel(date: string): string {
  const [, m, d] = date.split('-');
  return `${Number(m)}月${Number(d)}日`;
}

/** Check-ins per date, for marking the grid. */
export function countsByDate(days: readonly { date: string; count: number }[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const { date, count } of days) if (count > 0) map.set(date, (map.get(date) ?? 0) + count);
  return map;
}

/** Whether the next month can be shown: not past the current one (nothing to see in the future). */
export function canGoForward(month: string, today: string): boolean {
  return month < monthOf(today);
}

/** The words for a streak, encouraging at zero. */
export function streakText(streak: number): string {
  if (streak <= 0) return '今天打卡，开始你的连续记录吧';
  if (streak === 1) return '已连续打卡 1 天，明天继续加油';
  return `已连续打卡 ${streak} 天，真棒！`;
}

/** Progress toward a camp's prize: days counted up to the goal, the share, and whether it is reached. */
export function prizeProgress(
  days: number,
  prizeDays: number,
): { done: number; percent: number; reached: boolean } {
  if (prizeDays <= 0) return { done: 0, percent: 0, reached: false };
  const done = Math.max(0, Math.min(days, prizeDays));
  return { done, percent: Math.round((done / prizeDays) * 100), reached: days >= prizeDays };
}
