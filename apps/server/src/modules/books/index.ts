/**
 * What other modules use of the catalogue: the shared book queries and mappers, code lookups, the
 * home cache prefix, the hit counter, and the catalogue file reader and writer (import CLI, seed).
 */
export {
  BOOK_NOT_FOUND,
  booksOfCode,
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
export { HOME_CACHE_PREFIX } from './home.js';
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
export { writeCatalogue, type WriteResult } from './catalogue-writer.js';
