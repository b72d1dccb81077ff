import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/** 0019: sample books on offer, requests with their items and receipt photos, the per-term counts. */
async function sampleBooks(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'yangshu_offers')
    .addColumn('book_id', 'integer', (c) => c.notNull().unique().references('books.id').onDelete('cascade'))
    .addColumn('max_per_request', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('yangshu_offers_sort')
    .on('yangshu_offers')
    .columns(['enabled', 'sort', 'id'])
    .execute();

  await id(db, 'yangshu_requests')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('term', 'varchar(12)', (c) => c.notNull())
    .addColumn('total_count', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('note', 'varchar(140)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('express_company', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('waybill_no', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('reject_reason', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('approved_at', 'bigint')
    .addColumn('shipped_at', 'bigint')
    .addColumn('received_at', 'bigint')
    .addColumn('rejected_at', 'bigint')
    .execute();
  // The teacher's history (all, or by status), the operators' list by status, and all of it: newest first.
  await db.schema
    .createIndex('yangshu_requests_user')
    .on('yangshu_requests')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('yangshu_requests_user_status')
    .on('yangshu_requests')
    .columns(['user_id', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('yangshu_requests_status')
    .on('yangshu_requests')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('yangshu_requests_created')
    .on('yangshu_requests')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('yangshu_request_items')
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('yangshu_requests.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('offer_id', 'integer', (c) => c.notNull())
    .addColumn('book_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('cover', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('yangshu_request_items_pk', ['request_id', 'position'])
    .execute();

  await db.schema
    .createTable('yangshu_term_counts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('term', 'varchar(12)', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('yangshu_term_counts_pk', ['user_id', 'term'])
    .execute();

  await db.schema
    .createTable('yangshu_pending_files')
    .addColumn('upload_id', 'integer', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('yangshu_pending_files_created')
    .on('yangshu_pending_files')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('yangshu_receipt_pictures')
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('yangshu_requests.id').onDelete('cascade'),
    )
    .addColumn('upload_id', 'integer', (c) =>
      c.notNull().unique().references('uploads.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('yangshu_receipt_pictures_pk', ['request_id', 'position'])
    .execute();
}

export const sampleBookMigrations: ModuleMigrations = { '0019_yangshu': sampleBooks };
