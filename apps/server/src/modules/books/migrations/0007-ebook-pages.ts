import { sql } from 'kysely';
import type { AnyDb, IdTable } from '../../../db/migrations.js';

/**
 * 0007: the page pictures of an e-book (bookMain/getPagePicList/{v}), one row per page, numbered from 1.
 * An e-book without rows is shown from its PDF instead.
 */
export async function ebookPagesMigration(db: AnyDb, id: IdTable): Promise<void> {
  await id(db, 'ebook_pages')
    .addColumn('ebook_id', 'integer', (c) => c.notNull().references('ebooks.id').onDelete('cascade'))
    .addColumn('page', 'integer', (c) => c.notNull().check(sql`page >= 1`))
    .addColumn('path', 'varchar(512)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    .addUniqueConstraint('ebook_pages_page', ['ebook_id', 'page'])
    .execute();
}
