import type { Generated } from 'kysely';

/** The rewards module's tables (added to db/schema.ts's Database below). Created by 0022_rewards. */
export interface RewardTables {
  reward_categories: RewardCategoriesTable;
  reward_reports: RewardReportsTable;
  reward_photos: RewardPhotosTable;
  reward_pending_files: RewardPendingFilesTable;
  reward_selects: RewardSelectsTable;
}

/** The error categories of getFeedBackDic (错别字, 答案错误 …), in `sort` order. */
export interface RewardCategoriesTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

/** A content-error report (纠错). The book by its number (books.book_no; a book gone later still reads). */
export interface RewardReportsTable {
  id: Generated<number>;
  user_id: number;
  book_no: string;
  page: number;
  category_id: number;
  text: string;
  /** 'pending', 'accepted' or 'rejected'. */
  status: string;
  /** Granted points; 0 unless accepted. */
  points: number;
  reject_reason: string;
  created_at: number;
  decided_at: number | null;
}

/** The photos of a report, in order; an upload belongs to one report. */
export interface RewardPhotosTable {
  report_id: number;
  upload_id: number;
  position: number;
}

/** Uploads of book/reward/fileUpload/reward not yet in a report (swept after a day). */
export interface RewardPendingFilesTable {
  upload_id: number;
  user_id: number;
  created_at: number;
}

/** The caller's last book and category (saveFeedBackSelect), prefilling the report form. */
export interface RewardSelectsTable {
  user_id: number;
  book_no: string | null;
  category_id: number | null;
  updated_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends RewardTables {}
}
