import type { ModuleManifest } from '../../manifest.js';
import routes from './routes.js';

/**
 * The first screens the server renders into the HTML (home and a book's detail page; docs/first-screens.md,
 * "Server-rendered first screens"), from the web app's server bundle and the dictionaries', menus', home
 * lists' and books' caches. No tables; routes at the page addresses, outside /api.
 */
export const firstScreensModule: ModuleManifest = { name: 'first-screens', routes, prefix: '' };
