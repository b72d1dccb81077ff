import type { ModuleManifest } from '../manifest.js';
import routes from './routes.js';

/** Its table was created by the shop's migration 0002_shop (written before the module split). */
export const addressModule: ModuleManifest = { name: 'address', routes };
