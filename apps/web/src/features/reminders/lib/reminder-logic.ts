import { WEEKDAY_TEXT } from '@jc/contract';

/** The reminders page's pure rules (tested in reminder-logic.test.ts). */

export const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** 每天, 工作日, 周末, else 周一、周三… */
export function weekdaysText(days: readonly number[]): string {
  const set = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const key = set.join('');
  if (key === '1234567') return '每天';
  if (key === '12345') return '工作日';
  if (key === '67') return '周末';
  return set.map((d) => WEEKDAY_TEXT[d]).join('、');
}

/** Toggles one day in a sorted list. */
export const toggleDay = (days: readonly number[], day: number) =>
  (days.includes(day) ? days.filter((d) => d !== day) : [...days, day]).sort((a, b) => a - b);

const two = (n: number) => String(n).padStart(2, '0');

/** The picker's columns: hours 00–23, minutes 00–59. */
export const HOURS = Array.from({ length: 24 }, (_, i) => ({ label: `${two(i)}时`, value: two(i) }));
export const MINUTES = Array.from({ length: 60 }, (_, i) => ({ label: `${two(i)}分`, value: two(i) }));

/** "HH:mm" → the picker's value ['HH', 'mm']; anything else → 20:00. */
export function timeToPicker(time: string): [string, string] {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? [m[1] ?? '20', m[2] ?? '00'] : ['20', '00'];
}

/** The picker's value → "HH:mm", or null when a part is out of 0–23 / 0–59. */
export function pickerToTime(value: readonly (string | number | null | undefined)[]): string | null {
  if (value[0] == null || value[1] == null || value[0] === '' || value[1] === '') return null;
  const h = Number(value[0]);
  const m = Number(value[1]);
  if (!Number.isInteger(h) || !Number.isInteger(m) || h < 0 || h > 23 || m < 0 || m > 59) return null;
  return `${two(h)}:${two(m)}`;
}

export interface ReminderDraft {
  id?: number;
  templateId: number | null;
  weekdays: number[];
  time: string;
  enabled: boolean;
}

/** What is missing before saving, in the server's words; null when the draft can be sent. */
export function draftProblem(draft: ReminderDraft): string | null {
  if (!draft.templateId) return '请选择提醒内容';
  if (draft.weekdays.length === 0) return '请至少选择一天';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(draft.time)) return '提醒时间须在00:00到23:59之间';
  return null;
}

/** Push: what the card says about this device. */
export type PushStatus = 'unsupported' | 'off' | 'blocked' | 'on';
export const PUSH_TEXT: Record<PushStatus, string> = {
  unsupported: '当前浏览器不能接收推送通知（需要 https 网址），提醒将无法送达这台设备',
  off: '开启后，到点会在这台设备上收到提醒通知',
  blocked: '通知权限已被拒绝，请在浏览器的网站设置中允许通知',
  on: '已开启：到点会在这台设备上收到提醒通知',
};
