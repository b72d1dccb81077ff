import { RESOURCE_CATEGORIES, type ResourceCategory } from '@jc/contract';
import type {
  BkInfo,
  BookListType,
  BookListItem,
  DownloadResource,
  EBook,
  EBookArea,
  Paged,
  QiweiQrCode,
  QiweiUser,
  ShipinBookInfo,
  ShipinItem,
  Timu,
} from '@jc/contract';
import { VIDEO_TIMU_TYPES } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import { formatTime } from '../../shared/time.js';
import {
  booksOfCode,
  booksWithNames,
  findBook,
  loadBookTree,
  toBkInfo,
  toListItem,
  withBookType,
  type BookRow,
} from './queries.js';
import { BOOK_NOT_FOUND } from './service.js';

/** Less hot reads: book lists and summaries, listening material, e-books, downloads, enterprise contact. */

type PageInput = { pageNum: number; pageSize: number };

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
  const [count, rows] = await Promise.all([
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    base
      .orderBy('books.grade_id')
      .orderBy('books.cebie_id')
      .orderBy('ds.sort')
      .orderBy('books.sort')
      .orderBy('books.id')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
  ]);
  return { list: rows.map(toListItem), total: Number(count.n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** getBookInfoOne?bookNo: the book summary without its tree. */
export async function bookSummary(db: Db, bookNo: string): Promise<BkInfo> {
  const book = await findBook(db, bookNo);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  const tree = await loadBookTree(db, book.id);
  return toBkInfo(book, tree.countLesson);
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

/** bookContent/getTingli?bookNo: the audio items (t, k) of a book, in tree order. */
export async function listeningOf(db: Db, bookNo: string): Promise<Timu[]> {
  const book = await findBook(db, bookNo);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  return (await listeningOfBook(db, book)).list;
}

/** The audio items of a book in tree order, with the book summary. */
export async function listeningOfBook(db: Db, book: BookRow): Promise<{ bkInfo: BkInfo; list: Timu[] }> {
  const tree = await loadBookTree(db, book.id);
  const out: Timu[] = [];
  const walk = (nodes: typeof tree.lessonList) => {
    for (const n of nodes) {
      for (const t of n.timuList) if (t.type === 't' || t.type === 'k') out.push(t);
      walk(n.children);
    }
  };
  walk(tree.lessonList);
  return { bkInfo: toBkInfo(book, tree.countLesson), list: out };
}

/**
 * book/getbookInfoShipin/{v}: the video book — the book and its video items (`s`, `7`, `y`) in tree
 * order, numbered from 1, each with its lesson.
 */
export async function videoBookOf(db: Db, bookNo: string): Promise<ShipinBookInfo> {
  const book = await findBook(db, bookNo);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  const tree = await loadBookTree(db, book.id);
  const videoList: ShipinItem[] = [];
  const walk = (nodes: typeof tree.lessonList) => {
    for (const n of nodes) {
      for (const t of n.timuList) {
        if (!VIDEO_TIMU_TYPES.includes(t.type)) continue;
        videoList.push({
          ...t,
          index: videoList.length + 1,
          lessonId: n.id,
          lessonTitle: n.title,
          lessonNo: n.lessonNo,
        });
      }
      walk(n.children);
    }
  };
  walk(tree.lessonList);
  const bkInfo = toBkInfo(book, tree.countLesson);
  return { bkInfo, bkInfoRenew: { bookNo: bkInfo.bookNo, updateDate: bkInfo.updateDate }, videoList };
}

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
  const [count, rows] = await Promise.all([
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    base
      .orderBy('books.id')
      .orderBy('resources.sort')
      .orderBy('resources.id')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
  ]);
  return { list: rows.map(toResource), total: Number(count.n), pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function downloadOne(db: Db, id: number): Promise<DownloadResource> {
  const row = await resources(db).where('resources.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('没有找到该资源');
  return toResource(row);
}

// ---------------------------------------------------------------- enterprise contact

/** The popup `qrId` when it exists, else the one of `type`, else `default`. */
export async function qiweiQrCode(db: Db, type: string, qrId?: number): Promise<QiweiQrCode> {
  const rows = await db
    .selectFrom('qiwei_qrcodes')
    .selectAll()
    .where((eb) =>
      qrId === undefined
        ? eb('type', 'in', [type, 'default'])
        : eb.or([eb('type', 'in', [type, 'default']), eb('id', '=', qrId)]),
    )
    .execute();
  const row =
    rows.find((r) => r.id === qrId) ??
    rows.find((r) => r.type === type) ??
    rows.find((r) => r.type === 'default');
  if (!row) throw notFound('暂无企业微信二维码');
  return {
    qrId: row.id,
    pageTitle: row.page_title,
    qrTitle: row.qr_title,
    qrTitle2: row.qr_title2,
    path: row.path,
    bottomText: row.bottom_text,
    canClose: row.can_close === 1,
  };
}

export async function qiweiUser(db: Db, userId: number): Promise<QiweiUser> {
  const row = await db
    .selectFrom('wecom_members')
    .select('joined_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { joined: !!row, joinedAt: row ? formatTime(row.joined_at) : '' };
}

/** Operators mark whether a user joined the enterprise contact (the messenger's callback in production). */
export async function setWeComMember(db: Db, account: string, joined: boolean): Promise<QiweiUser> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('account', '=', account)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('用户不存在');
  if (joined) {
    await db
      .insertInto('wecom_members')
      .values({ user_id: user.id, joined_at: Date.now() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  } else {
    await db.deleteFrom('wecom_members').where('user_id', '=', user.id).execute();
  }
  return qiweiUser(db, user.id);
}
