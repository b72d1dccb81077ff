import type { HomeworkCorrection, HomeworkMark, MarkBox, MarkVerdict } from '@jc/contract';

/** How often a pending correction (or a list holding one) is asked again. */
export const POLL_MS = 2000;

export const anyPending = (list: readonly Pick<HomeworkCorrection, 'status'>[]) =>
  list.some((c) => c.status === 'pending');

/**
 * A box in the photo's own pixels as shares of the photo (CSS percentages), so the mark sits on its line
 * at whatever size the photo is shown. Clamped into the photo: an engine's box may overhang an edge.
 */
export function boxPercent(box: MarkBox, photo: { width: number; height: number }) {
  const w = Math.max(photo.width, 1);
  const h = Math.max(photo.height, 1);
  const pct = (v: number, of: number) => Math.round(Math.min(Math.max(v / of, 0), 1) * 10000) / 100;
  const left = pct(box.x, w);
  const top = pct(box.y, h);
  return {
    left,
    top,
    width: Math.min(pct(box.width, w), 100 - left),
    height: Math.min(pct(box.height, h), 100 - top),
  };
}

/** The sign drawn over a line: ✓ right, ✗ wrong, ? unreadable. */
export const VERDICT_SIGN: Record<MarkVerdict, string> = { right: '✓', wrong: '✗', unreadable: '?' };

/** What a mark says beside its sign: the right answer of a wrong line. */
export function markNote(mark: HomeworkMark): string {
  if (mark.verdict === 'wrong') return mark.correctAnswer ? `正确答案 ${mark.correctAnswer}` : '';
  return '';
}

/** The summary of a finished correction: 对 5 题 · 错 2 题 · 无法识别 1 题 (parts with 0 are left out, except 对). */
export function countsText(c: Pick<HomeworkCorrection, 'rightCount' | 'wrongCount' | 'unreadableCount'>) {
  const parts = [`对 ${c.rightCount} 题`];
  if (c.wrongCount > 0) parts.push(`错 ${c.wrongCount} 题`);
  if (c.unreadableCount > 0) parts.push(`无法识别 ${c.unreadableCount} 题`);
  return parts.join(' · ');
}

/** The details view of one correction inside correctList. */
export const correctionUrl = (path: string, id: number) => `${path}?id=${id}`;

/** The `id` query parameter of correctList, or null for the list itself. */
export function parseCorrectionId(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
