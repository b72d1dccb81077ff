import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/** 0026: bookshops, their shipments and stock counts (docs/bookstores.md). */
async function bookstores(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'bookstores')
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('contact', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('lng', 'double precision')
    .addColumn('lat', 'double precision')
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bookstores_area').on('bookstores').columns(['area_code', 'id']).execute();

  await id(db, 'store_shipments')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('bookstores.id').onDelete('cascade'))
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('book_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('shipped_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('waybill', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_shipments_store')
    .on('store_shipments')
    .columns(['store_id', 'book_no', 'shipped_on'])
    .execute();
  await db.schema
    .createIndex('store_shipments_area_day')
    .on('store_shipments')
    .columns(['area_code', 'shipped_on'])
    .execute();
  await db.schema.createIndex('store_shipments_day').on('store_shipments').columns(['shipped_on']).execute();

  await id(db, 'store_stock_counts')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('bookstores.id').onDelete('cascade'))
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('book_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('counted_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_stock_counts_store')
    .on('store_stock_counts')
    .columns(['store_id', 'book_no', 'counted_on'])
    .execute();
  await db.schema
    .createIndex('store_stock_counts_area_day')
    .on('store_stock_counts')
    .columns(['area_code', 'counted_on'])
    .execute();
}

export const bookstoreMigrations: ModuleMigrations = { '0026_bookstores': bookstores };
