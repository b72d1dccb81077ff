import { sql } from 'kysely';
import type { AnyDb } from '../../../db/migrations.js';

/**
 * 0005: what a downloadable resource is for (`category`: kejian 课件, daan 答案, ziliao 资料), so the
 * resource page can list the kind a printed code asks for (lessonnoKa, lessonnoDa, lessonnoZi).
 * Existing rows: document files become courseware, everything else material.
 */
export async function downloadsMigration(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('resources')
    .addColumn('category', 'varchar(16)', (c) => c.notNull().defaultTo('ziliao'))
    .execute();
  await db
    .updateTable('resources')
    .set({ category: 'kejian' })
    .where(sql`lower(kind)`, 'in', ['pdf', 'ppt', 'pptx', 'doc', 'docx'])
    .execute();
  await db.schema
    .createIndex('resources_book_category')
    .on('resources')
    .columns(['book_id', 'category'])
    .execute();
}
