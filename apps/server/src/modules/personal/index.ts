import type { ModuleManifest } from '../../manifest.js';
import { personalMigrations } from './migrations.js';
import routes from './routes.js';
import { personalSeed } from './seed.js';
import { forgetPersonalRows } from './service.js';

/** What other modules use of the personal data: the limits of browse history and progress. */
export { BROWSE_HISTORY_LIMIT, FINISHED_SHARE } from './service.js';
/** Teaching resources show the favorite flag and seed the teacher's favorites. */
export { addFavorite, favoriteTargets } from './service.js';

/** Favorites, browse history and learning progress of a user. */
export const personalModule: ModuleManifest = {
  name: 'personal',
  routes,
  migrations: personalMigrations,
  seed: personalSeed,
  forgetUser: (trx, { userId }) => forgetPersonalRows(trx, userId),
};
