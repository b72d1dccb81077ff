import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { FcmSender, readServiceAccount, type NativePushSender } from './native-push.js';
import { DEFAULT_VAPID_SUBJECT, resolveVapidKeys, type VapidKeys } from './push.js';
import type { TickDeps } from './scheduler.js';

/**
 * The native sender of the configuration: FCM when FCM_SERVICE_ACCOUNT_FILE is set (the key file is
 * read now, so a bad one stops the start with its name), else null.
 */
export function nativeSender(config: Pick<Config, 'fcm'>): NativePushSender | null {
  if (!config.fcm) return null;
  return new FcmSender({
    account: readServiceAccount(config.fcm.serviceAccountFile),
    apiBase: config.fcm.apiBase,
    tokenUrl: config.fcm.tokenUrl,
  });
}

/**
 * What the routes and the scheduler share: the store, the VAPID keys, resolved once (from the
 * configuration, or the pair kept in the settings table) and remembered (a failed read is retried), and
 * the native sender.
 */
export function reminderRuntime(
  db: Db,
  config: Pick<Config, 'vapid' | 'vapidSubject' | 'fcm'>,
  onError?: (err: Error) => void,
  native: NativePushSender | null = nativeSender(config),
): TickDeps {
  let keys: Promise<VapidKeys> | null = null;
  const subject = config.vapidSubject ?? DEFAULT_VAPID_SUBJECT;
  return {
    db,
    onError,
    native,
    vapid: async () => {
      keys ??= resolveVapidKeys(db, config.vapid).catch((err: unknown) => {
        keys = null;
        throw err;
      });
      return { ...(await keys), subject };
    },
  };
}
