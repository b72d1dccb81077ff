import type { BkInfoRenew, BookInfo } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { ok } from '../../shared/envelope.js';
import { notFound } from '../../shared/errors.js';
import type { JsonCache } from '../../shared/json-cache.js';
import { formatTime } from '../../shared/time.js';
import {
  BOOK_NOT_FOUND,
  findBook,
  findBookDate,
  HOME_CACHE_PREFIX,
  loadBookTree,
  toBkInfo,
} from '../books/index.js';

export const BOOK_CACHE_PREFIX = 'book:';

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

const bookCaches = new WeakMap<object, BookCache>();
/** The book cache of an app (tests and writers in-process reach it through the app's store). */
export function bookCacheOf(app: FastifyInstance): BookCache {
  let c = bookCaches.get(app.db);
  if (!c) {
    c = new BookCache(app.cache, app.db);
    bookCaches.set(app.db, c);
  }
  return c;
}
