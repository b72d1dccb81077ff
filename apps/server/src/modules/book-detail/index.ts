/** What other modules use of the book detail: the cache of serialized books, for in-process writers. */
export { BOOK_CACHE_PREFIX, BookCache, bookCacheOf } from './book-cache.js';
