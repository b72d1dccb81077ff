import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/** 0024: the change history every archive record keeps (docs/archives.md). */
async function archives(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'archive_changes')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'varchar(6)', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('archive_changes_record')
    .on('archive_changes')
    .columns(['kind', 'record_id', 'created_at'])
    .execute();
}

export const archiveMigrations: ModuleMigrations = { '0024_archives': archives };
