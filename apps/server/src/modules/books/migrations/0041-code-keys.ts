import type { AnyDb, IdTable } from '../../../db/migrations.js';

/**
 * 0041: printed codes by key (docs/codes.md): a key of spec section 4 (`TkAudioInfo`, `s`, …) with its
 * value (and TkBookContent's type) → what it names: a book, a lesson, an item, a resource, or a page of
 * its own. A retired code keeps its row (`retired_at`), so a scan of it says so instead of "unknown".
 */
export async function codeKeysMigration(db: AnyDb, id: IdTable): Promise<void> {
  await id(db, 'code_keys')
    .addColumn('key', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('book_id', 'integer', (c) => c.references('books.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.references('lessons.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.references('items.id').onDelete('cascade'))
    .addColumn('resource_id', 'integer', (c) => c.references('resources.id').onDelete('cascade'))
    .addColumn('title', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('retired_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('code_keys_code', ['key', 'value', 'type'])
    .execute();
  await db.schema.createIndex('code_keys_book').on('code_keys').column('book_id').execute();
}
