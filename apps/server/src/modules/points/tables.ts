import type { Generated } from 'kysely';

/** The points module's table (added to db/schema.ts's Database below). Created by 0001_foundation. */
export interface PointsTables {
  points_ledger: PointsLedgerTable;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  balance_after: number;
  reason: string;
  ref: string;
  created_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends PointsTables {}
}
