import type { ModuleManifest } from '../manifest.js';
import routes from './routes.js';

export const authModule: ModuleManifest = { name: 'auth', routes };
