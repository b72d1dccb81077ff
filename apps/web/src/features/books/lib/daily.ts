import { DAILY_KINDS, dayNumber, type DailyKind } from '@jc/contract';
import { storage, StorageKey } from '@/lib/storage';

/**
 * The grade the home page stored (localStorage `gradeValue` = {gradeId, cebieId}); undefined when
 * none or unreadable, so the daily calls answer for all grades.
 */
export function storedGradeId(): number | undefined {
  const value = storage.getJSON<{ gradeId?: unknown }>(StorageKey.gradeValue);
  const id = Number(value?.gradeId);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** 今天, 昨天, or `3月5日 星期三` for a YYYY-MM-DD date. */
export function dayLabel(date: string, today: string): string {
  const diff = dayNumber(today) - dayNumber(date);
  if (diff === 0) return '今天';
  if (diff === 1) return '昨天';
  const [, m, d] = date.split('-').map(Number);
  const weekday = WEEKDAYS[(((dayNumber(date) + 4) % 7) + 7) % 7] ?? '';
  return `${m}月${d}日 星期${weekday}`;
}

/** A `date` query parameter worth sending: a well-formed date, else null (the server's today). */
export function dateParam(raw: string | null): string | null {
  return raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : null;
}

/** One tab of a daily page: its label and the kinds it shows (several → chips inside the tab). */
export interface DailyTab {
  label: string;
  kinds: DailyKind[];
}

/** 知识点 by subject. */
export const KNOWLEDGE_TABS: DailyTab[] = [
  { label: '语文', kinds: ['ciyutx', 'yuxikt'] },
  { label: '数学', kinds: ['siweits'] },
  { label: '英语', kinds: ['ziranpd'] },
];

/**
 * The knowledge tab of a `subject` query value: a subject name (语文), or a subject dictionary id
 * resolved through `subjects`; anything else (or nothing) → the first tab, 语文.
 */
export function knowledgeTabIndex(
  subject: string | null,
  subjects: { id: number; name: string }[] = [],
): number {
  const raw = (subject ?? '').trim();
  const name = /^\d+$/.test(raw) ? (subjects.find((s) => s.id === Number(raw))?.name ?? '') : raw;
  const index = KNOWLEDGE_TABS.findIndex((t) => t.label === name);
  return index < 0 ? 0 : index;
}

export const kindName = (kind: DailyKind) => DAILY_KINDS[kind].name;
