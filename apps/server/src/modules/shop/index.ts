import type { ModuleManifest } from '../../manifest.js';
import { shopMigrations } from './migrations.js';
import routes from './routes.js';
import { shopSeed } from './seed.js';

/**
 * The points shop (docs/shop.md): goods, cart, orders paid with points and their expiry, and the operators'
 * goods, categories and orders under /api/admin/shop/.
 */
export const shopModule: ModuleManifest = {
  name: 'shop',
  routes,
  migrations: shopMigrations,
  seed: shopSeed,
};
