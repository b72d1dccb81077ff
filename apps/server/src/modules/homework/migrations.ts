import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/** 0023: homework corrections, their job queue, and the books' exercises (docs/homework.md). */
async function homework(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'homework_corrections')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('marks', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('right_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unreadable_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fail_reason', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('engine', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('homework_corrections_user')
    .on('homework_corrections')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await id(db, 'homework_jobs')
    .addColumn('correction_id', 'integer', (c) =>
      c.notNull().unique().references('homework_corrections.id').onDelete('cascade'),
    )
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'bigint')
    .addColumn('run_after', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('homework_jobs_due').on('homework_jobs').columns(['status', 'id']).execute();

  await id(db, 'exercises')
    .addColumn('book_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('lesson_title', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('answer', 'varchar(1000)', (c) => c.notNull())
    .addColumn('search_text', 'varchar(500)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exercises_book').on('exercises').columns(['book_no', 'page']).execute();
}

export const homeworkMigrations: ModuleMigrations = { '0023_homework': homework };
