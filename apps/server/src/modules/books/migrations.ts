import type { ModuleMigrations } from '../../db/migrations.js';
import { catalogueMigration } from './migrations/0003-catalogue.js';
import { downloadsMigration } from './migrations/0005-downloads.js';
import { barcodesMigration } from './migrations/0006-barcodes.js';
import { ebookPagesMigration } from './migrations/0007-ebook-pages.js';
import { adScheduleMigration } from './migrations/0034-ad-schedule.js';
import { codeKeysMigration } from './migrations/0041-code-keys.js';

/** The catalogue's tables (0003) and their later changes. */
export const bookMigrations: ModuleMigrations = {
  '0003_catalogue': (db, { id, dialect }) => catalogueMigration(db, id, dialect),
  '0005_downloads': (db) => downloadsMigration(db),
  '0006_book_barcodes': (db) => barcodesMigration(db),
  '0007_ebook_pages': (db, { id }) => ebookPagesMigration(db, id),
  '0034_page_ad_schedule': (db) => adScheduleMigration(db),
  '0041_code_keys': (db, { id }) => codeKeysMigration(db, id),
};
