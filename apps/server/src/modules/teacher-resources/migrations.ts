import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/** 0020: the whole packages of teaching resources and their files (docs/teacher.md "Resources and mail"). */
async function teacherResources(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'teacher_packages')
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('grade_id', 'integer', (c) => c.notNull())
    .addColumn('cebie_id', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('resource_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list: newest year first, then the grade and volume order.
  await db.schema
    .createIndex('teacher_packages_year')
    .on('teacher_packages')
    .columns(['year', 'sort', 'id'])
    .execute();

  await db.schema
    .createTable('teacher_package_items')
    .addColumn('package_id', 'integer', (c) =>
      c.notNull().references('teacher_packages.id').onDelete('cascade'),
    )
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('teacher_package_items_pk', ['package_id', 'position'])
    .execute();
  await db.schema
    .createIndex('teacher_package_items_resource')
    .on('teacher_package_items')
    .column('resource_id')
    .execute();
}

export const teacherResourcesMigrations: ModuleMigrations = { '0020_teacher_resources': teacherResources };
