import { type CreateTableBuilder, type Kysely, type Migration, Migrator } from 'kysely';
import type { ModuleManifest } from '../manifest.js';
import type { Db, Dialect } from './index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export type AnyDb = Kysely<any>;

/** Starts a table with an `id` identity column: the one column that differs between the dialects. */
export type IdTable = (db: AnyDb, table: string) => CreateTableBuilder<string, 'id'>;

export interface MigrationContext {
  dialect: Dialect;
  id: IdTable;
}

/**
 * A module's migrations by name. Names are global and ordered: `NNNN_what`, the next free number
 * across all modules (the runner sorts by name and refuses a name two modules share). Times use bigint
 * (INTEGER affinity on SQLite), booleans integer 0/1.
 */
export type ModuleMigrations = Record<string, (db: AnyDb, ctx: MigrationContext) => Promise<void>>;

function idTable(dialect: Dialect): IdTable {
  return (db, table) =>
    dialect === 'postgres'
      ? db.schema
          .createTable(table)
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The migrations of all modules, in one set keyed by name (Kysely runs them in name order). */
export function collectMigrations(
  modules: readonly ModuleManifest[],
  dialect: Dialect,
): Record<string, Migration> {
  const ctx: MigrationContext = { dialect, id: idTable(dialect) };
  const set: Record<string, Migration> = {};
  const owner = new Map<string, string>();
  for (const mod of modules) {
    for (const [name, up] of Object.entries(mod.migrations ?? {})) {
      const taken = owner.get(name);
      if (taken) throw new Error(`migration ${name} is declared by both ${taken} and ${mod.name}`);
      owner.set(name, mod.name);
      set[name] = { up: (db: AnyDb) => up(db, ctx) };
    }
  }
  return set;
}

export function createMigrator(db: Db, dialect: Dialect, modules: readonly ModuleManifest[]): Migrator {
  const set = collectMigrations(modules, dialect);
  return new Migrator({ db, provider: { getMigrations: async () => set } });
}

/** Brings the schema up to date; Kysely's migrator locks, so concurrent starts on PostgreSQL are safe. */
export async function migrate(db: Db, dialect: Dialect, modules: readonly ModuleManifest[]): Promise<void> {
  const { error, results } = await createMigrator(db, dialect, modules).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown error');
    const which = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`database migration${which} failed: ${cause}`, { cause: error });
  }
}
