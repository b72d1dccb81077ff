import type { ModuleManifest } from '../../manifest.js';
import { customerServiceMigrations } from './migrations.js';
import routes from './routes.js';
import { customerServiceSeed } from './seed.js';

/** What other modules use of the enterprise contact: whether a user joined; a desk (the teachers' kefu_js). */
export { kefuDesk, qiweiUser } from './service.js';

/** The enterprise contact (its QR codes and who joined) and the customer-service desks. */
export const customerServiceModule: ModuleManifest = {
  name: 'customer-service',
  routes,
  migrations: customerServiceMigrations,
  seed: customerServiceSeed,
  // Account cancellation: the enterprise-contact mark goes.
  forgetUser: async (trx, { userId }) => {
    await trx.deleteFrom('wecom_members').where('user_id', '=', userId).execute();
  },
};
