import type { ModuleManifest } from '../../manifest.js';
import routes from './routes.js';
import { areaSeed } from './seed.js';

export const areaModule: ModuleManifest = { name: 'area', routes, seed: areaSeed };
