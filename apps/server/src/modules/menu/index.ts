import type { ModuleManifest } from '../manifest.js';
import routes from './routes.js';
import { menuSeed } from './seed.js';

export const menuModule: ModuleManifest = { name: 'menu', routes, seed: menuSeed };
