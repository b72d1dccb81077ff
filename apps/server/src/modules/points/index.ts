import type { ModuleManifest } from '../../manifest.js';

/**
 * Points: the balances (`users.points`) and the one ledger (`points_ledger`). Every change of a balance
 * goes through grantPoints or spendPoints inside the caller's transaction: one ledger row per change,
 * the balance equal to the ledger sum and never below zero. Nothing else writes either.
 */
export {
  backdateLedgerRows,
  balanceOf,
  grantPoints,
  insufficientPoints,
  spendPoints,
  type GrantReason,
  type PointsChange,
  type SpendReason,
} from './balance.js';
export { ledgerPage } from './ledger-page.js';
export { decidePaying, type PayingDecision } from './review.js';

/** Owns the points ledger and balances (no routes of its own: the shop and every earner call it). */
export const pointsModule: ModuleManifest = { name: 'points' };
