import type { Generated } from 'kysely';

/** The feedback module's tables (added to db/schema.ts's Database below). Created by 0012_feedback. */
export interface FeedbackTables {
  feedback: FeedbackTable;
  feedback_pictures: FeedbackPicturesTable;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  category: string;
  content: string;
  contact: string;
  /** 'pending' or 'replied'. */
  status: string;
  reply: string;
  created_at: number;
  replied_at: number | null;
}

/** The pictures of a feedback: uploads of the uploads module, in order. */
export interface FeedbackPicturesTable {
  feedback_id: number;
  upload_id: number;
  position: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends FeedbackTables {}
}
