import { StorageKey, storage } from '@/lib/storage';

/** The home page's grade and volume choice (localStorage `gradeValue`, dictionary ids), or null. */
export function readHomeGrade(): { gradeId: number; cebieId: number } | null {
  const raw = storage.getJSON<{ gradeId?: unknown; cebieId?: unknown }>(StorageKey.gradeValue);
  const id = (v: unknown) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
  };
  const gradeId = id(raw?.gradeId);
  const cebieId = id(raw?.cebieId);
  return gradeId !== null && cebieId !== null ? { gradeId, cebieId } : null;
}

/** The home page's subject choice (localStorage `subjectId`), or null. */
export function readHomeSubject(): number | null {
  const n = Number(storage.get(StorageKey.subjectId));
  return Number.isInteger(n) && n > 0 ? n : null;
}
