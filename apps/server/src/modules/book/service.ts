import type {
  BkInfoRenew,
  BookInfo,
  BookListType,
  BookSearchItem,
  BookSearchList,
  HotWord,
  LessonNode,
  MainPageBookList,
  PopupAd,
  QrcodeInfo,
  QrcodeInfoQuery,
  Timu,
  VideoAdPics,
} from '@jc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { ok } from '../../shared/envelope.js';
import { notFound } from '../../shared/errors.js';
import type { JsonCache } from '../../shared/json-cache.js';
import { formatTime } from '../../shared/time.js';
import { listAppMenus } from '../menu/index.js';
import {
  booksWithNames,
  findBook,
  findBookById,
  findBookDate,
  loadBookTree,
  toBkInfo,
  toListItem,
  withBookType,
} from './queries.js';

export const BOOK_NOT_FOUND = '获取书籍信息失败，没有找到这本书';
export const BOOK_CACHE_PREFIX = 'book:';
export const HOME_CACHE_PREFIX = 'bookhome:';

const bookKey = (bookNo: string) => `${BOOK_CACHE_PREFIX}${bookNo}:`;

/**
 * The serialized getBookInfo answers are keyed by book and remember the update date they were built
 * from. Whenever the server learns of a newer date (getBookChange reads it fresh from the store, and
 * in-process writers call `bookChanged`), the entry is dropped; entries also expire after the cache's
 * max age (60 s), which bounds how stale hit counters and other processes' changes can be.
 */
export class BookCache {
  /** Update date each cached book answer was built from. */
  private readonly builtFrom = new Map<string, number>();

  constructor(
    readonly cache: JsonCache,
    private readonly db: Db,
  ) {}

  /** getBookInfo/{id}: the cache entry and its loader. */
  entry(bookNo: string) {
    return {
      key: bookKey(bookNo),
      load: async () => {
        const info = await loadBookInfo(this.db, bookNo);
        this.builtFrom.set(bookNo, info.date);
        return ok(info.data);
      },
    };
  }

  /** Drops a book's answer (and the home lists) when the store holds a different date. */
  check(bookNo: string, date: number | undefined): void {
    const built = this.builtFrom.get(bookNo);
    if (built !== undefined && built !== date) this.bookChanged(bookNo);
  }

  bookChanged(bookNo: string): void {
    this.builtFrom.delete(bookNo);
    this.cache.invalidate(bookKey(bookNo));
    this.cache.invalidate(HOME_CACHE_PREFIX);
  }

  /** After an import or any change of many books. */
  allChanged(): void {
    this.builtFrom.clear();
    this.cache.invalidate(BOOK_CACHE_PREFIX);
    this.cache.invalidate(HOME_CACHE_PREFIX);
  }
}

export async function loadBookInfo(db: Db, bookNo: string): Promise<{ data: BookInfo; date: number }> {
  const book = await findBook(db, bookNo);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  const tree = await loadBookTree(db, book.id);
  const bkInfo = toBkInfo(book, tree.countLesson);
  return {
    data: { bkInfo, lessonList: tree.lessonList, bkInfoRenew: { bookNo, updateDate: bkInfo.updateDate } },
    date: book.updated_at,
  };
}

/** getBookChange/{id}: read fresh from the store (it is what the client's cache check trusts). */
export async function bookChange(db: Db, books: BookCache, bookNo: string): Promise<BkInfoRenew> {
  const date = await findBookDate(db, bookNo);
  books.check(bookNo, date);
  if (date === undefined) throw notFound(BOOK_NOT_FOUND);
  return { bookNo, updateDate: formatTime(date) };
}

export function homeEntry(db: Db, q: { subject?: number | undefined; grade: number; cebie: number }) {
  return {
    key: `${HOME_CACHE_PREFIX}${q.subject ?? '*'}:${q.grade}:${q.cebie}`,
    load: async () => ok(await loadMainPageBookList(db, q)),
  };
}

export async function loadMainPageBookList(
  db: Db,
  q: { subject?: number | undefined; grade: number; cebie: number },
): Promise<MainPageBookList> {
  let query = booksWithNames(db).where('books.grade_id', '=', q.grade).where('books.cebie_id', '=', q.cebie);
  if (q.subject !== undefined) query = query.where('books.subject_id', '=', q.subject);
  const [menus, books] = await Promise.all([
    listAppMenus(db),
    query.orderBy('ds.sort').orderBy('books.sort').orderBy('books.id').execute(),
  ]);
  return { funMenuList: menus.filter((m) => m.position === 'home'), list: books.map(toListItem) };
}

/** Items of a lesson and its subtree, in tree order; `s` includes `7` (treated as s). */
function collectTimu(node: LessonNode, type: QrcodeInfoQuery['type']): Timu[] {
  const out: Timu[] = [];
  const want = (t: string) => type === 'all' || t === type || (type === 's' && t === '7');
  const walk = (n: LessonNode) => {
    for (const t of n.timuList) if (want(t.type)) out.push(t);
    n.children.forEach(walk);
  };
  walk(node);
  return out;
}

export async function qrcodeInfo(
  db: Db,
  q: { lessonno: string; type: NonNullable<QrcodeInfoQuery['type']> },
): Promise<QrcodeInfo> {
  const code = await db
    .selectFrom('codes')
    .select(['book_id', 'lesson_id'])
    .where('code', '=', q.lessonno)
    .where('kind', '=', 'lesson')
    .orderBy('id')
    .executeTakeFirst();
  const book = code ? await findBookById(db, code.book_id) : undefined;
  if (!code || code.lesson_id === null || !book) throw notFound('没有找到该课程，请确认二维码是否正确');
  const tree = await loadBookTree(db, book.id);
  const entry = tree.nodes.get(code.lesson_id);
  if (!entry) throw notFound('没有找到该课程，请确认二维码是否正确');
  const lessonPath: { id: number; title: string }[] = [];
  for (
    let at: typeof entry | undefined = entry;
    at;
    at = at.parentId === null ? undefined : tree.nodes.get(at.parentId)
  ) {
    lessonPath.unshift({ id: at.node.id, title: at.node.title });
  }
  const bkInfo = toBkInfo(book, tree.countLesson);
  return {
    bkInfo,
    bkInfoRenew: { bookNo: book.book_no, updateDate: bkInfo.updateDate },
    lessonPath,
    lesson: entry.node,
    timuList: collectTimu(entry.node, q.type),
  };
}

/** `%` and `_` typed by the user match themselves. */
const likePattern = (kw: string) => `%${kw.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchBooks(
  db: Db,
  kw: string,
  page: { pageNum: number; pageSize: number; type?: BookListType | undefined },
): Promise<BookSearchList> {
  const pattern = likePattern(kw);
  const lessonMatch = (bookId: unknown) =>
    sql<boolean>`exists (select 1 from lessons l where l.book_id = ${bookId} and lower(l.title) like ${pattern} escape '\\')`;
  const base = withBookType(booksWithNames(db), page.type).where((eb) =>
    eb.or([
      sql<boolean>`lower(books.title) like ${pattern} escape '\\'`,
      sql<boolean>`lower(books.sub_title) like ${pattern} escape '\\'`,
      lessonMatch(sql.ref('books.id')),
    ]),
  );
  const [countRow, rows] = await Promise.all([
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    base
      .orderBy('books.grade_id')
      .orderBy('books.cebie_id')
      .orderBy('ds.sort')
      .orderBy('books.id')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
  ]);
  const titleHit = (b: { title: string; sub_title: string }) =>
    b.title.toLowerCase().includes(kw.toLowerCase()) || b.sub_title.toLowerCase().includes(kw.toLowerCase());
  const needLesson = rows.filter((b) => !titleHit(b)).map((b) => b.id);
  const lessonTitles = new Map<number, string>();
  if (needLesson.length) {
    const hits = await db
      .selectFrom('lessons')
      .select(['book_id', 'title'])
      .where('book_id', 'in', needLesson)
      .where(sql<boolean>`lower(title) like ${pattern} escape '\\'`)
      .orderBy('depth')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    for (const h of hits) if (!lessonTitles.has(h.book_id)) lessonTitles.set(h.book_id, h.title);
  }
  const list: BookSearchItem[] = rows.map((b) => ({
    ...toListItem(b),
    subTitle: b.sub_title,
    subject: b.subject,
    grade: b.grade,
    cebie: b.cebie,
    matchedLesson: lessonTitles.get(b.id) ?? '',
  }));
  return { list, total: Number(countRow.n), pageNum: page.pageNum, pageSize: page.pageSize };
}

export async function hotWords(db: Db): Promise<HotWord[]> {
  const rows = await db
    .selectFrom('hot_words')
    .select(['id', 'word'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, word: r.word }));
}

async function pageAds(db: Db, page: string, slot: string, subject: number | undefined): Promise<PopupAd[]> {
  let q = db
    .selectFrom('page_ads')
    .select(['id', 'name', 'icon', 'url_address', 'desc', 'qr_id'])
    .where('page', '=', page)
    .where('slot', '=', slot)
    .where('enabled', '=', 1);
  q =
    subject === undefined
      ? q.where('subject_id', 'is', null)
      : q.where((eb) => eb.or([eb('subject_id', 'is', null), eb('subject_id', '=', subject)]));
  const rows = await q.orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    icon: r.icon,
    urlAddress: r.url_address,
    desc: r.desc,
    qrId: r.qr_id,
  }));
}

export const popupAds = (db: Db, page: string, subject: number | undefined) =>
  pageAds(db, page, 'popup', subject);

export async function videoAdPics(db: Db, subject: number | undefined): Promise<VideoAdPics> {
  const [top, bottom] = await Promise.all([
    pageAds(db, 'bookDetails', 'top', subject),
    pageAds(db, 'bookDetails', 'bottom', subject),
  ]);
  return { top, bottom };
}
