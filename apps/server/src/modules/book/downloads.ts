import {
  DOWNLOAD_KIND_CATEGORY,
  type CodeDownloads,
  type DownloadCodeKind,
  type ListenByCode,
} from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import { listeningOfBook, resources, toResource } from './content.js';
import { booksWithNames, findBook, findBookById, toListItem, type BookRow } from './queries.js';

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

/** bookmain/getDownloadsByCode?code&kind: the resources of the code's book(s), of the kind's category. */
export async function downloadsByCode(db: Db, code: string, kind: DownloadCodeKind): Promise<CodeDownloads> {
  const target = await resolveCode(db, code);
  let q = resources(db).where(
    'resources.book_id',
    'in',
    target.books.map((b) => b.id),
  );
  // A resource code names one file: its kind filter is moot.
  if (target.resourceId !== null) q = q.where('resources.id', '=', target.resourceId);
  else {
    const category = DOWNLOAD_KIND_CATEGORY[kind];
    if (category !== null) q = q.where('resources.category', '=', category);
  }
  const [rows, lesson] = await Promise.all([
    q.orderBy('books.sort').orderBy('books.id').orderBy('resources.sort').orderBy('resources.id').execute(),
    target.lessonId === null
      ? undefined
      : db.selectFrom('lessons').select('title').where('id', '=', target.lessonId).executeTakeFirst(),
  ]);
  return {
    books: target.books.map(toListItem),
    lessonTitle: lesson?.title ?? '',
    kind,
    list: rows.map(toResource),
  };
}

/**
 * book/getbookQrcodeInfoListen/{code}: the listening items (t, k) of the book a code maps to; for a
 * code shared by several books, the first of them (in shelf order) that has listening material.
 */
export async function listeningByCode(db: Db, code: string): Promise<ListenByCode> {
  const target = await resolveCode(db, code);
  let first: ListenByCode | undefined;
  for (const book of target.books) {
    const found = await listeningOfBook(db, book);
    if (found.list.length > 0) return found;
    first ??= found;
  }
  if (!first) throw notFound(CODE_NOT_FOUND);
  return first;
}
