/** The report module's tables (added to db/schema.ts's Database below). Created by 0037_report. */
export interface ReportTables {
  report_subscriptions: ReportSubscriptionsTable;
  report_deliveries: ReportDeliveriesTable;
}

/** A user who asked for the Sunday push of the weekly report (a row while the switch is on). */
export interface ReportSubscriptionsTable {
  user_id: number;
  created_at: number;
}

/**
 * One Sunday push of a user's report: claimed (inserted) in a transaction before it is sent, so of two
 * ticks, two processes or a process and its restart exactly one sends it. `week` is the Monday.
 */
export interface ReportDeliveriesTable {
  user_id: number;
  week: string;
  sent: number;
  failed: number;
  removed: number;
  created_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends ReportTables {}
}
