import { RESOURCE_CATEGORIES, type DownloadResource, type Paged, type ResourceCategory } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { BOOK_NOT_FOUND, findBook } from '../books/index.js';

/** Downloadable resources of the enabled books. */

export function resources(db: Db) {
  return db
    .selectFrom('resources')
    .innerJoin('books', 'books.id', 'resources.book_id')
    .select([
      'resources.id',
      'books.book_no',
      'resources.title',
      'resources.kind',
      'resources.category',
      'resources.path',
      'resources.size',
    ])
    .where('books.enabled', '=', 1);
}
type ResourceRow = Awaited<ReturnType<ReturnType<typeof resources>['execute']>>[number];
export const toResource = (r: ResourceRow): DownloadResource => ({
  id: r.id,
  bookNo: r.book_no,
  title: r.title,
  kind: r.kind,
  category: (RESOURCE_CATEGORIES as readonly string[]).includes(r.category)
    ? (r.category as ResourceCategory)
    : 'ziliao',
  path: r.path,
  size: Number(r.size),
});

export async function downloadList(
  db: Db,
  q: { bookNo?: string | undefined; category?: ResourceCategory | undefined } & PageInput,
): Promise<Paged<DownloadResource>> {
  let base = resources(db);
  if (q.bookNo !== undefined) {
    if (!(await findBook(db, q.bookNo))) throw notFound(BOOK_NOT_FOUND);
    base = base.where('books.book_no', '=', q.bookNo);
  }
  if (q.category !== undefined) base = base.where('resources.category', '=', q.category);
  const { rows, total } = await fetchPage(
    base.orderBy('books.id').orderBy('resources.sort').orderBy('resources.id'),
    q,
  );
  return { list: rows.map(toResource), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function downloadOne(db: Db, id: number): Promise<DownloadResource> {
  const row = await resources(db).where('resources.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('没有找到该资源');
  return toResource(row);
}
