import type { ModuleManifest } from '../manifest.js';
import routes from './routes.js';

export const adminShopModule: ModuleManifest = { name: 'admin-shop', routes };
