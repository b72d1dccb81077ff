import { sql, type Transaction } from 'kysely';
import type { Dialect } from '../../../db/index.js';
import type { Database } from '../../../db/schema.js';
import { DEMO_PDF } from './media.js';
import { DEMO_PAGES } from './pages.js';

/**
 * Gives the demo e-books their page pictures (assets/media/pages, taken out of the demo PDFs by
 * scripts/make-page-images.mjs). Runs when ebook_pages is empty, so stores seeded before migration 0007
 * get them too; e-books whose PDF is not a demo PDF are left without pictures.
 */
export async function seedEbookPages(trx: Transaction<Database>, dialect: Dialect): Promise<number> {
  if (dialect === 'postgres') await sql`lock table ebook_pages in exclusive mode`.execute(trx);
  const existing = await trx
    .selectFrom('ebook_pages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  const ebooks = await trx.selectFrom('ebooks').select(['id', 'pdf']).execute();
  const rows = ebooks.flatMap((e) => {
    const name = (Object.keys(DEMO_PAGES) as (keyof typeof DEMO_PAGES)[]).find(
      (k) => DEMO_PDF[k].path === e.pdf,
    );
    if (!name) return [];
    return DEMO_PAGES[name].map((p, i) => ({
      ebook_id: e.id,
      page: i + 1,
      path: p.path,
      width: p.width,
      height: p.height,
    }));
  });
  if (rows.length > 0) await trx.insertInto('ebook_pages').values(rows).execute();
  return rows.length;
}
