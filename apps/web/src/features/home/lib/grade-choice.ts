import { SAMPLE_BOOK_GRADES, type DicEntry, type UserInfo } from '@jc/contract';
import { mirrorGradeCookie } from '@/lib/first-screen';
import { StorageKey, storage } from '@/lib/storage';

/** The saved grade and volume (dictionary ids), localStorage 'gradeValue'. */
export interface GradeValue {
  gradeId: number;
  cebieId: number;
}

const toId = (raw: unknown): number | null => {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** A stored or server value as a GradeValue, or null when it is missing or malformed. */
export function parseGradeValue(raw: unknown): GradeValue | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { gradeId, cebieId } = raw as Record<string, unknown>;
  const grade = toId(gradeId);
  const cebie = toId(cebieId);
  return grade !== null && cebie !== null ? { gradeId: grade, cebieId: cebie } : null;
}

export function readGradeValue(): GradeValue | null {
  return parseGradeValue(storage.getJSON<unknown>(StorageKey.gradeValue));
}

/** Saves the choice, and mirrors it in the cookie the server renders home's first screen by. */
export function saveGradeValue(value: GradeValue): void {
  storage.setJSON(StorageKey.gradeValue, value);
  mirrorGradeCookie(value);
}

export type GradeState =
  /** A usable choice: show the home page. */
  | { kind: 'ready'; value: GradeValue }
  /** Nothing stored, but the logged-in user's profile has one: copy it locally. */
  | { kind: 'copyFromServer'; value: GradeValue }
  /** Not decidable yet (dictionaries or profile still loading): show nothing mandatory. */
  | { kind: 'waiting' }
  /** Ask, in a popup that cannot be dismissed, with the tab bar hidden. */
  | { kind: 'ask' };

export interface GradeStateInput {
  stored: GradeValue | null;
  loggedIn: boolean;
  /** The profile when known; undefined while it loads or when it failed. */
  user: Pick<UserInfo, 'gradeId' | 'cebieId'> | undefined;
  userSettled: boolean;
  /** Dictionary ids when loaded; undefined while loading (a stored choice is then trusted). */
  gradeIds: readonly number[] | undefined;
  cebieIds: readonly number[] | undefined;
}

function known(value: GradeValue, gradeIds?: readonly number[], cebieIds?: readonly number[]): boolean {
  return (!gradeIds || gradeIds.includes(value.gradeId)) && (!cebieIds || cebieIds.includes(value.cebieId));
}

/**
 * Whether the mandatory grade choice is needed. A stored choice wins; a choice whose ids the
 * dictionaries no longer know counts as missing. Logged-in users get their server choice copied.
 */
export function resolveGradeState(input: GradeStateInput): GradeState {
  const { stored, loggedIn, user, userSettled, gradeIds, cebieIds } = input;
  if (stored && known(stored, gradeIds, cebieIds)) return { kind: 'ready', value: stored };
  if (loggedIn) {
    if (!userSettled) return { kind: 'waiting' };
    const fromServer = user ? parseGradeValue(user) : null;
    if (fromServer && known(fromServer, gradeIds, cebieIds))
      return { kind: 'copyFromServer', value: fromServer };
  }
  // The popup lists the dictionaries, so it can only ask once they are there.
  if (!gradeIds || !cebieIds) return { kind: 'waiting' };
  return { kind: 'ask' };
}

/** Grades C1, C2 and C3 open the sample-book page after the choice (by dictionary name or code). */
export function isSampleBookGrade(entry: Pick<DicEntry, 'name' | 'remark'> | undefined): boolean {
  if (!entry) return false;
  const codes: readonly string[] = SAMPLE_BOOK_GRADES;
  return codes.includes(entry.name.trim()) || codes.includes(entry.remark.trim());
}

/** `三年级(上册)` for the top bar; null when the ids are not in the dictionaries. */
export function gradeLabel(
  value: GradeValue | null,
  grades: readonly DicEntry[] | undefined,
  cebies: readonly DicEntry[] | undefined,
): string | null {
  if (!value) return null;
  const grade = grades?.find((g) => g.id === value.gradeId);
  const cebie = cebies?.find((c) => c.id === value.cebieId);
  return grade && cebie ? `${grade.name}(${cebie.name})` : null;
}
