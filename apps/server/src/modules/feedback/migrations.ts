import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/** 0012: feedback and its pictures (docs/feedback.md). */
async function feedback(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'feedback')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'varchar(10)', (c) => c.notNull())
    .addColumn('content', 'varchar(200)', (c) => c.notNull())
    .addColumn('contact', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('replied_at', 'bigint')
    .execute();
  // The user's own list, the operators' list by status, and all of it: newest first.
  await db.schema
    .createIndex('feedback_user')
    .on('feedback')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('feedback_status')
    .on('feedback')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('feedback_created').on('feedback').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('feedback_pictures')
    .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedback.id').onDelete('cascade'))
    // A picture whose upload is removed (the account cancelled) leaves the feedback.
    .addColumn('upload_id', 'integer', (c) =>
      c.notNull().unique().references('uploads.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('feedback_pictures_pk', ['feedback_id', 'position'])
    .execute();
}

export const feedbackMigrations: ModuleMigrations = { '0012_feedback': feedback };
