import type { AnyDb, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0038: the time a user played lesson items (listening and watching) and the items first finished, per
 * Shanghai day, added to by every progress save (`learning_progress` holds only the latest position of
 * an item, which says nothing about when the time was spent). Read by the weekly report (docs/report.md).
 */
async function learningDays(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('learning_days')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('played_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('finished_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('learning_days_pk', ['user_id', 'day'])
    .execute();
}

export const personalMigrations: ModuleMigrations = { '0038_learning_days': learningDays };
