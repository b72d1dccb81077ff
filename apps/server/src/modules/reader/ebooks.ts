import type { EBook, EBookArea } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';

/** E-book areas, e-books (sample books) and subject PDFs. */

export async function ebookAreas(db: Db): Promise<EBookArea[]> {
  return db.selectFrom('ebook_areas').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

/** E-books with their book number and cover (the book's when the e-book has none). */
export function ebooks(db: Db) {
  return db
    .selectFrom('ebooks')
    .leftJoin('books', 'books.id', 'ebooks.book_id')
    .select([
      'ebooks.id',
      'ebooks.area_id',
      'ebooks.title',
      'ebooks.cover',
      'books.cover as book_cover',
      'ebooks.subject_id',
      'ebooks.grade_id',
      'ebooks.cebie_id',
      'books.book_no',
      'ebooks.pdf',
      'ebooks.pages',
    ])
    .orderBy('ebooks.sort')
    .orderBy('ebooks.id');
}

export type EbookRow = Awaited<ReturnType<ReturnType<typeof ebooks>['execute']>>[number];
export const toEBook = (r: EbookRow): EBook => ({
  id: r.id,
  areaId: r.area_id,
  title: r.title,
  cover: r.cover || r.book_cover || '',
  subjectId: r.subject_id,
  gradeId: r.grade_id,
  cebieId: r.cebie_id,
  bookNo: r.book_no ?? '',
  pdf: r.pdf,
  pages: r.pages,
});

export async function ebooksOfArea(db: Db, areaId: number): Promise<EBook[]> {
  const area = await db.selectFrom('ebook_areas').select('id').where('id', '=', areaId).executeTakeFirst();
  if (!area) throw notFound('没有找到该版本的电子书');
  return (await ebooks(db).where('ebooks.area_id', '=', areaId).execute()).map(toEBook);
}

export async function ebookOne(db: Db, id: number): Promise<EBook> {
  const row = await ebooks(db).where('ebooks.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('没有找到该电子书');
  return toEBook(row);
}

export async function subjectPdfs(db: Db, subject: number | undefined): Promise<EBook[]> {
  let q = ebooks(db);
  if (subject !== undefined) q = q.where('ebooks.subject_id', '=', subject);
  return (await q.execute()).map(toEBook);
}
