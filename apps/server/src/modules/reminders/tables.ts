import type { Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/** The reminders module's tables (added to db/schema.ts's Database below). */
export interface ReminderTables {
  reminder_templates: ReminderTemplatesTable;
  reminders: RemindersTable;
  reminder_deliveries: ReminderDeliveriesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_retries: PushRetriesTable;
}

/** What a reminder says and where a tap leads. */
export interface ReminderTemplatesTable {
  id: Generated<number>;
  title: string;
  content: string;
  /** A page path of the app (`/pages/…`). */
  path: string;
  created_at: number;
  updated_at: number;
}

export interface RemindersTable {
  id: Generated<number>;
  user_id: number;
  template_id: number;
  /** The weekdays as digits 1 (Monday) to 7 (Sunday), ascending: `135`. */
  weekdays: string;
  /** `HH:mm`, Asia/Shanghai. */
  time: string;
  enabled: Flag;
  /**
   * The latest slot (`YYYY-MM-DD HH:mm`, Shanghai) claimed for sending, or the minute of the last save:
   * a slot is sent only when it is later than this, and claiming it moves this forward.
   */
  last_slot: string | null;
  created_at: number;
  updated_at: number;
}

/** One row per claimed (reminder, slot): unique, the record that it was sent once. */
export interface ReminderDeliveriesTable {
  id: Generated<number>;
  reminder_id: number;
  slot: string;
  user_id: number;
  /** Subscriptions that accepted the push, refused it, and were removed (404/410). */
  sent: number;
  failed: number;
  removed: number;
  created_at: number;
}

/** A device's push address: a Web Push subscription, or a native shell's push id. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** `webpush` or `native`. */
  kind: string;
  /** sha256 (hex) of the endpoint or the native id: one row per device. */
  key_hash: string;
  /** The push service URL (webpush) or the native id. */
  endpoint: string;
  /** base64url keys of the subscription; '' for a native id. */
  p256dh: string;
  auth: string;
  created_at: number;
  updated_at: number;
}

/** A push to a native device to try again (the sender said 5xx or 429); deleted when claimed. */
export interface PushRetriesTable {
  id: Generated<number>;
  subscription_id: number;
  /** The notification JSON (a `ReminderPush` or the weekly report's). */
  payload: string;
  /** Tries made so far (the first send counts). */
  attempts: number;
  /** Not before this (epoch ms). */
  next_at: number;
  /** When the first try failed: a retry older than an hour is dropped. */
  created_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends ReminderTables {}
}
