import type { Generated } from 'kysely';

/** The homework module's tables (added to db/schema.ts's Database below). Created by 0023_homework. */
export interface HomeworkTables {
  homework_corrections: HomeworkCorrectionsTable;
  homework_jobs: HomeworkJobsTable;
  exercises: ExercisesTable;
}

/** One correction of a homework photo (an upload of the one upload path). */
export interface HomeworkCorrectionsTable {
  id: Generated<number>;
  user_id: number;
  upload_id: number;
  /** 'pending', 'done' or 'failed'. */
  status: string;
  /** The marks (HomeworkMark[]) as JSON, '[]' until done. */
  marks: string;
  right_count: number;
  wrong_count: number;
  unreadable_count: number;
  fail_reason: string;
  /** The engine that corrected it; '' while pending. */
  engine: string;
  created_at: number;
  finished_at: number | null;
}

/**
 * The queue of corrections: one job per correction. `queued` waits for `run_after`; `running` holds a
 * lock (`locked_at`) that goes stale after a while (a crashed process), when the job is claimed again.
 */
export interface HomeworkJobsTable {
  id: Generated<number>;
  correction_id: number;
  /** 'queued', 'running', 'done' or 'failed'. */
  status: string;
  attempts: number;
  locked_at: number | null;
  run_after: number;
  last_error: string;
  created_at: number;
  updated_at: number;
}

/** A question of a book's exercises (搜题). */
export interface ExercisesTable {
  id: Generated<number>;
  book_no: string;
  lesson_title: string;
  page: number;
  text: string;
  answer: string;
  /** The text normalised for search (lower case, no blanks, 8x7 as 8×7). */
  search_text: string;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends HomeworkTables {}
}
