import { sql } from 'kysely';
import type { AnyDb } from '../../../db/migrations.js';
import { demoCatalogue } from '../seed/catalogue.js';

/**
 * 0006: book barcodes (条形码, EAN-13) for bookmain/getBookByTXM. A nullable column, unique where set
 * (a partial unique index, the same on SQLite and PostgreSQL). Stores seeded with the demo catalogue
 * before this migration get the demo barcodes here, once: only books whose number AND title are the
 * demo book's, so a publisher's own book that shares a number (927) is never given a made-up barcode.
 */
export async function barcodesMigration(db: AnyDb): Promise<void> {
  await db.schema.alterTable('books').addColumn('barcode', 'varchar(13)').execute();
  await db.schema
    .createIndex('books_barcode')
    .on('books')
    .column('barcode')
    .unique()
    .where(sql.ref('barcode'), 'is not', null)
    .execute();
  await fillDemoBarcodes(db);
}

/**
 * Gives the demo books that have none their demo barcode. Only a book whose number and title are both
 * the demo book's is touched; running it again changes nothing. Answers how many books were filled.
 */
export async function fillDemoBarcodes(db: AnyDb): Promise<number> {
  let filled = 0;
  for (const book of demoCatalogue().books) {
    if (!book.txm) continue;
    const taken = await db
      .selectFrom('books')
      .select('id')
      .where('barcode', '=', book.txm)
      .executeTakeFirst();
    if (taken) continue;
    const res = await db
      .updateTable('books')
      .set({ barcode: book.txm })
      .where('book_no', '=', book.bookNo)
      .where('title', '=', book.title)
      .where('barcode', 'is', null)
      .executeTakeFirst();
    filled += Number(res.numUpdatedRows);
  }
  return filled;
}
