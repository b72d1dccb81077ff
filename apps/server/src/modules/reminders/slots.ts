/**
 * Reminder times, in Asia/Shanghai (UTC+8 all year, so a fixed offset is exact). A slot is one sending
 * of a reminder: `YYYY-MM-DD HH:mm`; slots of one reminder compare as strings.
 */
const OFFSET_MS = 8 * 3600_000;
const MINUTE = 60_000;
const DAY = 24 * 3600_000;

export interface ShanghaiMinute {
  /** `YYYY-MM-DD` */
  date: string;
  /** 1 (Monday) to 7 (Sunday) */
  weekday: number;
  /** `HH:mm` */
  time: string;
}

export function shanghaiMinute(epochMs: number): ShanghaiMinute {
  const d = new Date(epochMs + OFFSET_MS);
  const iso = d.toISOString();
  return { date: iso.slice(0, 10), weekday: d.getUTCDay() || 7, time: iso.slice(11, 16) };
}

export const slotOf = (date: string, time: string): string => `${date} ${time}`;

/** The slot of the minute `epochMs` falls in. */
export const nowSlot = (epochMs: number): string => {
  const m = shanghaiMinute(epochMs);
  return slotOf(m.date, m.time);
};

/** `[1, 3, 5]` ↔ `135`. */
export const weekdaysToText = (days: readonly number[]): string => [...days].sort((a, b) => a - b).join('');
export const weekdaysFromText = (text: string): number[] => [...text].map(Number);

/**
 * The minutes a tick at `epochMs` looks at: from `graceMs` before to now, grouped by Shanghai date
 * (a window may cross midnight), each with its weekday and times.
 */
export function dueWindow(
  epochMs: number,
  graceMs: number,
): { date: string; weekday: number; times: string[] }[] {
  const out: { date: string; weekday: number; times: string[] }[] = [];
  const first = Math.floor((epochMs - graceMs) / MINUTE) * MINUTE;
  for (let t = first; t <= epochMs; t += MINUTE) {
    const m = shanghaiMinute(t);
    let group = out.find((g) => g.date === m.date);
    if (!group) {
      group = { date: m.date, weekday: m.weekday, times: [] };
      out.push(group);
    }
    if (!group.times.includes(m.time)) group.times.push(m.time);
  }
  return out;
}

/**
 * The next slot a reminder will be sent in, `YYYY-MM-DD HH:mm`: the first of its weekdays at its time
 * that is not before the current minute and later than its last claimed slot; '' when it is off.
 */
export function nextAt(
  r: { weekdays: string; time: string; enabled: boolean; lastSlot: string | null },
  epochMs: number,
): string {
  if (!r.enabled || !r.weekdays) return '';
  const current = nowSlot(epochMs);
  // Counting from the later of now and the last slot (a slot claimed by a process whose clock is ahead).
  const last = r.lastSlot ? Date.parse(`${r.lastSlot.replace(' ', 'T')}:00+08:00`) : Number.NaN;
  const from = Number.isFinite(last) ? Math.max(epochMs, last) : epochMs;
  for (let day = 0; day <= 8; day++) {
    const m = shanghaiMinute(from + day * DAY);
    if (!r.weekdays.includes(String(m.weekday))) continue;
    const slot = slotOf(m.date, r.time);
    if (slot >= current && (r.lastSlot === null || slot > r.lastSlot)) return slot;
  }
  return '';
}
