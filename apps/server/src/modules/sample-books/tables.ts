import type { Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/** The sample-book module's tables (added to db/schema.ts's Database below). Created by 0019_yangshu. */
export interface SampleBookTables {
  yangshu_offers: SampleBookOffersTable;
  yangshu_requests: SampleBookRequestsTable;
  yangshu_request_items: SampleBookRequestItemsTable;
  yangshu_term_counts: SampleBookTermCountsTable;
  yangshu_pending_files: SampleBookPendingFilesTable;
  yangshu_receipt_pictures: SampleBookReceiptPicturesTable;
}

/** A book of the catalogue on offer to teachers (one offer per book). */
export interface SampleBookOffersTable {
  id: Generated<number>;
  book_id: number;
  max_per_request: number;
  sort: number;
  enabled: Flag;
  created_at: number;
}

/** A teacher's request: its address is a JSON AddressSnapshot copied at commit. */
export interface SampleBookRequestsTable {
  id: Generated<number>;
  user_id: number;
  /** The term key the request counts in: `2026-autumn`, `2027-spring`. */
  term: string;
  total_count: number;
  address: string;
  note: string;
  /** requested, approved, shipped, received or rejected. */
  status: string;
  express_company: string;
  waybill_no: string;
  reject_reason: string;
  created_at: number;
  approved_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  rejected_at: number | null;
}

/** The books of a request, with the book's number, title and cover as they were at the request. */
export interface SampleBookRequestItemsTable {
  request_id: number;
  position: number;
  offer_id: number;
  book_no: string;
  title: string;
  cover: string;
  count: number;
}

/** Copies a teacher holds in a term's requests that were not rejected: the kept count of the quota. */
export interface SampleBookTermCountsTable {
  user_id: number;
  term: string;
  used: number;
}

/** Receipt photos uploaded by yangshu/fileUpload and not yet attached to a receipt. */
export interface SampleBookPendingFilesTable {
  upload_id: number;
  user_id: number;
  created_at: number;
}

/** The photos a teacher added on receipt, in order. */
export interface SampleBookReceiptPicturesTable {
  request_id: number;
  upload_id: number;
  position: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends SampleBookTables {}
}
