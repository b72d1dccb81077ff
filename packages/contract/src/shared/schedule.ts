import { z } from 'zod';

/**
 * The operators' schedules (page ads, home dictionary entries): a bound travels as `YYYY-MM-DD HH:mm` in
 * Asia/Shanghai, '' for no bound; the store keeps epoch milliseconds (null: no bound).
 */

/** The wire format of a schedule bound, as dayjs (the console's pickers) writes it. */
export const SCHEDULE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** Asia/Shanghai has been UTC+8 without daylight saving since 1991, so a fixed offset is exact. */
const SHANGHAI_MS = 8 * 3600_000;
const PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/**
 * A schedule bound as epoch ms: null for '' (no bound), NaN for a string that is not a minute that
 * exists (`2026-02-30 10:00`, `2026-11-01 24:00`, another format).
 */
export function scheduleTimeToMs(s: string): number | null {
  if (s === '') return null;
  const m = PATTERN.exec(s);
  if (!m) return NaN;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  return back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi
    ? utc - SHANGHAI_MS
    : NaN;
}

/** A stored bound (epoch ms, null: none) as it travels: `YYYY-MM-DD HH:mm` in Shanghai, '' for none. */
export function scheduleTimeFromMs(ms: number | null): string {
  if (ms === null) return '';
  return new Date(ms + SHANGHAI_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A schedule bound in an input: `YYYY-MM-DD HH:mm` (Shanghai) or '' (the default) for no bound; a
 * minute that does not exist is refused naming the field.
 */
export const scheduleTime = (label: string) =>
  z
    .string({ error: `${label}须为YYYY-MM-DD HH:mm` })
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2})?$/, { error: `${label}须为YYYY-MM-DD HH:mm`, abort: true })
    .refine((s) => !Number.isNaN(scheduleTimeToMs(s)), `${label}不是有效的时间`)
    .default('');
