import type { ModuleManifest } from '../../manifest.js';
import { reminderMigrations } from './migrations.js';
import routes from './routes.js';
import { reminderSeed } from './seed.js';
import { removeUserReminders } from './service.js';

/** The reminders' tables, for the store's schema. */
export type { ReminderTables } from './tables.js';
/** The weekly report sends its Sunday push with the reminders' sender and VAPID keys. */
export { pushToUsers, type PushCounts, type TickDeps as PushDeps } from './scheduler.js';
export { reminderRuntime as pushRuntime } from './runtime.js';
/** Sends to the native app's push ids (FCM here; a vendor channel for mainland China would be another). */
export type { NativeMessage, NativeOutcome, NativePushSender } from './native-push.js';

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
  // Account cancellation: the person's reminders and push addresses go.
  forgetUser: async (trx, { userId }) => {
    await removeUserReminders(trx, userId);
  },
};
