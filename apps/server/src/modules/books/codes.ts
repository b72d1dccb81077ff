import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import { booksWithNames, findBook, findBookById, type BookRow } from './queries.js';

/**
 * Codes printed in books, read for the resource and listening pages (docs/catalogue.md, "Downloads by
 * code"). One code may be several rows: a shared book code maps to several books.
 */
export interface CodeTarget {
  books: BookRow[];
  lessonId: number | null;
  resourceId: number | null;
}

export const CODE_NOT_FOUND = '没有找到该编码对应的图书，请确认二维码是否正确';

/**
 * What a code maps to. Looked up in this order: a lesson code, a resource code, a book code (one or
 * more books), and finally a plain book number. Disabled books are left out; none left → 404.
 */
export async function resolveCode(db: Db, code: string): Promise<CodeTarget> {
  const rows = await db
    .selectFrom('codes')
    .select(['kind', 'book_id', 'lesson_id', 'resource_id'])
    .where('code', '=', code)
    .where('kind', 'in', ['lesson', 'resource', 'book'])
    .orderBy('id')
    .execute();
  const rank = { lesson: 0, resource: 1, book: 2 } as Record<string, number>;
  const first = [...rows].sort((a, b) => (rank[a.kind] ?? 9) - (rank[b.kind] ?? 9))[0];
  if (first) {
    const ids =
      first.kind === 'book' ? rows.filter((r) => r.kind === 'book').map((r) => r.book_id) : [first.book_id];
    const books =
      ids.length === 1
        ? [await findBookById(db, ids[0] as number)].filter((b): b is BookRow => b !== undefined)
        : await booksWithNames(db)
            .where('books.id', 'in', ids)
            .orderBy('books.sort')
            .orderBy('books.id')
            .execute();
    if (books.length > 0)
      return {
        books,
        lessonId: first.kind === 'lesson' ? first.lesson_id : null,
        resourceId: first.kind === 'resource' ? first.resource_id : null,
      };
  }
  const book = await findBook(db, code);
  if (!book) throw notFound(CODE_NOT_FOUND);
  return { books: [book], lessonId: null, resourceId: null };
}
