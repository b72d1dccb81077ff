import type { EBookPages } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import { booksOfCode } from '../books/index.js';
import { ebooks, toEBook } from './ebooks.js';

export const EBOOK_BOOK_NOT_FOUND = '没有找到这本书';
export const EBOOK_NOT_FOUND = '这本书暂无电子书';

/**
 * bookMain/getPagePicList/{v}: `v` is a book code (codes of kind book, e.g. `bk927`) or a book number.
 * A code shared by several books answers the first of them (book order) that has an e-book.
 */
export async function ebookPages(db: Db, v: string): Promise<EBookPages> {
  const books = await booksOfCode(db, v);
  if (books.length === 0) throw notFound(EBOOK_BOOK_NOT_FOUND);

  const rows = await ebooks(db)
    .where(
      'ebooks.book_id',
      'in',
      books.map((b) => b.id),
    )
    .execute();
  // The books' order decides, then the e-books' own order (ebooks() sorts by sort, id).
  const order = new Map(books.map((b, i) => [b.book_no, i]));
  const row = rows.sort((a, b) => (order.get(a.book_no ?? '') ?? 0) - (order.get(b.book_no ?? '') ?? 0))[0];
  const book = books.find((b) => b.book_no === row?.book_no);
  if (!row || !book) throw notFound(EBOOK_NOT_FOUND);

  const [area, pages] = await Promise.all([
    db.selectFrom('ebook_areas').select('name').where('id', '=', row.area_id).executeTakeFirst(),
    db
      .selectFrom('ebook_pages')
      .select(['page', 'path', 'width', 'height'])
      .where('ebook_id', '=', row.id)
      .orderBy('page')
      .execute(),
  ]);
  return {
    ebook: toEBook(row),
    areaName: area?.name ?? '',
    book: {
      bookNo: book.book_no,
      title: book.title,
      subTitle: book.sub_title,
      pictureV: book.cover,
      subject: book.subject,
      grade: book.grade,
      cebie: book.cebie,
    },
    pages,
  };
}
