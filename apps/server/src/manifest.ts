import type { FastifyPluginAsync } from 'fastify';
import type { ModuleMigrations } from './db/migrations.js';
import type { Db } from './db/index.js';
import type { ModuleSeed } from './db/seed.js';
import type { FileStore } from './shared/file-store.js';
import type { TokenResolver } from './shared/tokens.js';

/** What a module is told when an account is cancelled (account/cancel.ts). */
export interface ForgetContext {
  userId: number;
  /** The person's uploads that rows outliving the account still show (every module's `uploadsKept`). */
  keptUploads: ReadonlySet<number>;
}

/** What a module's forgetting leaves to do once the cancellation has committed. */
export interface Forgotten {
  /** Stored files to remove (their rows are gone). */
  fileKeys?: string[];
}

/**
 * What a server module gives the app (docs/server.md): its routes, the migrations that create and
 * change its tables, and the seed that fills them. Each module's index.ts exports one; the list is
 * modules/index.ts. The plumbing (plugins, db, shared) never imports a module: what it needs of one it
 * names here as an interface (`resolveTokenHash`, `fileStore`) and the module fills it in.
 */
export interface ModuleManifest {
  /** Unique; seeds name the modules they need by it. */
  name: string;
  /** The module's route plugin; a module that only owns data (platform) has none. */
  routes?: FastifyPluginAsync;
  /** Where the routes are mounted: '/api' unless said ('' for /health). */
  prefix?: string;
  migrations?: ModuleMigrations;
  seed?: ModuleSeed;
  /**
   * Account cancellation (docs/account.md): deletes or blanks what the module keeps of the person, in the
   * cancellation's transaction. Every module with personal rows declares it, so the account module names
   * no other module's table and a new feature's rows are forgotten by adding this here.
   */
  forgetUser?: (trx: Db, ctx: ForgetContext) => Promise<Forgotten | void>;
  /** The person's uploads the module's rows keep showing after a cancellation (a check-in post's pictures). */
  uploadsKept?: (trx: Db, userId: number) => Promise<number[]>;
  /** The auth guard's token lookup (plugins/auth.ts); the auth module gives it. */
  resolveTokenHash?: TokenResolver;
  /** The file store of a DATA_DIR/uploads folder (demo uploads of the seeds); the uploads module gives it. */
  fileStore?: (uploadsDir: string) => FileStore;
}

/** A part exactly one module gives the plumbing (`resolveTokenHash`, `fileStore`); none or two: an error. */
export function providedBy<K extends 'resolveTokenHash' | 'fileStore'>(
  modules: readonly ModuleManifest[],
  part: K,
): NonNullable<ModuleManifest[K]> {
  const given = modules.filter((m) => m[part]);
  if (given.length !== 1)
    throw new Error(
      `exactly one module gives ${part}; found ${given.map((m) => m.name).join(', ') || 'none'}`,
    );
  return given[0]![part]!;
}
