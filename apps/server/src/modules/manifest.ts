import type { FastifyPluginAsync } from 'fastify';
import type { ModuleMigrations } from '../db/migrations.js';
import type { ModuleSeed } from '../db/seed.js';

/**
 * What a server module gives the app (docs/server.md): its routes, the migrations that create and
 * change its tables, and the seed that fills them. Each module's index.ts exports one; the list is
 * modules/index.ts.
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
}
