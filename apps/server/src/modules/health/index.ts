import type { ModuleManifest } from '../../manifest.js';
import routes from './routes.js';

/** GET /health, outside /api. */
export const healthModule: ModuleManifest = { name: 'health', routes, prefix: '' };
