import type { ModuleManifest } from '../manifest.js';
import { authMigrations } from './migrations.js';
import { unbindMessenger } from './queries.js';
import routes from './routes.js';

/** What other modules (and the auth plugin) may use of auth: tokens and roles. */
export {
  hashToken,
  isWellFormedToken,
  issueToken,
  parseAuthorization,
  resolveToken,
  resolveTokenHash,
  revokeAllTokens,
  revokeOtherTokens,
  revokeToken,
  rolesOf,
  type TokenOutcome,
} from './tokens.js';

/** The signed-in user's info (a login's answer, the account's pages). */
export { findUserInfo } from './user-info.js';

export { SessionCache } from './session-cache.js';
export {
  type MiniProgramIdentity,
  type MiniProgramSessions,
  WeChatMiniProgramSessions,
} from './messenger.js';

export const authModule: ModuleManifest = {
  name: 'auth',
  routes,
  migrations: authMigrations,
  // Account cancellation: the messenger identity goes, so it may be bound to another account.
  forgetUser: async (trx, { userId }) => {
    await unbindMessenger(trx, userId);
  },
};
