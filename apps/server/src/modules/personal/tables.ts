import type { Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/**
 * The personal module's tables (added to db/schema.ts's Database below): a user's favorites, browse
 * history and learning progress. Created by the catalogue migration 0003 (before the module split).
 */
export interface PersonalTables {
  favorites: FavoritesTable;
  browse_history: BrowseHistoryTable;
  learning_progress: LearningProgressTable;
  learning_days: LearningDaysTable;
}

export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  target_id: string;
  created_at: number;
}

export interface BrowseHistoryTable {
  user_id: number;
  book_id: number;
  visited_at: number;
}

export interface LearningProgressTable {
  user_id: number;
  item_id: number;
  book_id: number;
  position_ms: number;
  duration_ms: number;
  finished: Flag;
  updated_at: number;
}

/** Played time and items first finished per user and Shanghai day (0038; docs/report.md). */
export interface LearningDaysTable {
  user_id: number;
  day: string;
  played_ms: number;
  finished_count: number;
  updated_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends PersonalTables {}
}
