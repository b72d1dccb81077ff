import type { AdminEbook, AdminEbookArea, AdminEbookDetail, AdminEbookPage, Paged } from '@jc/contract';
import type { adminEbookListQuery, adminSaveEbookAreaInput, adminSaveEbookInput } from '@jc/contract/schemas';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { fetchPage, likePattern } from '../../shared/list-query.js';
import { type Conn, moved, requireBook, requireUpload, touchBook, type Trx } from './extras-common.js';

/**
 * E-books (电子书): areas (editions), e-books with a cover, a PDF or page pictures in order, linked to a
 * book (whose codes open it on the phone, bookMain/getPagePicList) or not (a subject PDF). Each write is
 * one transaction and moves the linked book's update date.
 */

export const AREA_MISSING = '没有找到这个版本';
export const EBOOK_MISSING = '没有找到这本电子书';
export const PAGE_MISSING = '没有找到这一页';

export async function listAreas(db: Conn): Promise<AdminEbookArea[]> {
  const rows = await db
    .selectFrom('ebook_areas')
    .select((eb) => [
      'ebook_areas.id',
      'ebook_areas.name',
      'ebook_areas.sort',
      eb
        .selectFrom('ebooks')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('ebooks.area_id', '=', 'ebook_areas.id')
        .as('ebooks'),
    ])
    .orderBy('ebook_areas.sort')
    .orderBy('ebook_areas.id')
    .execute();
  return rows.map((r) => ({ areaId: r.id, name: r.name, sort: r.sort, ebooks: Number(r.ebooks ?? 0) }));
}

async function areaOf(db: Conn, areaId: number): Promise<AdminEbookArea> {
  const area = (await listAreas(db)).find((a) => a.areaId === areaId);
  if (!area) throw notFound(AREA_MISSING);
  return area;
}

export async function saveArea(
  db: Db,
  input: z.output<typeof adminSaveEbookAreaInput>,
): Promise<{ before: AdminEbookArea | null; area: AdminEbookArea }> {
  return db.transaction().execute(async (trx) => {
    const before = input.areaId ? await areaOf(trx, input.areaId) : null;
    const same = await trx
      .selectFrom('ebook_areas')
      .select('id')
      .where('name', '=', input.name)
      .$if(before !== null, (q) => q.where('id', '<>', before?.areaId ?? 0))
      .executeTakeFirst();
    if (same) throw businessRule(`版本“${input.name}”已经有了`);
    let id: number;
    if (before) {
      id = before.areaId;
      await trx
        .updateTable('ebook_areas')
        .set({ name: input.name, sort: input.sort })
        .where('id', '=', id)
        .execute();
    } else {
      id = (
        await trx
          .insertInto('ebook_areas')
          .values({ name: input.name, sort: input.sort })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    return { before, area: await areaOf(trx, id) };
  });
}

/** Deletes an empty area; one that still has e-books is refused. */
export async function deleteArea(db: Db, areaId: number): Promise<AdminEbookArea> {
  return db.transaction().execute(async (trx) => {
    const area = await areaOf(trx, areaId);
    if (area.ebooks > 0) throw businessRule(`版本“${area.name}”下还有 ${area.ebooks} 本电子书，不能删除`);
    await trx.deleteFrom('ebook_areas').where('id', '=', areaId).execute();
    return area;
  });
}

function adminEbooks(db: Conn) {
  return db
    .selectFrom('ebooks')
    .innerJoin('ebook_areas', 'ebook_areas.id', 'ebooks.area_id')
    .leftJoin('books', 'books.id', 'ebooks.book_id')
    .select((eb) => [
      'ebooks.id',
      'ebooks.area_id',
      'ebook_areas.name as area',
      'ebooks.book_id',
      eb.fn.coalesce('books.book_no', sql.lit('')).as('book_no'),
      eb.fn.coalesce('books.title', sql.lit('')).as('book_title'),
      'ebooks.title',
      'ebooks.cover',
      'ebooks.subject_id',
      'ebooks.grade_id',
      'ebooks.cebie_id',
      'ebooks.pdf',
      'ebooks.pages',
      'ebooks.sort',
    ]);
}
type EbookRow = Awaited<ReturnType<ReturnType<typeof adminEbooks>['executeTakeFirstOrThrow']>>;
const toEbook = (r: EbookRow): AdminEbook => ({
  ebookId: r.id,
  areaId: r.area_id,
  area: r.area,
  bookId: r.book_id,
  bookNo: r.book_no,
  bookTitle: r.book_title,
  title: r.title,
  cover: r.cover,
  subjectId: r.subject_id,
  gradeId: r.grade_id,
  cebieId: r.cebie_id,
  pdf: r.pdf,
  pages: r.pages,
  sort: r.sort,
});

export async function listEbooks(
  db: Db,
  q: z.output<typeof adminEbookListQuery>,
): Promise<Paged<AdminEbook>> {
  let query = adminEbooks(db);
  if (q.areaId) query = query.where('ebooks.area_id', '=', q.areaId);
  if (q.keyword) {
    const p = likePattern(q.keyword);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['ebooks.title']), 'like', sql<string>`${p} escape '\\'`),
        eb('books.book_no', '=', q.keyword),
      ]),
    );
  }
  const { rows, total } = await fetchPage(
    query.orderBy('ebook_areas.sort').orderBy('ebooks.area_id').orderBy('ebooks.sort').orderBy('ebooks.id'),
    q,
  );
  return { list: rows.map(toEbook), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function ebookOf(db: Conn, ebookId: number): Promise<AdminEbook> {
  const row = await adminEbooks(db).where('ebooks.id', '=', ebookId).executeTakeFirst();
  if (!row) throw notFound(EBOOK_MISSING);
  return toEbook(row);
}

async function pagesOf(db: Conn, ebookId: number): Promise<AdminEbookPage[]> {
  const rows = await db
    .selectFrom('ebook_pages')
    .select(['id', 'page', 'path', 'width', 'height'])
    .where('ebook_id', '=', ebookId)
    .orderBy('page')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ pageId: r.id, page: r.page, path: r.path, width: r.width, height: r.height }));
}

export async function ebookDetail(db: Conn, ebookId: number): Promise<AdminEbookDetail> {
  return { ebook: await ebookOf(db, ebookId), pages: await pagesOf(db, ebookId) };
}

async function checkDictionary(db: Conn, id: number, type: string, label: string) {
  const row = await db
    .selectFrom('dictionaries')
    .select('id')
    .where('id', '=', id)
    .where('dic_type', '=', type)
    .executeTakeFirst();
  if (!row) throw badInput(`${label}不正确`);
}

const TEMP_PAGE = 1_000_000;

/** Pages renumbered 1… in the given order, and the e-book's page count with them. */
async function renumber(trx: Trx, ebookId: number, ids: number[]): Promise<void> {
  // Two steps, so that no two rows share a number on the way (unique (ebook_id, page), page >= 1).
  for (const [i, id] of ids.entries())
    await trx
      .updateTable('ebook_pages')
      .set({ page: TEMP_PAGE + i })
      .where('id', '=', id)
      .execute();
  for (const [i, id] of ids.entries())
    await trx
      .updateTable('ebook_pages')
      .set({ page: i + 1 })
      .where('id', '=', id)
      .execute();
  if (ids.length > 0)
    await trx.updateTable('ebooks').set({ pages: ids.length }).where('id', '=', ebookId).execute();
}

const touchLinked = async (trx: Trx, ...bookIds: (number | null | undefined)[]) => {
  for (const id of new Set(bookIds)) if (id) await touchBook(trx, id);
};

export async function saveEbook(
  db: Db,
  input: z.output<typeof adminSaveEbookInput>,
): Promise<{ before: AdminEbook | null; ebook: AdminEbook }> {
  return db.transaction().execute(async (trx) => {
    const before = input.ebookId ? await ebookOf(trx, input.ebookId) : null;
    await areaOf(trx, input.areaId).catch(() => {
      throw badInput('版本（areaId）不正确');
    });
    if (input.bookId) await requireBook(trx, input.bookId);
    await checkDictionary(trx, input.subjectId, 'subject', '学科（subjectId）');
    await checkDictionary(trx, input.gradeId, 'grade', '年级（gradeId）');
    await checkDictionary(trx, input.cebieId, 'cebie', '册别（cebieId）');
    await requireUpload(trx, input.cover, '封面（cover）');
    await requireUpload(trx, input.pdf, 'PDF（pdf）');
    const pictures = before ? (await pagesOf(trx, before.ebookId)).length : 0;
    const values = {
      area_id: input.areaId,
      book_id: input.bookId,
      title: input.title,
      cover: input.cover,
      subject_id: input.subjectId,
      grade_id: input.gradeId,
      cebie_id: input.cebieId,
      pdf: input.pdf,
      pages: pictures > 0 ? pictures : input.pages,
      sort: input.sort,
    };
    let id: number;
    if (before) {
      id = before.ebookId;
      await trx.updateTable('ebooks').set(values).where('id', '=', id).execute();
    } else {
      id = (await trx.insertInto('ebooks').values(values).returning('id').executeTakeFirstOrThrow()).id;
    }
    await touchLinked(trx, before?.bookId, input.bookId);
    return { before, ebook: await ebookOf(trx, id) };
  });
}

export async function deleteEbook(db: Db, ebookId: number): Promise<AdminEbook> {
  return db.transaction().execute(async (trx) => {
    const ebook = await ebookOf(trx, ebookId);
    await trx.deleteFrom('ebook_pages').where('ebook_id', '=', ebookId).execute();
    await trx.deleteFrom('ebooks').where('id', '=', ebookId).execute();
    await touchLinked(trx, ebook.bookId);
    return ebook;
  });
}

/** Appends uploaded pictures as pages, in the order given; their size comes from the upload. */
export async function addPages(
  db: Db,
  ebookId: number,
  paths: string[],
): Promise<{ ebook: AdminEbook; pages: AdminEbookPage[] }> {
  return db.transaction().execute(async (trx) => {
    const ebook = await ebookOf(trx, ebookId);
    const existing = await pagesOf(trx, ebookId);
    let page = existing.length;
    const added: number[] = [];
    for (const path of paths) {
      const up = await requireUpload(trx, path, '页面图片（paths）');
      if (!up || up.kind !== 'image') throw badInput('页面图片（paths）须是上传的图片');
      page += 1;
      const row = await trx
        .insertInto('ebook_pages')
        .values({ ebook_id: ebookId, page, path, width: up.width ?? 0, height: up.height ?? 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      added.push(row.id);
    }
    await renumber(trx, ebookId, [...existing.map((p) => p.pageId), ...added]);
    await touchLinked(trx, ebook.bookId);
    return { ebook, pages: await pagesOf(trx, ebookId) };
  });
}

async function pageRow(db: Conn, pageId: number) {
  const row = await db
    .selectFrom('ebook_pages')
    .select(['id', 'ebook_id', 'page', 'path'])
    .where('id', '=', pageId)
    .executeTakeFirst();
  if (!row) throw notFound(PAGE_MISSING);
  return row;
}

export async function movePage(
  db: Db,
  pageId: number,
  index: number,
): Promise<{ ebook: AdminEbook; pages: AdminEbookPage[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await pageRow(trx, pageId);
    const ebook = await ebookOf(trx, row.ebook_id);
    const ids = (await pagesOf(trx, row.ebook_id)).map((p) => p.pageId);
    await renumber(trx, row.ebook_id, moved(ids, pageId, index));
    await touchLinked(trx, ebook.bookId);
    return { ebook, pages: await pagesOf(trx, row.ebook_id) };
  });
}

export async function deletePage(db: Db, pageId: number): Promise<{ ebook: AdminEbook; page: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await pageRow(trx, pageId);
    const ebook = await ebookOf(trx, row.ebook_id);
    await trx.deleteFrom('ebook_pages').where('id', '=', pageId).execute();
    const ids = (await pagesOf(trx, row.ebook_id)).map((p) => p.pageId);
    await renumber(trx, row.ebook_id, ids);
    if (ids.length === 0 && !ebook.pdf)
      await trx.updateTable('ebooks').set({ pages: 0 }).where('id', '=', row.ebook_id).execute();
    await touchLinked(trx, ebook.bookId);
    return { ebook, page: row.page };
  });
}
