import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/** 0021: essay contests, their categories, submissions with files, and certificates (docs/articles.md). */
async function articles(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'article_categories')
    .addColumn('name', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(db, 'article_contests')
    .addColumn('title', 'varchar(40)', (c) => c.notNull())
    .addColumn('cover', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('max_per_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_contests_window')
    .on('article_contests')
    .columns(['starts_at', 'ends_at'])
    .execute();
  await db.schema.createIndex('article_contests_month').on('article_contests').column('month').execute();

  await db.schema
    .createTable('article_contest_categories')
    .addColumn('contest_id', 'integer', (c) =>
      c.notNull().references('article_contests.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('article_categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('article_contest_categories_pk', ['contest_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('article_contest_categories_category')
    .on('article_contest_categories')
    .column('category_id')
    .execute();

  await id(db, 'article_submissions')
    .addColumn('contest_id', 'integer', (c) => c.notNull().references('article_contests.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(40)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('submitted'))
    .addColumn('award_level', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('award_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reject_reason', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  // The per-user limit under races: the nth submission of a user to a contest exists once.
  await db.schema
    .createIndex('article_submissions_one_seq')
    .on('article_submissions')
    .columns(['contest_id', 'user_id', 'seq'])
    .unique()
    .execute();
  await db.schema
    .createIndex('article_submissions_user')
    .on('article_submissions')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('article_submissions_status')
    .on('article_submissions')
    .columns(['status', 'decided_at', 'id'])
    .execute();

  await db.schema
    .createTable('article_submission_files')
    .addColumn('submission_id', 'integer', (c) =>
      c.notNull().references('article_submissions.id').onDelete('cascade'),
    )
    .addColumn('upload_id', 'integer', (c) =>
      c.notNull().unique().references('uploads.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_submission_files_pk', ['submission_id', 'position'])
    .execute();

  await db.schema
    .createTable('article_certificates')
    .addColumn('code', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) =>
      c.notNull().unique().references('article_submissions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('holder_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('contest_title', 'varchar(40)', (c) => c.notNull())
    .addColumn('essay_title', 'varchar(40)', (c) => c.notNull())
    .addColumn('award_level', 'varchar(10)', (c) => c.notNull())
    .addColumn('awarded_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_certificates_user')
    .on('article_certificates')
    .columns(['user_id', 'awarded_at'])
    .execute();
}

export const articleMigrations: ModuleMigrations = { '0021_articles': articles };
