/** Day arithmetic on YYYY-MM-DD calendar dates (no time zone: a date is a name of a day). */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date. Throws a RangeError for anything else. */
export function dayNumber(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms)) throw new RangeError(`not a date: ${date}`);
  return Math.floor(ms / DAY_MS);
}

/** The date `days` days after (negative: before) `date`. */
export function shiftDate(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Which of `count` pieces is the piece of `date`: the day number modulo the count, so consecutive days
 * walk through the pieces in their order and every piece comes round again. -1 when there are none.
 */
export function dailyIndex(date: string, count: number): number {
  if (count <= 0) return -1;
  const n = dayNumber(date) % count;
  return n < 0 ? n + count : n;
}
