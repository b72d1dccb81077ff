import type { ModuleManifest } from '../manifest.js';
import { reminderMigrations } from './migrations.js';
import routes from './routes.js';
import { reminderSeed } from './seed.js';

/** Account cancellation removes a user's reminders and push subscriptions with this. */
export { removeUserReminders } from './service.js';
export type { ReminderTables } from './tables.js';

/**
 * Study reminders (remindmsg/…, myInfo/updateAppPushID, admin/remind/…): templates, the users'
 * reminders, their push subscriptions, and the scheduler that sends each due reminder once as a Web
 * Push notification (docs/reminders.md).
 */
export const remindersModule: ModuleManifest = {
  name: 'reminders',
  routes,
  migrations: reminderMigrations,
  seed: reminderSeed,
};
