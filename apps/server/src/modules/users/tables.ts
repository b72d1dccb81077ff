import type { ColumnType, Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/** The users module's tables (added to db/schema.ts's Database below). Created by 0001_foundation. */
export interface UsersTables {
  users: UsersTable;
  user_areas: UserAreasTable;
}

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
  /**
   * Set while an operator has disabled the account (0028): login is refused and its tokens count as
   * revoked. Optional on insert (null).
   */
  disabled_at: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface UserAreasTable {
  user_id: number;
  area_code: string;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends UsersTables {}
}
