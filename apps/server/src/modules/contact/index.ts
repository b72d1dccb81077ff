import type { ModuleManifest } from '../manifest.js';
import { contactMigrations } from './migrations.js';
import routes from './routes.js';
import { contactSeed } from './seed.js';

/** What other modules use of the enterprise contact: whether a user joined; a desk (the teachers' kefu_js). */
export { kefuDesk, qiweiUser } from './service.js';

/** The enterprise contact (its QR codes and who joined) and the customer-service desks. */
export const contactModule: ModuleManifest = {
  name: 'contact',
  routes,
  migrations: contactMigrations,
  seed: contactSeed,
  // Account cancellation: the enterprise-contact mark goes.
  forgetUser: async (trx, { userId }) => {
    await trx.deleteFrom('wecom_members').where('user_id', '=', userId).execute();
  },
};
