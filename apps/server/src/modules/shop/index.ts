import type { ModuleManifest } from '../manifest.js';
import { shopMigrations } from './migrations.js';
import routes from './routes.js';
import { shopSeed } from './seed.js';

export const shopModule: ModuleManifest = {
  name: 'shop',
  routes,
  migrations: shopMigrations,
  seed: shopSeed,
};
