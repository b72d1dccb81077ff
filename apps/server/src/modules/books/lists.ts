import type { BookListItem, BookListType, Paged } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { booksOfCode, booksWithNames, toListItem, withBookType } from './queries.js';

/** Book lists: by grade, volume and subject or by type, and the books behind a QR code or a barcode. */

export async function bookList(
  db: Db,
  q: {
    grade?: number | undefined;
    cebie?: number | undefined;
    subject?: number | undefined;
    /** Only books with e-sample books, listening material, answers or downloadable resources. */
    type?: BookListType | undefined;
  } & PageInput,
): Promise<Paged<BookListItem>> {
  let base = withBookType(booksWithNames(db), q.type);
  if (q.grade !== undefined) base = base.where('books.grade_id', '=', q.grade);
  if (q.cebie !== undefined) base = base.where('books.cebie_id', '=', q.cebie);
  if (q.subject !== undefined) base = base.where('books.subject_id', '=', q.subject);
  const { rows, total } = await fetchPage(
    base
      .orderBy('books.grade_id')
      .orderBy('books.cebie_id')
      .orderBy('ds.sort')
      .orderBy('books.sort')
      .orderBy('books.id'),
    q,
  );
  return { list: rows.map(toListItem), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** book/getbookQrcodeInfo/{v}: the books behind a book QR code (several when the code is shared). */
export async function booksByQrCode(db: Db, code: string): Promise<BookListItem[]> {
  // A plain book number works as a code too (TkBookInfo=927).
  const books = await booksOfCode(db, code);
  if (books.length === 0) throw notFound('没有找到该二维码对应的图书');
  return books.map(toListItem);
}

/**
 * bookmain/getBookByTXM?txm: the enabled books printed with an EAN-13 barcode. The column is unique, so
 * the list holds one book; it is a list like getbookQrcodeInfo's so clients treat both the same.
 */
export async function booksByBarcode(db: Db, txm: string): Promise<BookListItem[]> {
  const rows = await booksWithNames(db).where('books.barcode', '=', txm).orderBy('books.id').execute();
  if (rows.length === 0) throw notFound('没有找到该条形码对应的图书');
  return rows.map(toListItem);
}
