import type { ModuleManifest } from '../../manifest.js';
import { dailyMigrations } from './migrations.js';
import routes from './routes.js';
import { dailySeed } from './seed.js';

export const dailyModule: ModuleManifest = {
  name: 'daily',
  routes,
  migrations: dailyMigrations,
  seed: dailySeed,
};
