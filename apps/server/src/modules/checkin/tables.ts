import type { Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/**
 * The check-in camp's tables (added to db/schema.ts's Database below). Dates are `YYYY-MM-DD` in
 * Asia/Shanghai, times epoch milliseconds. Counts live on the rows and change with `x = x + 1` in the
 * transaction of the row they count, so no read ever counts a camp's posts or members (docs/checkin.md).
 */
export interface CheckinTables {
  checkin_camps: CheckinCampsTable;
  checkin_tasks: CheckinTasksTable;
  checkin_enrolments: CheckinEnrolmentsTable;
  checkin_camp_days: CheckinCampDaysTable;
  checkin_posts: CheckinPostsTable;
  checkin_post_files: CheckinPostFilesTable;
  checkin_pending_files: CheckinPendingFilesTable;
  checkin_comments: CheckinCommentsTable;
  checkin_likes: CheckinLikesTable;
  checkin_rewards: CheckinRewardsTable;
  checkin_prize_addresses: CheckinPrizeAddressesTable;
}

export interface CheckinCampsTable {
  id: Generated<number>;
  title: string;
  kind: 'reading' | 'study';
  cover: string;
  intro: string;
  /** Textbook version code ('' for none). */
  version: string;
  start_date: string;
  end_date: string;
  /** Grade dictionary ids, `1,2` ('' for every grade). */
  grade_ids: string;
  points_per_checkin: number;
  prize_days: number;
  prize_text: string;
  rules: string;
  service_qr: string;
  service_phone: string;
  enabled: Flag;
  /** Members (enrolments). */
  enrolled_count: number;
  /** Check-ins not hidden. */
  checkin_count: number;
  task_count: number;
  created_at: number;
  updated_at: number;
}

export interface CheckinTasksTable {
  id: Generated<number>;
  camp_id: number;
  day_index: number;
  title: string;
  content: string;
  picture: string;
  audio: string;
  /** Check-ins of the task not hidden. */
  checkin_count: number;
  created_at: number;
  updated_at: number;
}

/** Visible check-ins of a camp on one day: the total of the feed of a day. */
export interface CheckinCampDaysTable {
  camp_id: number;
  day: string;
  checkin_count: number;
}

/** A member of a camp, with the maintained ranking summary the rankings read by index. */
export interface CheckinEnrolmentsTable {
  id: Generated<number>;
  camp_id: number;
  user_id: number;
  grade_id: number | null;
  /** Distinct Shanghai days with a check-in, and when that number was reached. */
  days: number;
  days_at: number;
  /** Days in a row ending on last_day, and when it was reached. */
  streak: number;
  streak_at: number;
  /** The last day with a check-in (null: none yet). */
  last_day: string | null;
  likes_received: number;
  likes_at: number;
  /** The member's check-ins (hidden ones included). */
  checkin_count: number;
  created_at: number;
}

export interface CheckinPostsTable {
  id: Generated<number>;
  camp_id: number;
  task_id: number;
  user_id: number;
  /** The Shanghai day it counts for. */
  day: string;
  content: string;
  /** What the files are: 'text' when there are none. */
  media: 'text' | 'image' | 'audio' | 'video';
  like_count: number;
  comment_count: number;
  hidden: Flag;
  created_at: number;
  updated_at: number;
}

/** A file of a check-in: an upload of the uploads module (attached to one post only). */
export interface CheckinPostFilesTable {
  post_id: number;
  upload_id: number;
  position: number;
}

/** An upload of fileUploadTwo waiting for its check-in (swept after PENDING_FILE_TTL_MS). */
export interface CheckinPendingFilesTable {
  upload_id: number;
  user_id: number;
  created_at: number;
}

export interface CheckinCommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  content: string;
  created_at: number;
}

export interface CheckinLikesTable {
  post_id: number;
  user_id: number;
  created_at: number;
}

/** Points given for a task: one row per (task, user), so deleting and posting again earns nothing more. */
export interface CheckinRewardsTable {
  task_id: number;
  user_id: number;
  post_id: number;
  points: number;
  created_at: number;
}

export interface CheckinPrizeAddressesTable {
  id: Generated<number>;
  camp_id: number;
  user_id: number;
  name: string;
  phone: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  district_code: string;
  district_name: string;
  detail: string;
  saved_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends CheckinTables {}
}
