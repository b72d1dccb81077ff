import type { Paged, YangshuBook, YangshuDicGroup, YangshuDicItem } from '@jc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { AppError } from '../../shared/errors.js';
import { likePattern, type PageInput } from '../../shared/list-query.js';
import { fetchPage } from '../../shared/list-query.js';
import { booksOfCode, booksWithNames, resolveCode } from '../books/index.js';

/** Enabled offers of enabled books, with the book's names (subject, grade, cebie). */
export function offeredBooks(db: Db) {
  return booksWithNames(db)
    .innerJoin('yangshu_offers as o', 'o.book_id', 'books.id')
    .select(['o.id as offer_id', 'o.max_per_request', 'o.sort as offer_sort'])
    .where('o.enabled', '=', 1);
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof offeredBooks>['executeTakeFirstOrThrow']>>;

export const toYangshuBook = (r: OfferRow): YangshuBook => ({
  id: r.offer_id,
  bookNo: r.book_no,
  title: r.title,
  subTitle: r.sub_title,
  cover: r.cover,
  subjectId: r.subject_id,
  subjectName: r.subject,
  gradeId: r.grade_id,
  gradeName: r.grade,
  cebieId: r.cebie_id,
  cebieName: r.cebie,
  maxPerRequest: r.max_per_request,
});

const DIC_COLUMN = { subject: 'subject_id', grade: 'grade_id', cebie: 'cebie_id' } as const;

/** getDicInfo/{group}: the entries of a dictionary group that books on offer have, in the dictionary's order. */
export async function offerDictionary(db: Db, group: YangshuDicGroup): Promise<YangshuDicItem[]> {
  const column = DIC_COLUMN[group];
  return db
    .selectFrom('dictionaries as d')
    .select(['d.id', 'd.name'])
    .where('d.dic_type', '=', group)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('yangshu_offers as o')
          .innerJoin('books as b', 'b.id', 'o.book_id')
          .select('o.id')
          .where('o.enabled', '=', 1)
          .where('b.enabled', '=', 1)
          .whereRef(`b.${column}`, '=', 'd.id'),
      ),
    )
    .orderBy('d.sort')
    .orderBy('d.id')
    .execute();
}

/**
 * The codes a scan may carry: the value itself and, for a link (a QR code that opens a page), its `v`,
 * `code` or `bookNo` parameter and its last path segment.
 */
export function scanCandidates(code: string): string[] {
  const out = [code];
  if (/^https?:\/\//i.test(code)) {
    try {
      const url = new URL(code);
      // Every parameter's value (the first few): printed links carry the code under many keys, the
      // entry links' s, t, bk, x… (/r?s=100500101) and the app's TkBookInfo, NewShelf… as well as v or code.
      for (const v of [...url.searchParams.values()].slice(0, 4)) if (v) out.push(v);
      const last = url.pathname.split('/').filter(Boolean).pop();
      if (last) out.push(decodeURIComponent(last));
    } catch {
      // not a link after all: the value alone
    }
  }
  return [...new Set(out)];
}

/** The ids of the enabled books a scanned value names: a book, lesson or resource code, a barcode or a book number. */
async function booksOfScan(db: Db, code: string): Promise<number[]> {
  const ids = new Set<number>();
  for (const c of scanCandidates(code)) {
    const target = await resolveCode(db, c).catch((err: unknown) => {
      if (err instanceof AppError && err.statusCode === 404) return null;
      throw err;
    });
    for (const b of target?.books ?? []) ids.add(b.id);
    for (const b of await booksOfCode(db, c)) ids.add(b.id);
    const byBarcode = await db
      .selectFrom('books')
      .select('id')
      .where('barcode', '=', c)
      .where('enabled', '=', 1)
      .execute();
    for (const b of byBarcode) ids.add(b.id);
  }
  return [...ids];
}

export interface OfferQuery extends PageInput {
  subjectId?: number | undefined;
  gradeId?: number | undefined;
  cebieId?: number | undefined;
  keyword: string;
  isQrcode: '0' | '1';
  code: string;
}

/** getYangshuList: the offer, filtered; by a scan, the offers of the books the code names (none: empty). */
export async function listOffers(db: Db, q: OfferQuery): Promise<Paged<YangshuBook>> {
  const page = { pageNum: q.pageNum, pageSize: q.pageSize };
  let base = offeredBooks(db);
  if (q.isQrcode === '1') {
    const ids = q.code ? await booksOfScan(db, q.code) : [];
    if (ids.length === 0) return { list: [], total: 0, ...page };
    base = base.where('books.id', 'in', ids);
  }
  if (q.subjectId !== undefined) base = base.where('books.subject_id', '=', q.subjectId);
  if (q.gradeId !== undefined) base = base.where('books.grade_id', '=', q.gradeId);
  if (q.cebieId !== undefined) base = base.where('books.cebie_id', '=', q.cebieId);
  if (q.keyword) {
    const p = likePattern(q.keyword);
    base = base.where(
      sql<boolean>`(lower(books.title) like ${p} escape '\\' or lower(books.book_no) like ${p} escape '\\')`,
    );
  }
  const { rows, total } = await fetchPage(base.orderBy('o.sort').orderBy('o.id'), page);
  return { list: rows.map(toYangshuBook), total, ...page };
}
