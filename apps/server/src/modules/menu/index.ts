import type { ModuleManifest } from '../../manifest.js';
import routes from './routes.js';
import { menuSeed } from './seed.js';

/** What other modules may use of the app menus. */
export { listAppMenus } from './queries.js';
export { loadAppMenus, MENU_CACHE_KEY } from './service.js';

export const menuModule: ModuleManifest = { name: 'menu', routes, seed: menuSeed };
