import type { AnyDb, ModuleMigrations } from '../../db/migrations.js';

/** 0016: the customer-service desks (kefu_1, kefu_ks) with their QR picture and phone. */
async function kefuDesks(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('kefu_desks')
    .addColumn('type', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(30)', (c) => c.notNull())
    .addColumn('qr_path', 'varchar(300)', (c) => c.notNull())
    .addColumn('qr_title', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('work_time', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('tips', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export const customerServiceMigrations: ModuleMigrations = { '0016_kefu_desks': kefuDesks };
