import type { ModuleManifest } from '../../manifest.js';
import { authMigrations } from './migrations.js';
import { unbindMessenger } from './queries.js';
import routes from './routes.js';
import { resolveTokenHash } from './tokens.js';

/** What other modules may use of auth: tokens and roles. */
export {
  issueToken,
  resolveToken,
  revokeAllTokens,
  revokeOtherTokens,
  revokeToken,
  rolesOf,
} from './tokens.js';

/** The signed-in user's info (a login's answer, the account's pages). */
export { findUserInfo } from './user-info.js';

export const authModule: ModuleManifest = {
  name: 'auth',
  routes,
  migrations: authMigrations,
  // The auth guard's token lookup (plugins/auth.ts), behind the session cache.
  resolveTokenHash,
  // Account cancellation: the messenger identity goes, so it may be bound to another account.
  forgetUser: async (trx, { userId }) => {
    await unbindMessenger(trx, userId);
  },
};
