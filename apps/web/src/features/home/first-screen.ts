import type { QueryKey } from '@tanstack/react-query';
import type { AppMenuItem, DicData, DicGroup, MainPageBookList } from '@jc/contract';
import { dicQuery } from '@/lib/dictionary';
import { homeBookQueries } from './api/books';

/** The dictionaries home's first screen reads (the grade picker, the subject tabs, the banner, the badges). */
export const HOME_FIRST_SCREEN_GROUPS = [
  'grade',
  'cebie',
  'subject',
  'mainbanner',
  'mainBuoy',
] as const satisfies readonly DicGroup[];

export type HomeFirstScreenGroup = (typeof HOME_FIRST_SCREEN_GROUPS)[number];

/** What the server renders home's first screen with: its cached answers, and the pupil's choices. */
export interface HomeFirstScreenInput {
  dictionaries: Record<HomeFirstScreenGroup, DicData>;
  menus: AppMenuItem[];
  /** The grade and volume of the cookie, when the dictionaries list them. */
  grade: { gradeId: number; cebieId: number } | null;
  /** The subject of the cookie, when the dictionary lists it (null: the first tab). */
  subject: number | null;
  /** The book list of the shown subject, grade and volume; null without a grade. */
  books: MainPageBookList | null;
}

/** The subject tab home shows: the chosen one when listed, else the first (as HomePage decides). */
export function shownSubject(subjects: readonly { id: number }[], chosen: number | null): number | null {
  return subjects.find((s) => s.id === chosen)?.id ?? subjects[0]?.id ?? null;
}

/** The query cache entries of that data, under the keys home's queries use (docs/first-screens.md). */
export function homeFirstScreenQueries(input: HomeFirstScreenInput): [QueryKey, unknown][] {
  const queries: [QueryKey, unknown][] = HOME_FIRST_SCREEN_GROUPS.map((group) => [
    dicQuery(group).queryKey,
    input.dictionaries[group],
  ]);
  queries.push([homeBookQueries.appMenus().queryKey, input.menus]);
  const subject = shownSubject(input.dictionaries.subject.dicList, input.subject);
  if (input.grade && input.books && subject !== null) {
    const key = homeBookQueries.mainPageBooks({
      subject,
      grade: input.grade.gradeId,
      cebie: input.grade.cebieId,
    }).queryKey;
    queries.push([key, input.books]);
  }
  return queries;
}
