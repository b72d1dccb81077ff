import type { AnyDb, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0037: the weekly report's push (docs/report.md): who asked for it, and one delivery row per user and
 * week (primary key), the once-only claim of the Sunday push. The report itself is read from the
 * other modules' tables by their (user, time) indexes; 0038 (personal) adds the played time per day.
 */
async function report(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('report_subscriptions')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('report_deliveries')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week', 'varchar(10)', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_deliveries_pk', ['user_id', 'week'])
    .execute();
  await db.schema
    .createIndex('report_deliveries_created')
    .on('report_deliveries')
    .column('created_at')
    .execute();
}

export const reportMigrations: ModuleMigrations = { '0037_report': report };
