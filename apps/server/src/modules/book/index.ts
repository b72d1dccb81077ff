/** What the rest of the server (catalogue import CLI, demo seed, tests) may use of books. */
export {
  CatalogueImportError,
  parseCatalogueFile,
  type Catalogue,
  type CatalogueBook,
  type CatalogueItem,
  type CatalogueLesson,
} from './catalogue-file.js';
export { writeCatalogue, type WriteResult } from './catalogue-writer.js';
