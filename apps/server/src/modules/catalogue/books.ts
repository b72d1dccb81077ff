import type { AdminBook } from '@jc/contract';
import type { adminBookListQuery, adminSaveBookInput } from '@jc/contract/schemas';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { booksNamed } from '../books/index.js';
import { fetchPage, likePattern } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';

/**
 * The operator's edits of the catalogue (docs/catalogue.md, "Operator editing"). Each write is one
 * transaction; the books module's triggers move the book's update date on any change of the book, its
 * lessons or items, and `touchBook` does it for what they do not watch (codes, the barcode).
 */

export type Trx = Transaction<Database>;
export type Conn = Db | Trx;

export const BOOK_MISSING = '没有找到这本书';

/** Moves the book's update date forward by at least a second (as the triggers do). */
export async function touchBook(trx: Conn, bookId: number, now = Date.now()): Promise<void> {
  const row = await trx.selectFrom('books').select('updated_at').where('id', '=', bookId).executeTakeFirst();
  if (!row) return;
  await trx
    .updateTable('books')
    .set({ updated_at: Math.max(now, Number(row.updated_at) + 1000) })
    .where('id', '=', bookId)
    .execute();
}

/** A book as the console shows it: the books module's named columns, plus shelf, order and counts. */
function adminBooks(db: Conn) {
  return booksNamed(db).select((eb) => [
    'books.barcode',
    'books.sort',
    'books.enabled',
    eb
      .selectFrom('lessons')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('lessons.book_id', '=', 'books.id')
      .as('lessons'),
    eb
      .selectFrom('items')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('items.book_id', '=', 'books.id')
      .as('items'),
  ]);
}
type AdminBookRow = Awaited<ReturnType<ReturnType<typeof adminBooks>['executeTakeFirstOrThrow']>>;

const toAdminBook = (b: AdminBookRow): AdminBook => ({
  bookId: b.id,
  bookNo: b.book_no,
  title: b.title,
  subTitle: b.sub_title,
  cover: b.cover,
  subjectId: b.subject_id,
  subject: b.subject,
  gradeId: b.grade_id,
  grade: b.grade,
  cebieId: b.cebie_id,
  cebie: b.cebie,
  bookarea: b.bookarea,
  buttons: b.buttons,
  txm: b.barcode ?? '',
  friendIsVideo: b.friend_is_video === 1,
  friendPercent: b.friend_percent,
  friendQrId: b.friend_qr_id,
  sort: b.sort,
  enabled: b.enabled === 1,
  lessons: Number(b.lessons ?? 0),
  items: Number(b.items ?? 0),
  updateDate: formatTime(Number(b.updated_at)),
});

export async function adminBook(db: Conn, bookId: number): Promise<AdminBook> {
  const row = await adminBooks(db).where('books.id', '=', bookId).executeTakeFirst();
  if (!row) throw notFound(BOOK_MISSING);
  return toAdminBook(row);
}

export async function listBooks(
  db: Db,
  q: z.output<typeof adminBookListQuery>,
): Promise<{ list: AdminBook[]; total: number; pageNum: number; pageSize: number }> {
  let query = adminBooks(db);
  if (q.subject) query = query.where('books.subject_id', '=', q.subject);
  if (q.grade) query = query.where('books.grade_id', '=', q.grade);
  if (q.cebie) query = query.where('books.cebie_id', '=', q.cebie);
  if (q.enabled !== undefined) query = query.where('books.enabled', '=', q.enabled ? 1 : 0);
  if (q.keyword) {
    const p = likePattern(q.keyword);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['books.title']), 'like', sql<string>`${p} escape '\\'`),
        eb(eb.fn('lower', ['books.book_no']), 'like', sql<string>`${p} escape '\\'`),
        eb(eb.fn('lower', ['books.sub_title']), 'like', sql<string>`${p} escape '\\'`),
        eb('books.barcode', '=', q.keyword),
      ]),
    );
  }
  const { rows, total } = await fetchPage(
    query
      .orderBy('books.grade_id')
      .orderBy('books.cebie_id')
      .orderBy('books.subject_id')
      .orderBy('books.sort')
      .orderBy('books.id'),
    q,
  );
  return { list: rows.map(toAdminBook), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function checkDictionary(db: Conn, id: number, type: string, label: string, field: string) {
  const row = await db
    .selectFrom('dictionaries')
    .select('id')
    .where('id', '=', id)
    .where('dic_type', '=', type)
    .executeTakeFirst();
  if (!row) throw badInput(`${label}（${field}）不正确`);
}

export async function saveBook(db: Db, input: z.output<typeof adminSaveBookInput>, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    await checkDictionary(trx, input.subjectId, 'subject', '学科', 'subjectId');
    await checkDictionary(trx, input.gradeId, 'grade', '年级', 'gradeId');
    await checkDictionary(trx, input.cebieId, 'cebie', '册别', 'cebieId');
    if (input.friendQrId !== null) {
      const qr = await trx
        .selectFrom('qiwei_qrcodes')
        .select('id')
        .where('id', '=', input.friendQrId)
        .executeTakeFirst();
      if (!qr) throw badInput('客服二维码（friendQrId）不存在');
    }
    const sameNo = await trx
      .selectFrom('books')
      .select('id')
      .where('book_no', '=', input.bookNo)
      .executeTakeFirst();
    if (sameNo && sameNo.id !== input.bookId) throw businessRule(`书号 ${input.bookNo} 已被其他图书使用`);
    if (input.txm) {
      const sameTxm = await trx
        .selectFrom('books')
        .select(['id', 'book_no'])
        .where('barcode', '=', input.txm)
        .executeTakeFirst();
      if (sameTxm && sameTxm.id !== input.bookId)
        throw businessRule(`条形码 ${input.txm} 已属于图书 ${sameTxm.book_no}`);
    }
    const values = {
      book_no: input.bookNo,
      title: input.title,
      sub_title: input.subTitle,
      cover: input.cover,
      subject_id: input.subjectId,
      grade_id: input.gradeId,
      cebie_id: input.cebieId,
      bookarea: input.bookarea,
      buttons: input.buttons,
      barcode: input.txm === '' ? null : input.txm,
      friend_is_video: input.friendIsVideo ? (1 as const) : (0 as const),
      friend_percent: input.friendPercent,
      friend_qr_id: input.friendQrId,
      sort: input.sort,
      enabled: input.enabled ? (1 as const) : (0 as const),
    };
    let bookId = input.bookId;
    let before: AdminBook | null = null;
    if (bookId === undefined) {
      const row = await trx
        .insertInto('books')
        .values({ ...values, hits_video: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      bookId = row.id;
    } else {
      before = await adminBook(trx, bookId);
      await trx.updateTable('books').set(values).where('id', '=', bookId).execute();
      // The barcode is not watched by the triggers; the date moves for every save all the same.
      await touchBook(trx, bookId, now);
    }
    return { before, book: await adminBook(trx, bookId) };
  });
}

export async function setShelf(db: Db, bookId: number, enabled: boolean): Promise<AdminBook> {
  return db.transaction().execute(async (trx) => {
    await adminBook(trx, bookId);
    await trx
      .updateTable('books')
      .set({ enabled: enabled ? 1 : 0 })
      .where('id', '=', bookId)
      .execute();
    await touchBook(trx, bookId);
    return adminBook(trx, bookId);
  });
}
