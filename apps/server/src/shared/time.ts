import { scheduleTimeToMs } from '@jc/contract';
import { badInput } from './errors.js';

/** Asia/Shanghai has been UTC+8 without daylight saving since 1991, so a fixed offset is exact. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, the wire format of every time. */
export function formatTime(epochMs: number): string {
  return new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `YYYY-MM-DD` in Asia/Shanghai. */
export function formatDate(epochMs: number): string {
  return new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * An operator's schedule bound (`YYYY-MM-DD HH:mm` in Shanghai, '' for none; the contract's
 * scheduleTime) as the epoch ms the store keeps, null for none; a minute that does not exist is a 400
 * naming the field.
 */
export function parseScheduleTime(s: string, label: string): number | null {
  const ms = scheduleTimeToMs(s);
  if (ms !== null && Number.isNaN(ms)) throw badInput(`${label}不是有效的时间`);
  return ms;
}
