import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { badInput, notFound } from '../../shared/errors.js';
import { BOOK_MISSING, touchBook } from './books.js';

/** What the extras' services share: the book check, the order, the uploaded file behind a path. */

export type Trx = Transaction<Database>;
export type Conn = Db | Trx;

export async function requireBook(db: Conn, bookId: number): Promise<void> {
  const row = await db.selectFrom('books').select('id').where('id', '=', bookId).executeTakeFirst();
  if (!row) throw notFound(BOOK_MISSING);
}

/** `index` (from 0) clamped into a list of `n`. */
export const clampIndex = (index: number, n: number) => Math.max(0, Math.min(index, n - 1));

/** The ids in their new order: `id` taken out and put back at `index`. */
export function moved(ids: number[], id: number, index: number): number[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(clampIndex(index, ids.length), 0, id);
  return rest;
}

/** The tables of a book's own ordered lists (answers, resources): `book_id` and `sort` in each. */
type BookList = 'answers' | 'resources';

/** The sort of a row added at the end of its book's list. */
export async function nextSort(trx: Trx, table: BookList, bookId: number): Promise<number> {
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('sort').as('m'))
    .where('book_id', '=', bookId)
    .executeTakeFirst();
  return last?.m == null ? 0 : Number(last.m) + 1;
}

/** Writes a book's list in the order of `ids` (sort 0, 1, …). */
export async function writeOrder(trx: Trx, table: BookList, ids: readonly number[]): Promise<void> {
  for (const [sort, id] of ids.entries())
    await trx.updateTable(table).set({ sort }).where('id', '=', id).execute();
}

/** The file extension of a stored path, lower case (`pdf`, `mp3`). */
export const extensionOf = (path: string) => /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';

/** The upload row behind `/uploads/<key>`, if the path is one. */
export async function uploadOf(db: Conn, path: string) {
  if (!path.startsWith('/uploads/')) return undefined;
  return db
    .selectFrom('uploads')
    .select(['kind', 'size', 'width', 'height'])
    .where('file_key', '=', path.slice('/uploads/'.length))
    .executeTakeFirst();
}

/** An uploaded path must name a stored upload (a typo would show a broken file to pupils). */
export async function requireUpload(db: Conn, path: string, label: string) {
  const up = await uploadOf(db, path);
  if (path.startsWith('/uploads/') && !up) throw badInput(`${label}不存在，请重新上传`);
  return up;
}

export { touchBook };
