import type { ModuleManifest } from '../../manifest.js';
import { dictionaryMigrations } from './migrations.js';
import routes from './routes.js';
import { dictionarySeed } from './seed.js';

/** What other modules may use: the dictionaries' cached answers (the first screens render from them). */
export { dicDataCacheEntry, expireDueDictionary } from './service.js';

/**
 * The dictionaries (getDicData) and their operator calls (admin/dictionary/…); its seed marks a new
 * store (see the menu, area and account seeds).
 */
export const dictionaryModule: ModuleManifest = {
  name: 'dictionary',
  routes,
  migrations: dictionaryMigrations,
  seed: dictionarySeed,
};
