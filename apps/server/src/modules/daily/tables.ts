import type { Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/** The daily module's tables (added to db/schema.ts's Database below). */
export interface DailyTables {
  daily_pieces: DailyPiecesTable;
}

export interface DailyPiecesTable {
  id: Generated<number>;
  /** A contract DailyKind (chendu, ciyutx, …). */
  kind: string;
  /** Grade dictionary id; null = every grade. */
  grade_id: number | null;
  title: string;
  author: string;
  tip: string;
  /** Paragraphs separated by '\n'. */
  body: string;
  /** Words separated by '\n'; '' for none. */
  words: string;
  extra_label: string;
  extra_body: string;
  extra_folded: Flag;
  audio: string;
  audio_ms: number;
  video: string;
  cover: string;
  sort: number;
  enabled: Flag;
  /** `YYYY-MM-DD`: in the rotation from that day (Asia/Shanghai); null = at once (0036). */
  publish_date: Generated<string | null>;
  created_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends DailyTables {}
}
