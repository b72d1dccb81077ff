import type { ModuleManifest } from '../manifest.js';
import { bookMigrations } from './migrations.js';
import routes from './routes.js';
import { bookSeed } from './seed.js';

/** The demo media files (assets/media), shared with other modules' demo content. */
export { DEMO_AUDIO, DEMO_PDF, DEMO_VIDEO } from './seed/media.js';

export const bookModule: ModuleManifest = {
  name: 'book',
  routes,
  migrations: bookMigrations,
  seed: bookSeed,
};
