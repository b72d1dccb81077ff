import { formatDate } from '../../shared/time.js';

/** Weeks run Monday to Sunday in Asia/Shanghai (UTC+8, no daylight saving); days are `YYYY-MM-DD`. */

const DAY_MS = 24 * 3600_000;

/** The epoch ms of a Shanghai day's midnight. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00+08:00`);

/** The day `n` days after `day` (n may be negative). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** 1 (Monday) … 7 (Sunday) of a day. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The Monday of the week holding `day`. */
export const mondayOf = (day: string): string => addDays(day, 1 - weekdayOf(day));

/** The Monday of the current Shanghai week at `now`. */
export const currentMonday = (now: number): string => mondayOf(formatDate(now));

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** The longest run of consecutive days among `days` (a set of `YYYY-MM-DD`). */
export function longestRun(days: Iterable<string>): number {
  const set = new Set(days);
  let best = 0;
  for (const d of set) {
    if (set.has(addDays(d, -1))) continue;
    let n = 1;
    while (set.has(addDays(d, n))) n++;
    best = Math.max(best, n);
  }
  return best;
}
