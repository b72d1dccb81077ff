/** Shanghai days as 'YYYY-MM-DD' and as day numbers (days since 1970-01-01 in UTC+8). */
export const DAY_MS = 86_400_000;
const OFFSET_MS = 8 * 3_600_000;

export const dayNumber = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS);
export const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const numberOfDay = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
/** The instant a Shanghai day starts. */
export const dayStartMs = (day: string) => numberOfDay(day) * DAY_MS - OFFSET_MS;
export const shanghaiDay = (ms: number) => dayOfNumber(dayNumber(ms));
export const addDays = (day: string, n: number) => dayOfNumber(numberOfDay(day) + n);
/** The `count` days ending with `last`, oldest first. */
export function dayList(last: string, count: number): string[] {
  const end = numberOfDay(last);
  return Array.from({ length: count }, (_, i) => dayOfNumber(end - count + 1 + i));
}
