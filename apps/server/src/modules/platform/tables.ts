import type { Generated } from 'kysely';

/** The platform module's tables (added to db/schema.ts's Database below). */
export interface PlatformTables {
  settings: SettingsTable;
  shared_once: SharedOnceTable;
  shared_once_batches: SharedOnceBatchesTable;
  shared_counters: SharedCountersTable;
}

export interface SettingsTable {
  key: string;
  value: string;
}
export interface SharedOnceTable {
  key: string;
  expires_at: number;
}
/** Remembered keys written behind in batches: `keys` is a JSON array, `expires_at` the latest expiry. */
export interface SharedOnceBatchesTable {
  id: Generated<number>;
  expires_at: number;
  keys: string;
}
export interface SharedCountersTable {
  key: string;
  count: number;
  expires_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends PlatformTables {}
}
