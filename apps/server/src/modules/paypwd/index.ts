import type { ModuleManifest } from '../manifest.js';
import routes from './routes.js';

export const payPwdModule: ModuleManifest = { name: 'paypwd', routes };
