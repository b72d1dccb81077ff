import type { ModuleSeed } from '../../db/seed.js';
import { seedCatalogue } from './seed/catalogue.js';
import { seedCodeKeys } from './seed/code-keys.js';
import { seedEbookPages } from './seed/ebook-pages.js';

/**
 * Demo seeding only: the demo catalogue into an empty books table, then the demo e-books' page
 * pictures into an empty ebook_pages table (so stores seeded before migration 0007 get them too), and the
 * demo printed codes into an empty code_keys table (0041, docs/codes.md).
 */
export const bookSeed: ModuleSeed = {
  after: ['dictionary'],
  async run({ trx, dialect, demo, now }) {
    if (!demo) return null;
    const catalogue = await seedCatalogue(trx, dialect, now);
    const pages = await seedEbookPages(trx, dialect);
    const codeKeys = await seedCodeKeys(trx, dialect, now);
    if (!catalogue.seeded && pages === 0 && codeKeys === 0) return null;
    return { books: catalogue.books, pages, codeKeys };
  },
};
