import type { ColumnType, Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/**
 * The book module's tables (added to db/schema.ts's Database below): the catalogue of migration 0003 and
 * later. Triggers move books.updated_at on any change of a book, its lessons or its items (not on hit
 * counters).
 */
export interface BookTables {
  books: BooksTable;
  lessons: LessonsTable;
  items: ItemsTable;
  resources: ResourcesTable;
  codes: CodesTable;
  code_keys: CodeKeysTable;
  hit_counts: HitCountsTable;
  ebook_areas: EbookAreasTable;
  ebooks: EbooksTable;
  ebook_pages: EbookPagesTable;
  answers: AnswersTable;
  hot_words: HotWordsTable;
  page_ads: PageAdsTable;
  qiwei_qrcodes: QiweiQrcodesTable;
}

export interface BooksTable {
  id: Generated<number>;
  book_no: string;
  title: string;
  sub_title: string;
  cover: string;
  /** Dictionary ids of the subject, grade and cebie groups. */
  subject_id: number;
  grade_id: number;
  cebie_id: number;
  bookarea: string;
  /** `s-视频,t-音频,d-下载,kf-客服`. */
  buttons: string;
  /** EAN-13 barcode (条形码, the back cover's ISBN-13), unique when set; 0006_book_barcodes. */
  barcode: string | null;
  friend_is_video: Flag;
  friend_percent: number;
  friend_qr_id: number | null;
  sort: number;
  enabled: Flag;
  /** Plays of the book's video items; written in batches, never moves updated_at. */
  hits_video: number;
  created_at: number;
  updated_at: number;
}
export interface LessonsTable {
  id: Generated<number>;
  book_id: number;
  parent_id: number | null;
  /** 1 (top) to 4. */
  depth: number;
  sort: number;
  /** Media kind of the lesson (s, t, y, k, 7) or ''. */
  type: string;
  title: string;
}
export interface ItemsTable {
  id: Generated<number>;
  lesson_id: number;
  book_id: number;
  type: string;
  title: string;
  path: string;
  cover: string;
  duration_ms: number;
  sort: number;
  hits: number;
}
export interface ResourcesTable {
  id: Generated<number>;
  book_id: number;
  title: string;
  kind: string;
  /** kejian, daan or ziliao (migration 0005; defaults to ziliao). */
  category: ColumnType<string, string | undefined, string>;
  path: string;
  size: number;
  sort: number;
  created_at: number;
}
export interface CodesTable {
  id: Generated<number>;
  code: string;
  /** `lesson` (lessonno), `book` (QR keys such as TkBookInfo), `resource`. */
  kind: string;
  book_id: number;
  lesson_id: number | null;
  resource_id: number | null;
}
/** Printed codes by key (0041, docs/codes.md). */
export interface CodeKeysTable {
  id: Generated<number>;
  key: string;
  value: string;
  type: ColumnType<string, string | undefined, string>;
  /** What it names: book, lesson, audio, video, resource, download or page. */
  kind: string;
  book_id: number | null;
  lesson_id: number | null;
  item_id: number | null;
  resource_id: number | null;
  /** The name shown for a page code (知识点：语文); catalogue codes take their target's title. */
  title: ColumnType<string, string | undefined, string>;
  retired_at: number | null;
  created_at: number;
}
export interface HitCountsTable {
  kind: string;
  target_id: number;
  /** YYYY-MM-DD in Asia/Shanghai. */
  day: string;
  count: number;
}
export interface EbookAreasTable {
  id: Generated<number>;
  name: string;
  sort: number;
}
export interface EbooksTable {
  id: Generated<number>;
  area_id: number;
  book_id: number | null;
  title: string;
  cover: string;
  subject_id: number;
  grade_id: number;
  cebie_id: number;
  pdf: string;
  pages: number;
  sort: number;
}
/** A page picture of an e-book (migration 0007). */
export interface EbookPagesTable {
  id: Generated<number>;
  ebook_id: number;
  /** From 1. */
  page: number;
  path: string;
  /** Pixels of the picture. */
  width: number;
  height: number;
}
export interface AnswersTable {
  id: Generated<number>;
  book_id: number;
  title: string;
  kind: 'pdf' | 'image';
  path: string;
  sort: number;
}
export interface HotWordsTable {
  id: Generated<number>;
  word: string;
  sort: number;
  enabled: Flag;
}
export interface PageAdsTable {
  id: Generated<number>;
  page: string;
  /** popup, top or bottom. */
  slot: string;
  subject_id: number | null;
  name: string;
  icon: string;
  url_address: string;
  desc: string;
  qr_id: number | null;
  sort: number;
  enabled: Flag;
  /** Epoch ms; null: no bound (0034). */
  starts_at: number | null;
  ends_at: number | null;
}
export interface QiweiQrcodesTable {
  id: Generated<number>;
  type: string;
  page_title: string;
  qr_title: string;
  qr_title2: string;
  path: string;
  bottom_text: string;
  can_close: Flag;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends BookTables {}
}
