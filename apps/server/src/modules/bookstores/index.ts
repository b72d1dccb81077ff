import type { ModuleManifest } from '../../manifest.js';
import { bookstoreMigrations } from './migrations.js';
import routes from './routes.js';
import { bookstoreSeed } from './seed.js';

/**
 * Bookshops of the school archives (docs/bookstores.md): bookshops in a staff member's areas, shipments
 * and stock counts (the stock computed from both), exports, a near-me list, and the maps' tile server.
 * Scoped and recorded through the archives module.
 */
export const bookstoresModule: ModuleManifest = {
  name: 'bookstores',
  routes,
  migrations: bookstoreMigrations,
  seed: bookstoreSeed,
};

export type { BookstoreTables } from './tables.js';
