import type { CreateTableBuilder } from 'kysely';
import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table under construction
const stamps = (t: CreateTableBuilder<any, any>) =>
  t
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull());

const schoolRef = 'school_id';

/** 0025: school archives — schools, grades and classes, teachers, competitors, channels, sales, coverage (docs/schools.md). */
async function schools(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await stamps(
    id(db, 'schools')
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('address', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('pupils', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('principal', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('contact', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('lng', 'double precision')
      .addColumn('lat', 'double precision')
      .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema
    .createIndex('schools_area_name')
    .on('schools')
    .columns(['area_code', 'name'])
    .unique()
    .execute();

  await stamps(
    id(db, 'school_grades')
      .addColumn(schoolRef, 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('grade', 'integer', (c) => c.notNull())
      .addColumn('pupils', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('school_grades_school')
    .on('school_grades')
    .columns(['school_id', 'grade'])
    .unique()
    .execute();

  await id(db, 'school_classes')
    .addColumn('grade_id', 'integer', (c) => c.notNull().references('school_grades.id').onDelete('cascade'))
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('school_classes_grade')
    .on('school_classes')
    .columns(['grade_id', 'sort'])
    .execute();

  await stamps(
    id(db, 'school_teachers')
      .addColumn(schoolRef, 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('name', 'varchar(20)', (c) => c.notNull())
      .addColumn('subject', 'varchar(10)', (c) => c.notNull())
      .addColumn('grade', 'integer', (c) => c.notNull())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('post', 'varchar(20)', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema
    .createIndex('school_teachers_school')
    .on('school_teachers')
    .columns(['school_id', 'id'])
    .execute();

  await stamps(
    id(db, 'school_jingpins')
      .addColumn(schoolRef, 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('subject', 'varchar(10)', (c) => c.notNull())
      .addColumn('grade', 'integer', (c) => c.notNull())
      .addColumn('publisher', 'varchar(30)', (c) => c.notNull())
      .addColumn('product', 'varchar(50)', (c) => c.notNull())
      .addColumn('price_fen', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema
    .createIndex('school_jingpins_school')
    .on('school_jingpins')
    .columns(['school_id', 'id'])
    .execute();

  await stamps(
    id(db, 'school_qudaos')
      .addColumn(schoolRef, 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('contact', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema
    .createIndex('school_qudaos_school')
    .on('school_qudaos')
    .columns(['school_id', 'id'])
    .execute();

  await stamps(
    id(db, 'school_sales')
      .addColumn(schoolRef, 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('area_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('book_no', 'varchar(20)', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('amount_fen', 'integer', (c) => c.notNull())
      .addColumn('sold_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema
    .createIndex('school_sales_school')
    .on('school_sales')
    .columns(['school_id', 'sold_on'])
    .execute();
  await db.schema
    .createIndex('school_sales_area')
    .on('school_sales')
    .columns(['area_code', 'sold_on'])
    .execute();
  await db.schema.createIndex('school_sales_day').on('school_sales').columns(['sold_on']).execute();

  await db.schema
    .createTable('school_coverage')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn(schoolRef, 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('school_coverage_pk', ['user_id', 'school_id'])
    .execute();
  await db.schema.createIndex('school_coverage_school').on('school_coverage').column('school_id').execute();
}

export const schoolArchiveMigrations: ModuleMigrations = { '0025_schools': schools };
