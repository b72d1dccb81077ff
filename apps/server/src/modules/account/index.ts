import type { ModuleManifest } from '../manifest.js';
import routes from './routes.js';
import { accountSeed } from './seed.js';

export const accountModule: ModuleManifest = { name: 'account', routes, seed: accountSeed };
