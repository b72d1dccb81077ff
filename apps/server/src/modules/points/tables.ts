import type { Generated } from 'kysely';

/** The points module's table (db/schema.ts composes every module's). Created by 0001_foundation. */
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
