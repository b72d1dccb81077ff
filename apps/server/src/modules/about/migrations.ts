import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/** 0013: the app's releases per platform and the agreement texts (docs/about.md). */
async function about(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'app_releases')
    .addColumn('platform', 'varchar(8)', (c) => c.notNull())
    .addColumn('version', 'varchar(20)', (c) => c.notNull())
    .addColumn('version_key', 'varchar(20)', (c) => c.notNull())
    .addColumn('force', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('download_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('app_releases_platform_version', ['platform', 'version_key'])
    .execute();

  await db.schema
    .createTable('agreements')
    .addColumn('kind', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export const aboutMigrations: ModuleMigrations = { '0013_about': about };
