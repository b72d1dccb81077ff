import { sql } from 'kysely';
import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/** 0018: certification applications and points claims of the teacher entrance (docs/teacher.md). */
async function teacher(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'teacher_applications')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('real_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('area_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('school_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('subject_ids', 'varchar(60)', (c) => c.notNull())
    .addColumn('grade_ids', 'varchar(60)', (c) => c.notNull())
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reject_reason', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('teacher_applications_user')
    .on('teacher_applications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('teacher_applications_status')
    .on('teacher_applications')
    .columns(['status', 'created_at', 'id'])
    .execute();
  // One open application a user: two racing applies cannot both pass.
  await db.schema
    .createIndex('teacher_applications_one_pending')
    .on('teacher_applications')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('teacher_application_proofs')
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('teacher_applications.id').onDelete('cascade'),
    )
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('teacher_application_proofs_pk', ['application_id', 'position'])
    .execute();
  await db.schema
    .createIndex('teacher_application_proofs_upload')
    .on('teacher_application_proofs')
    .column('upload_id')
    .execute();

  await db.schema
    .createTable('teacher_pending_files')
    .addColumn('upload_id', 'integer', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('teacher_pending_files_created')
    .on('teacher_pending_files')
    .column('created_at')
    .execute();

  await id(db, 'teacher_claims')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('class_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'varchar(140)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reject_reason', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('teacher_claims_user')
    .on('teacher_claims')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('teacher_claims_status')
    .on('teacher_claims')
    .columns(['status', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('teacher_claim_proofs')
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('teacher_claims.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (c) =>
      c.notNull().unique().references('uploads.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('teacher_claim_proofs_pk', ['claim_id', 'position'])
    .execute();

  await db.schema
    .createTable('teacher_claim_hashes')
    .addColumn('content_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('teacher_claims.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('teacher_claim_hashes_claim')
    .on('teacher_claim_hashes')
    .column('claim_id')
    .execute();
}

export const teacherMigrations: ModuleMigrations = { '0018_teacher': teacher };
