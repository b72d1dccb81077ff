import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { DEFAULT_VAPID_SUBJECT, resolveVapidKeys, type VapidKeys } from './push.js';
import type { TickDeps } from './scheduler.js';

/**
 * What the routes and the scheduler share: the store and the VAPID keys, resolved once (from the
 * configuration, or the pair kept in the settings table) and remembered; a failed read is retried.
 */
export function reminderRuntime(
  db: Db,
  config: Pick<Config, 'vapid' | 'vapidSubject'>,
  onError?: (err: Error) => void,
): TickDeps {
  let keys: Promise<VapidKeys> | null = null;
  const subject = config.vapidSubject ?? DEFAULT_VAPID_SUBJECT;
  return {
    db,
    onError,
    vapid: async () => {
      keys ??= resolveVapidKeys(db, config.vapid).catch((err: unknown) => {
        keys = null;
        throw err;
      });
      return { ...(await keys), subject };
    },
  };
}
