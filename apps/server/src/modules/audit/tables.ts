import type { Generated } from 'kysely';

/** The audit module's tables (added to db/schema.ts's Database below). Created by 0029_audit. */
export interface AuditTables {
  audit_log: AuditLogTable;
}

/** One successful operator call (a POST under /api/admin/). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  /** The operator's account at the time (kept: an account may be renamed or cancelled later). */
  actor_account: string;
  /** The call below /api/, e.g. `admin/users/setUserRoles`. */
  call: string;
  /** The feature of the call, `users` for `admin/users/…`: the filter by area of the console. */
  feature: string;
  /** What was changed and its id, as the handler said through `auditDetail` ('' when it did not). */
  target_kind: string;
  target_id: string;
  /** The input as JSON, passwords and files left out, long values cut. */
  input: string;
  /** The target before and after, JSON, when the handler gave them. */
  before_json: string | null;
  after_json: string | null;
  created_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends AuditTables {}
}
