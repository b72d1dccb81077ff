import type { Generated } from 'kysely';

/** The archives module's tables (added to db/schema.ts's Database below). Created by 0024_archives. */
export interface ArchiveTables {
  archive_changes: ArchiveChangesTable;
}

/**
 * One change of an archive record (a school, a grade, a sale, a bookshop …): who made it, when, which
 * fields. The newest row of a record also says its area, so a history is shown only to the staff of
 * that area (docs/archives.md).
 */
export interface ArchiveChangesTable {
  id: Generated<number>;
  /** An ArchiveKind of the contract ('school', 'store', …). */
  kind: string;
  record_id: number;
  /** Division code of the record's area at the time of the change. */
  area_code: string;
  user_id: number;
  /** 'create', 'update' or 'delete'. */
  action: string;
  /** JSON array of the Chinese labels of the changed fields. */
  fields: string;
  created_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends ArchiveTables {}
}
