/** The stats module's tables (added to db/schema.ts's Database below). Created by 0027_stats. */
export interface StatsTables {
  stats_daily: StatsDailyTable;
  stats_rollup_state: StatsRollupStateTable;
}

/**
 * One value of a metric on a Shanghai day, for a district (`area_code`, '' for the product-wide activity
 * metrics) and a staff member (`staff_id`, 0 when none). Kept by the rollup job, never written by a call.
 */
export interface StatsDailyTable {
  day: string;
  metric: string;
  area_code: string;
  staff_id: number;
  value: number;
}

/** One row per source: the last day it was rolled up to and when (the job's watermark). */
export interface StatsRollupStateTable {
  source: string;
  done_day: string;
  refreshed_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends StatsTables {}
}
