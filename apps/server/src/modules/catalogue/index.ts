import type { ModuleManifest } from '../manifest.js';
import routes from './routes.js';
import { catalogueSeed } from './seed.js';

/** The dictionaries (getDicData); its seed marks a new store (see the menu, area and account seeds). */
export const catalogueModule: ModuleManifest = { name: 'catalogue', routes, seed: catalogueSeed };
