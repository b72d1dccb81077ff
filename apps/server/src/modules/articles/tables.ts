import type { Generated } from 'kysely';

/** The articles module's tables (added to db/schema.ts's Database below). Created by 0021_articles. */
export interface ArticleTables {
  article_categories: ArticleCategoriesTable;
  article_contests: ArticleContestsTable;
  article_contest_categories: ArticleContestCategoriesTable;
  article_submissions: ArticleSubmissionsTable;
  article_submission_files: ArticleSubmissionFilesTable;
  article_certificates: ArticleCertificatesTable;
}

/** A contest category (童话, 记叙文 …), operator-managed; names are unique. */
export interface ArticleCategoriesTable {
  id: Generated<number>;
  name: string;
  created_at: number;
}

/** An essay contest (征文活动). The window is kept as instants (epoch ms), given and shown in Asia/Shanghai. */
export interface ArticleContestsTable {
  id: Generated<number>;
  title: string;
  cover: string;
  rules: string;
  /** YYYY-MM, the month it is listed under. */
  month: string;
  starts_at: number;
  ends_at: number;
  max_per_user: number;
  created_at: number;
  updated_at: number;
}

export interface ArticleContestCategoriesTable {
  contest_id: number;
  category_id: number;
}

/**
 * A submission to a contest. `seq` is the author's nth submission to that contest (1 … max_per_user);
 * the unique (contest_id, user_id, seq) holds the per-user limit when two submissions race.
 */
export interface ArticleSubmissionsTable {
  id: Generated<number>;
  contest_id: number;
  user_id: number;
  seq: number;
  title: string;
  text: string;
  /** 'submitted', 'awarded' or 'rejected'. */
  status: string;
  /** An AwardLevel when awarded, '' otherwise. */
  award_level: string;
  award_points: number;
  reject_reason: string;
  created_at: number;
  updated_at: number;
  decided_at: number | null;
}

/** The files of a submission, in order; an upload belongs to one submission at most. */
export interface ArticleSubmissionFilesTable {
  submission_id: number;
  upload_id: number;
  position: number;
}

/** The certificate an award issues: what it says, frozen at the award, under its unique code. */
export interface ArticleCertificatesTable {
  code: string;
  submission_id: number;
  user_id: number;
  holder_name: string;
  contest_title: string;
  essay_title: string;
  award_level: string;
  awarded_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends ArticleTables {}
}
