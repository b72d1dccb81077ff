import type { ModuleManifest } from '../../manifest.js';
import routes from './routes.js';

/** What other modules use of the reader: the e-book rows and their answer shape. */
export { ebooks, toEBook, type EbookRow } from './ebooks.js';

/** E-books, their pages and the subject PDFs (catalogue content, read-only here). */
export const readerModule: ModuleManifest = { name: 'reader', routes };
