import type { AnyDb, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0033: a schedule for the entries of banners, badges, ads and the bottom banner: the pupils'
 * read shows an entry only from `starts_at` (included) to `ends_at` (excluded), epoch milliseconds, null
 * meaning no bound. The dictionaries table itself is created by `0001_foundation` (platform).
 */
async function dictionarySchedule(db: AnyDb): Promise<void> {
  await db.schema.alterTable('dictionaries').addColumn('starts_at', 'bigint').execute();
  await db.schema.alterTable('dictionaries').addColumn('ends_at', 'bigint').execute();
}

export const dictionaryMigrations: ModuleMigrations = { '0033_dictionary_schedule': dictionarySchedule };
