import type { ModuleManifest } from '../../manifest.js';
import { forgetAccountRows } from './cancel.js';
import { accountMigrations } from './migrations.js';
import routes from './routes.js';
import { accountSeed } from './seed.js';

/** What other modules may use of the account: the SMS gateway's shape. */
export type { SmsGateway } from './sms.js';

/**
 * My info, the settings page (profile, avatar, login password with its ticket, phone through the SMS
 * gateway, ad consent, message subscriptions), grade choice and the account's cancellation
 * (docs/account.md); the demo accounts' seed.
 */
export const accountModule: ModuleManifest = {
  name: 'account',
  routes,
  migrations: accountMigrations,
  seed: accountSeed,
  forgetUser: (trx, { userId }) => forgetAccountRows(trx, userId),
};
