import type { BookListType, BookSearchItem, BookSearchList, HotWord, MainPageBookList } from '@jc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { ok } from '../../shared/envelope.js';
import { fetchPage, likePattern } from '../../shared/list-query.js';
import { listAppMenus } from '../menu/index.js';
import { booksWithNames, toListItem, withBookType } from './queries.js';

/** Home (a cached hot read), book search and hot words. */

export const HOME_CACHE_PREFIX = 'bookhome:';

export function homeEntry(db: Db, q: { subject?: number | undefined; grade: number; cebie: number }) {
  return {
    key: `${HOME_CACHE_PREFIX}${q.subject ?? '*'}:${q.grade}:${q.cebie}`,
    load: async () => ok(await loadMainPageBookList(db, q)),
  };
}

export async function loadMainPageBookList(
  db: Db,
  q: { subject?: number | undefined; grade: number; cebie: number },
): Promise<MainPageBookList> {
  let query = booksWithNames(db).where('books.grade_id', '=', q.grade).where('books.cebie_id', '=', q.cebie);
  if (q.subject !== undefined) query = query.where('books.subject_id', '=', q.subject);
  const [menus, books] = await Promise.all([
    listAppMenus(db),
    query.orderBy('ds.sort').orderBy('books.sort').orderBy('books.id').execute(),
  ]);
  return { funMenuList: menus.filter((m) => m.position === 'home'), list: books.map(toListItem) };
}

export async function searchBooks(
  db: Db,
  kw: string,
  page: { pageNum: number; pageSize: number; type?: BookListType | undefined },
): Promise<BookSearchList> {
  const pattern = likePattern(kw);
  const lessonMatch = (bookId: unknown) =>
    sql<boolean>`exists (select 1 from lessons l where l.book_id = ${bookId} and lower(l.title) like ${pattern} escape '\\')`;
  const base = withBookType(booksWithNames(db), page.type).where((eb) =>
    eb.or([
      sql<boolean>`lower(books.title) like ${pattern} escape '\\'`,
      sql<boolean>`lower(books.sub_title) like ${pattern} escape '\\'`,
      lessonMatch(sql.ref('books.id')),
    ]),
  );
  const { rows, total } = await fetchPage(
    base.orderBy('books.grade_id').orderBy('books.cebie_id').orderBy('ds.sort').orderBy('books.id'),
    page,
  );
  const titleHit = (b: { title: string; sub_title: string }) =>
    b.title.toLowerCase().includes(kw.toLowerCase()) || b.sub_title.toLowerCase().includes(kw.toLowerCase());
  const needLesson = rows.filter((b) => !titleHit(b)).map((b) => b.id);
  const lessonTitles = new Map<number, string>();
  if (needLesson.length) {
    const hits = await db
      .selectFrom('lessons')
      .select(['book_id', 'title'])
      .where('book_id', 'in', needLesson)
      .where(sql<boolean>`lower(title) like ${pattern} escape '\\'`)
      .orderBy('depth')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    for (const h of hits) if (!lessonTitles.has(h.book_id)) lessonTitles.set(h.book_id, h.title);
  }
  const list: BookSearchItem[] = rows.map((b) => ({
    ...toListItem(b),
    subTitle: b.sub_title,
    subject: b.subject,
    grade: b.grade,
    cebie: b.cebie,
    matchedLesson: lessonTitles.get(b.id) ?? '',
  }));
  return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
}

export async function hotWords(db: Db): Promise<HotWord[]> {
  const rows = await db
    .selectFrom('hot_words')
    .select(['id', 'word'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, word: r.word }));
}
