/** What other modules use of the reader: the e-book rows and their answer shape. */
export { ebooks, toEBook, type EbookRow } from './ebooks.js';
