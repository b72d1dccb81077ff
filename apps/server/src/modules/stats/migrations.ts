import type { AnyDb, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0027: the daily rollups of operations statistics (docs/stats.md) and their watermark. The indexes on
 * the sources' time columns (named `stats_src_…`) serve only the rollup's range reads of recent days;
 * they change no row of their owners' tables.
 */
async function stats(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('stats_daily')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('metric', 'varchar(24)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_pk', ['metric', 'day', 'area_code', 'staff_id'])
    .execute();
  await db.schema.createIndex('stats_daily_day').on('stats_daily').columns(['day', 'metric']).execute();
  await db.schema
    .createTable('stats_rollup_state')
    .addColumn('source', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('done_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('refreshed_at', 'bigint', (c) => c.notNull())
    .execute();

  const sources: [string, string, string][] = [
    ['stats_src_users', 'users', 'created_at'],
    ['stats_src_points', 'points_ledger', 'created_at'],
    ['stats_src_orders', 'orders', 'created_at'],
    ['stats_src_browse', 'browse_history', 'visited_at'],
    ['stats_src_progress', 'learning_progress', 'updated_at'],
    ['stats_src_tokens', 'auth_tokens', 'created_at'],
    ['stats_src_hits', 'hit_counts', 'day'],
  ];
  for (const [name, table, column] of sources) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

export const statsMigrations: ModuleMigrations = { '0027_stats': stats };
