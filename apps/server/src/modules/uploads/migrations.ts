import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/** 0009: the uploads table (the one upload path of the app, docs/server.md "Uploads"). */
async function uploads(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'uploads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('file_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('thumb_key', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user').on('uploads').columns(['user_id', 'created_at']).execute();
}

export const uploadsMigrations: ModuleMigrations = { '0009_uploads': uploads };
