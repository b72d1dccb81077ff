import type { ModuleManifest } from '../../manifest.js';
import { bookMigrations } from './migrations.js';
import routes from './routes.js';
import { bookSeed } from './seed.js';

/**
 * What other modules use of the catalogue: the shared book queries and mappers, code lookups, the
 * home cache prefix, the hit counter, and the catalogue file reader and writer (import CLI, seed).
 */
export {
  BOOK_NOT_FOUND,
  booksOfCode,
  booksNamed,
  booksWithNames,
  findBook,
  findBookById,
  findBookDate,
  loadBookTree,
  toBkInfo,
  toListItem,
  toTimu,
  withBookType,
  type BookRow,
  type BookTree,
} from './queries.js';
export { CODE_NOT_FOUND, resolveCode, type CodeTarget } from './codes.js';
export { listCodeKeys } from './code-keys.js';
export { HOME_CACHE_PREFIX, homeEntry } from './home.js';
export { VIDEO_ADS_CACHE_PREFIX, videoAdsEntry } from './ads.js';
export { HitCounter, hitCounterOf } from './hits.js';
export {
  CatalogueImportError,
  parseCatalogueCsv,
  parseCatalogueFile,
  parseCatalogueJson,
  type Catalogue,
  type CatalogueBook,
  type CatalogueItem,
  type CatalogueLesson,
} from './catalogue-file.js';
export { foreignClaims, writeCatalogue, type ForeignClaim, type WriteResult } from './catalogue-writer.js';

/** The demo media files (assets/media), shared with other modules' demo content. */
export { DEMO_AUDIO, DEMO_PDF, DEMO_VIDEO } from './seed/media.js';
/** The demo e-book pages, for the reader's tests. */
export { seedEbookPages } from './seed/ebook-pages.js';
export { DEMO_PAGES } from './seed/pages.js';

/** The catalogue: books, lessons, items, codes, e-books, downloads and answers (their tables and seed). */
export const booksModule: ModuleManifest = {
  name: 'books',
  routes,
  migrations: bookMigrations,
  seed: bookSeed,
};
