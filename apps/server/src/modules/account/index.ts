import type { ModuleManifest } from '../manifest.js';
import routes from './routes.js';
import { accountSeed } from './seed.js';

/** What other modules may use of the account: the signed-in user's info. */
export { findUserInfo } from './queries.js';

export const accountModule: ModuleManifest = { name: 'account', routes, seed: accountSeed };
