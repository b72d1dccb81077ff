import type { ModuleManifest } from '../../manifest.js';
import routes from './routes.js';

/** What other modules may use of the payment password: the check before paying, under the per-user lock. */
export { checkPayPassword, withPayLock } from './service.js';

export const payPwdModule: ModuleManifest = { name: 'paypwd', routes };
