import type { ModuleManifest } from '../../manifest.js';
import { aboutMigrations } from './migrations.js';
import routes from './routes.js';
import { aboutSeed } from './seed.js';

/**
 * 关于我们 (docs/about.md): the app's releases per platform (thirdpart/appUpdate, the update dialog) and
 * the agreement and privacy texts (thirdpart/getXieyi), with their operator calls under /api/admin/about/.
 */
export const aboutModule: ModuleManifest = {
  name: 'about',
  routes,
  migrations: aboutMigrations,
  seed: aboutSeed,
};
