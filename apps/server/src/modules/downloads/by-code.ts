import { DOWNLOAD_KIND_CATEGORY, type CodeDownloads, type DownloadCodeKind } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { resolveCode, toListItem } from '../books/index.js';
import { resources, toResource } from './resources.js';

/** The resources a printed code asks for (docs/catalogue.md, "Downloads by code"). */

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
