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

/**
 * 0040: the rollup's recent-days reads of the big sources are index-only (docs/operations.md, "A
 * province's data"). At 10,000,000 ledger rows the activity and points sources read 300,000 rows of
 * the last two days every run, scattered over the ledger's pages (written user by user), one page read
 * per row: 1 s of a run every 15 s. The time indexes of the ledger and the logins carry the columns
 * those reads take (`user_id`, and the ledger's `delta`) and replace the bare ones; check-ins get one
 * beside their own `(created_at, id)`.
 */
async function statsCovering(db: AnyDb): Promise<void> {
  const covering: [string, string, string[], string | null][] = [
    ['stats_src_points_cover', 'points_ledger', ['created_at', 'user_id', 'delta'], 'stats_src_points'],
    ['stats_src_tokens_cover', 'auth_tokens', ['created_at', 'user_id'], 'stats_src_tokens'],
    ['stats_src_posts', 'checkin_posts', ['created_at', 'user_id'], null],
  ];
  for (const [name, table, columns, replaces] of covering) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
    if (replaces) await db.schema.dropIndex(replaces).execute();
  }
}

export const statsMigrations: ModuleMigrations = {
  '0027_stats': stats,
  '0040_stats_covering': statsCovering,
};
