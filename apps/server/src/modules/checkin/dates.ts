import { CAMP_STATUS_TEXT, type CampStatus } from '@jc/contract';
import { formatDate } from '../../shared/time.js';

/** Calendar arithmetic on `YYYY-MM-DD` days (Asia/Shanghai days, computed as UTC dates). */
export function shiftDay(day: string, by: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}

/** Days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Today in Asia/Shanghai. */
export const shanghaiToday = (now: number): string => formatDate(now);

export function campStatus(c: { start_date: string; end_date: string }, today: string): CampStatus {
  if (today < c.start_date) return 'upcoming';
  if (today > c.end_date) return 'finished';
  return 'running';
}

export const statusText = (s: CampStatus) => CAMP_STATUS_TEXT[s];

/** The day a task opens: the camp's start plus its day index − 1. */
export const openDateOf = (startDate: string, dayIndex: number) => shiftDay(startDate, dayIndex - 1);

/**
 * The first last_day whose streak still counts: yesterday while the camp runs (a streak ends today or
 * yesterday), the camp's last day once it has finished.
 */
export function streakAliveFrom(c: { end_date: string }, today: string): string {
  return today > c.end_date ? c.end_date : shiftDay(today, -1);
}

/** The streak as shown: the stored run ending on last_day, or 0 when that run has broken. */
export function effectiveStreak(
  e: { streak: number; last_day: string | null },
  c: { end_date: string },
  today: string,
): number {
  return e.last_day !== null && e.last_day >= streakAliveFrom(c, today) ? e.streak : 0;
}
