import type { BookInfo } from '@jc/contract';
import { storage, StorageKey, type StorageKeyName } from '@/lib/storage';

/**
 * The book cache (spec section 4, "Book cache"): localStorage `bkInfo` and `bookUpdateDate`, each a map
 * keyed by book number. The cached book is used when its stored update date equals the server's
 * (`getBookChange/{bookNo}`); otherwise the book is fetched again and stored.
 */
export const BOOK_CACHE_KEYS = { books: StorageKey.bookCache, dates: StorageKey.bookUpdateDates } as const;
/** Books kept in the cache (the most recently stored win); a tree is a few tens of KB. */
export const BOOK_CACHE_LIMIT = 8;

/** Book number → the book and when it was stored (object keys like `927` do not keep insertion order). */
export type BookMap = Record<string, { book: BookInfo; at: number }>;
export type DateMap = Record<string, string>;

/** Whether the cached copy can be used. */
export function cachedBookFor(
  bookNo: string,
  serverDate: string,
  books: BookMap | null,
  dates: DateMap | null,
): BookInfo | null {
  const book = books?.[bookNo]?.book;
  const stored = dates?.[bookNo];
  if (!book || !stored || stored !== serverDate) return null;
  if (book.bkInfo?.bookNo !== bookNo || !Array.isArray(book.lessonList)) return null;
  return book;
}

/** The maps after storing `book`, keeping at most `limit` books (the oldest entries go first). */
export function storeBook(
  book: BookInfo,
  books: BookMap | null,
  dates: DateMap | null,
  limit = BOOK_CACHE_LIMIT,
  at = Date.now(),
): { books: BookMap; dates: DateMap } {
  const bookNo = book.bkInfo.bookNo;
  const nextBooks: BookMap = { ...(books ?? {}) };
  const nextDates: DateMap = { ...(dates ?? {}) };
  nextBooks[bookNo] = { book, at };
  nextDates[bookNo] = book.bkInfoRenew.updateDate;
  const keys = Object.keys(nextBooks).sort((a, b) => (nextBooks[a]?.at ?? 0) - (nextBooks[b]?.at ?? 0));
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) {
    delete nextBooks[old];
    delete nextDates[old];
  }
  return { books: nextBooks, dates: nextDates };
}

function readMap<T>(key: StorageKeyName): Record<string, T> | null {
  const value = storage.getJSON<unknown>(key);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, T>) : null;
}

export function readBookCache(): { books: BookMap | null; dates: DateMap | null } {
  return {
    books: readMap<{ book: BookInfo; at: number }>(BOOK_CACHE_KEYS.books),
    dates: readMap<string>(BOOK_CACHE_KEYS.dates),
  };
}

export function writeBookCache(book: BookInfo): void {
  const { books, dates } = readBookCache();
  let limit = BOOK_CACHE_LIMIT;
  // A full quota drops older books until the new one fits (or gives up: the page works without a cache).
  while (limit >= 1) {
    const next = storeBook(book, books, dates, limit);
    if (
      storage.trySet(BOOK_CACHE_KEYS.books, JSON.stringify(next.books)) &&
      storage.trySet(BOOK_CACHE_KEYS.dates, JSON.stringify(next.dates))
    )
      return;
    limit -= 1;
  }
}
