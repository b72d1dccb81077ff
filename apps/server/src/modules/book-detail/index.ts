import type { ModuleManifest } from '../../manifest.js';
import routes from './routes.js';

/** What other modules use of the book detail: the cache of serialized books, for in-process writers. */
export { BOOK_CACHE_PREFIX, BookCache, bookCacheOf } from './book-cache.js';

/** The book detail page: a book and its lesson tree (cached), videos, listening, share signatures. */
export const bookDetailModule: ModuleManifest = { name: 'book-detail', routes };
