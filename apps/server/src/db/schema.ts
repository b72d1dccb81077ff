import type { Generated } from 'kysely';

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
  shared_counters: SharedCountersTable;
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

export interface SharedCountersTable {
  key: string;
  count: number;
  expires_at: number;
}
