import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the store. Times are epoch milliseconds (bigint on PostgreSQL, parsed to number),
 * booleans are integers 0/1 on both dialects.
 */
export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  user_areas: UserAreasTable;
  points_ledger: PointsLedgerTable;
  dictionaries: DictionariesTable;
  settings: SettingsTable;
  app_menus: AppMenusTable;
  areas: AreasTable;
  shared_once: SharedOnceTable;
  shared_once_batches: SharedOnceBatchesTable;
  shared_counters: SharedCountersTable;
  goods_categories: GoodsCategoriesTable;
  goods: GoodsTable;
  cart_lines: CartLinesTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  books: BooksTable;
  lessons: LessonsTable;
  items: ItemsTable;
  resources: ResourcesTable;
  codes: CodesTable;
  hit_counts: HitCountsTable;
  favorites: FavoritesTable;
  browse_history: BrowseHistoryTable;
  learning_progress: LearningProgressTable;
  ebook_areas: EbookAreasTable;
  ebooks: EbooksTable;
  ebook_pages: EbookPagesTable;
  answers: AnswersTable;
  hot_words: HotWordsTable;
  page_ads: PageAdsTable;
  qiwei_qrcodes: QiweiQrcodesTable;
  wecom_members: WecomMembersTable;
  daily_pieces: DailyPiecesTable;
}

export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  account: string;
  phone: string | null;
  password_hash: string;
  pay_pwd_hash: string | null;
  answer_pwd_hash: string | null;
  nickname: string;
  avatar: string;
  grade_id: number | null;
  cebie_id: number | null;
  /** Cached sum of the user's points_ledger rows; never below zero. */
  points: number;
  is_teacher: Flag;
  is_staff: Flag;
  is_admin: Flag;
  created_at: number;
  updated_at: number;
  /** Set when the account is cancelled; such users cannot log in and their tokens are revoked. */
  cancelled_at: number | null;
}

export interface AuthTokensTable {
  id: Generated<number>;
  /** sha256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  device: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface UserAreasTable {
  user_id: number;
  area_code: string;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  balance_after: number;
  reason: string;
  ref: string;
  created_at: number;
}

export interface DictionariesTable {
  id: Generated<number>;
  /** The dictionary group: grade, cebie, subject, mainbanner, ... */
  dic_type: string;
  parent_id: number | null;
  name: string;
  url_address: string;
  desc: string;
  remark: string;
  icon: string;
  qr_id: number | null;
  sort: number;
  enabled: Flag;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface AppMenusTable {
  id: Generated<number>;
  name: string;
  icon: string;
  url_address: string;
  position: 'home' | 'extend' | 'my';
  need_login: Flag;
  sort: number;
  enabled: Flag;
}

export interface AreasTable {
  /** GB/T 2260 division code: 2 digits province, 4 city, 6 district. */
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
  sort: number;
}

export interface SharedOnceTable {
  key: string;
  expires_at: number;
}

/** Remembered keys written behind in batches: `keys` is a JSON array, `expires_at` the latest expiry. */
export interface SharedOnceBatchesTable {
  id: Generated<number>;
  expires_at: number;
  keys: string;
}

export interface SharedCountersTable {
  key: string;
  count: number;
  expires_at: number;
}

export interface GoodsCategoriesTable {
  id: Generated<number>;
  name: string;
  icon: string;
  sort: number;
}

export interface GoodsTable {
  id: Generated<number>;
  name: string;
  /** JSON array of picture URLs; the first is the list picture. */
  pictures: string;
  description: string;
  category_id: number;
  /** Price in whole points. */
  points: number;
  /** Units still available; reserved (decremented) when an order is committed. */
  stock: number;
  /** 0 = no limit. */
  limit_per_user: number;
  on_shelf: Flag;
  /** Units in paid orders (not refunded). */
  exchanged: number;
  created_at: number;
  updated_at: number;
}

export interface CartLinesTable {
  user_id: number;
  goods_id: number;
  quantity: number;
  updated_at: number;
}

export interface AddressesTable {
  id: Generated<number>;
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
  is_default: Flag;
  created_at: number;
  updated_at: number;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  idempotency_key: string;
  status: 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled';
  total_points: number;
  /** JSON AddressSnapshot taken at commit. */
  address: string;
  remark: string;
  waybill_no: string;
  cancel_reason: string;
  /** Deleted by the user (hidden from their list); only cancelled or completed orders. */
  hidden: Flag;
  created_at: number;
  /** Unpaid orders are cancelled at this time (commit + 30 min). */
  expires_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  name: string;
  picture: string;
  points: number;
  quantity: number;
}

// ---- catalogue (migration 0003). Triggers move books.updated_at on any change of a book, its lessons
// or its items (not on hit counters).

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

export interface HitCountsTable {
  kind: string;
  target_id: number;
  /** YYYY-MM-DD in Asia/Shanghai. */
  day: string;
  count: number;
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

export interface WecomMembersTable {
  user_id: number;
  joined_at: number;
}

// ---- daily reading (migration 0004)

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
  created_at: number;
}
