import type { ModuleManifest } from '../../manifest.js';
import routes from './routes.js';
import { forgetAddresses } from './service.js';

/** What other modules may use of the address book. */
export { ADDRESS_NOT_FOUND, getAddress, resolveArea } from './service.js';

/** Its table was created by the shop's migration 0002_shop (written before the module split). */
export const addressModule: ModuleManifest = {
  name: 'address',
  routes,
  forgetUser: (trx, { userId }) => forgetAddresses(trx, userId),
};
