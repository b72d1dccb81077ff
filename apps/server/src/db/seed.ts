import type { Transaction } from 'kysely';
import type { UploadKind } from '@jc/contract';
import type { ModuleManifest } from '../manifest.js';
import type { FileStore } from '../shared/file-store.js';
import type { Db, Dialect } from './index.js';
import type { Database } from './schema.js';

export interface SeedOptions {
  dialect: Dialect;
  /** Demo accounts and demo content as well as the dictionaries, menus and areas. */
  demo: boolean;
  now?: number;
  /** Where demo uploads go and the demo media they come from (none: seeds write no uploads). */
  files?: SeedFiles | null;
}

/** The file store (the uploads module's) and upload limits, and the shipped demo media (MEDIA_DIR). */
export interface SeedFiles {
  store: FileStore;
  limits: Record<UploadKind, number>;
  mediaDir: string;
}

export interface SeedContext {
  trx: Transaction<Database>;
  dialect: Dialect;
  demo: boolean;
  now: number;
  /** Modules whose seed wrote rows earlier in this run. */
  seeded: ReadonlySet<string>;
  files: SeedFiles | null;
}

/** What a seed wrote, for the log (e.g. `{ books: 36 }`); null when it wrote nothing. */
export type SeedReport = Record<string, number> | null;

export interface ModuleSeed {
  /** Modules whose seed must run first (their rows are read or referenced). */
  after?: string[];
  /** Fills the module's tables when they are empty; a filled store is left alone. */
  run(ctx: SeedContext): Promise<SeedReport>;
}

export interface SeedResult {
  /** Whether any module wrote rows. */
  seeded: boolean;
  reports: { module: string; wrote: Record<string, number> }[];
}

/** The modules that seed, dependencies first; among independent ones the order of the list. */
export function seedOrder(modules: readonly ModuleManifest[]): ModuleManifest[] {
  const known = new Set(modules.map((m) => m.name));
  const seeding = modules.filter((m) => m.seed);
  const done = new Set<string>();
  const order: ModuleManifest[] = [];
  while (order.length < seeding.length) {
    const next = seeding.find(
      (m) =>
        !done.has(m.name) &&
        (m.seed?.after ?? []).every((dep) => {
          if (!known.has(dep)) throw new Error(`the seed of ${m.name} needs an unknown module ${dep}`);
          return done.has(dep) || !seeding.some((s) => s.name === dep);
        }),
    );
    if (!next) throw new Error('the module seeds need each other in a circle');
    done.add(next.name);
    order.push(next);
  }
  return order;
}

/**
 * Runs every module's seed in one transaction, in seedOrder. Each seed locks its table on PostgreSQL
 * first (two processes starting on one empty database must not both seed) and writes only into an
 * empty table, so a second run changes nothing.
 */
export async function seed(
  db: Db,
  modules: readonly ModuleManifest[],
  opts: SeedOptions,
): Promise<SeedResult> {
  const order = seedOrder(modules);
  const now = opts.now ?? Date.now();
  return db.transaction().execute(async (trx) => {
    const seeded = new Set<string>();
    const reports: SeedResult['reports'] = [];
    for (const mod of order) {
      const wrote = await mod.seed?.run({
        trx,
        dialect: opts.dialect,
        demo: opts.demo,
        now,
        seeded,
        files: opts.files ?? null,
      });
      if (!wrote) continue;
      seeded.add(mod.name);
      reports.push({ module: mod.name, wrote });
    }
    return { seeded: reports.length > 0, reports };
  });
}
