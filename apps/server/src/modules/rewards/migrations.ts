import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/** The error categories every store starts with (operators add more through admin/reward/saveCategory). */
export const REWARD_CATEGORY_SEED = ['错别字', '标点错误', '答案错误', '图片错误', '知识性错误', '其他'];

/** 0022: content-error reports (纠错有奖), their photos and categories, and the last selection (docs/rewards.md). */
async function rewards(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'reward_categories')
    .addColumn('name', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('reward_categories')
    .values(REWARD_CATEGORY_SEED.map((name, i) => ({ name, sort: i + 1 })))
    .execute();

  await id(db, 'reward_reports')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('reward_categories.id'))
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reject_reason', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('reward_reports_user')
    .on('reward_reports')
    .columns(['user_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('reward_reports_status')
    .on('reward_reports')
    .columns(['status', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('reward_photos')
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reward_reports.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (c) =>
      c.notNull().unique().references('uploads.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reward_photos_pk', ['report_id', 'position'])
    .execute();

  await db.schema
    .createTable('reward_pending_files')
    .addColumn('upload_id', 'integer', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reward_pending_files_created')
    .on('reward_pending_files')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('reward_selects')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('book_no', 'varchar(20)')
    .addColumn('category_id', 'integer', (c) => c.references('reward_categories.id').onDelete('set null'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export const rewardMigrations: ModuleMigrations = { '0022_rewards': rewards };
