import type { BkInfo, BookListItem, BookListType, LessonNode, Timu, TimuType } from '@jc/contract';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { formatTime } from '../../shared/time.js';

export const BOOK_NOT_FOUND = '获取书籍信息失败，没有找到这本书';

/**
 * Books, shelved or not, joined with their subject, grade and cebie names: the columns every reader of
 * a book wants. The pupils' lists add the shelf filter (`booksWithNames`), the console its own columns.
 */
export function booksNamed(db: Kysely<Database>) {
  return db
    .selectFrom('books')
    .leftJoin('dictionaries as ds', 'ds.id', 'books.subject_id')
    .leftJoin('dictionaries as dg', 'dg.id', 'books.grade_id')
    .leftJoin('dictionaries as dc', 'dc.id', 'books.cebie_id')
    .select((eb) => [
      'books.id',
      'books.book_no',
      'books.title',
      'books.sub_title',
      'books.cover',
      'books.subject_id',
      'books.grade_id',
      'books.cebie_id',
      eb.fn.coalesce('ds.name', sql.lit('')).as('subject'),
      eb.fn.coalesce('dg.name', sql.lit('')).as('grade'),
      eb.fn.coalesce('dc.name', sql.lit('')).as('cebie'),
      'books.bookarea',
      'books.buttons',
      'books.friend_is_video',
      'books.friend_percent',
      'books.friend_qr_id',
      'books.updated_at',
    ]);
}

/** Enabled books joined with their subject, grade and cebie names. */
export function booksWithNames(db: Db) {
  return booksNamed(db).select('books.hits_video').where('books.enabled', '=', 1);
}

/** Keeps only books with e-sample books, listening material (t, k items) or answers; all without a type. */
export function withBookType(base: ReturnType<typeof booksWithNames>, type: BookListType | undefined) {
  if (type === 'ebook')
    return base.where(({ exists, selectFrom }) =>
      exists(selectFrom('ebooks').select('ebooks.id').whereRef('ebooks.book_id', '=', 'books.id')),
    );
  if (type === 'answer')
    return base.where(({ exists, selectFrom }) =>
      exists(selectFrom('answers').select('answers.id').whereRef('answers.book_id', '=', 'books.id')),
    );
  if (type === 'listening')
    return base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('items')
          .select('items.id')
          .whereRef('items.book_id', '=', 'books.id')
          .where('items.type', 'in', ['t', 'k']),
      ),
    );
  if (type === 'download')
    return base.where(({ exists, selectFrom }) =>
      exists(selectFrom('resources').select('resources.id').whereRef('resources.book_id', '=', 'books.id')),
    );
  return base;
}

/** A book row with the names of its dictionary entries. */
export type BookRow = Awaited<ReturnType<ReturnType<typeof booksWithNames>['executeTakeFirstOrThrow']>>;

export function findBook(db: Db, bookNo: string): Promise<BookRow | undefined> {
  return booksWithNames(db).where('books.book_no', '=', bookNo).executeTakeFirst();
}

/**
 * The books a printed book code names (codes of kind `book`; several when shared, in shelf order), or,
 * when no code matches, the book with that number. Empty when neither: callers word their own 404.
 */
export async function booksOfCode(db: Db, code: string): Promise<BookRow[]> {
  const rows = await booksWithNames(db)
    .innerJoin('codes', 'codes.book_id', 'books.id')
    .where('codes.kind', '=', 'book')
    .where('codes.code', '=', code)
    .orderBy('books.sort')
    .orderBy('books.id')
    .execute();
  if (rows.length > 0) return rows;
  const book = await findBook(db, code);
  return book ? [book] : [];
}

export function findBookById(db: Db, id: number): Promise<BookRow | undefined> {
  return booksWithNames(db).where('books.id', '=', id).executeTakeFirst();
}

/** The update date of an enabled book, or undefined. */
export async function findBookDate(db: Db, bookNo: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('books')
    .select('updated_at')
    .where('book_no', '=', bookNo)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row?.updated_at;
}

export const toListItem = (b: BookRow): BookListItem => ({
  bookNo: b.book_no,
  title: b.title,
  pictureV: b.cover,
  buttons: b.buttons,
});

export function toBkInfo(b: BookRow, countLesson: number): BkInfo {
  return {
    bookNo: b.book_no,
    title: b.title,
    subTitle: b.sub_title,
    pictureV: b.cover,
    subject: b.subject,
    subjectId: b.subject_id,
    bookarea: b.bookarea,
    grade: b.grade,
    gradeId: b.grade_id,
    cebie: b.cebie,
    cebieId: b.cebie_id,
    countLesson,
    hitsVideo: b.hits_video,
    buttons: b.buttons,
    addFriendInfo: { isVideo: b.friend_is_video === 1, percent: b.friend_percent, qrId: b.friend_qr_id },
    updateDate: formatTime(b.updated_at),
  };
}

export interface BookTree {
  lessonList: LessonNode[];
  /** Every node by lesson id, with its parent id. */
  nodes: Map<number, { node: LessonNode; parentId: number | null }>;
  /** Leaf lessons. */
  countLesson: number;
}

export const toTimu = (r: {
  id: number;
  path: string;
  title: string;
  type: string;
  cover: string;
  duration_ms: number;
}): Timu => ({
  timuId: r.id,
  path: r.path,
  title: r.title,
  type: r.type as TimuType,
  cover: r.cover,
  duration: r.duration_ms / 1000,
});

/** The lesson tree of a book with its items (and each lesson's first lesson code). */
export async function loadBookTree(db: Db, bookId: number): Promise<BookTree> {
  const [lessons, items, codes] = await Promise.all([
    db
      .selectFrom('lessons')
      .select(['id', 'parent_id', 'type', 'title', 'sort'])
      .where('book_id', '=', bookId)
      .orderBy('depth')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('items')
      .select(['id', 'lesson_id', 'path', 'title', 'type', 'cover', 'duration_ms'])
      .where('book_id', '=', bookId)
      .orderBy('lesson_id')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('codes')
      .select(['code', 'lesson_id'])
      .where('book_id', '=', bookId)
      .where('kind', '=', 'lesson')
      .orderBy('id')
      .execute(),
  ]);
  const nodes = new Map<number, { node: LessonNode; parentId: number | null }>();
  for (const l of lessons) {
    nodes.set(l.id, {
      node: {
        id: l.id,
        type: l.type as LessonNode['type'],
        title: l.title,
        lessonNo: '',
        isLeaf: true,
        children: [],
        timuList: [],
      },
      parentId: l.parent_id,
    });
  }
  for (const c of codes) {
    const n = c.lesson_id === null ? undefined : nodes.get(c.lesson_id);
    if (n && !n.node.lessonNo) n.node.lessonNo = c.code;
  }
  for (const it of items) nodes.get(it.lesson_id)?.node.timuList.push(toTimu(it));
  const lessonList: LessonNode[] = [];
  // Lessons come ordered by depth, then sort: parents are placed before their children.
  for (const l of lessons) {
    const entry = nodes.get(l.id);
    if (!entry) continue;
    const parent = entry.parentId === null ? undefined : nodes.get(entry.parentId);
    if (parent) {
      parent.node.children.push(entry.node);
      parent.node.isLeaf = false;
    } else lessonList.push(entry.node);
  }
  let countLesson = 0;
  for (const { node } of nodes.values()) if (node.isLeaf) countLesson++;
  return { lessonList, nodes, countLesson };
}
