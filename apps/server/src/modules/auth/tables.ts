import type { Generated } from 'kysely';

/** The auth module's tables (added to db/schema.ts's Database below). */
export interface AuthTables {
  auth_tokens: AuthTokensTable;
  messenger_identities: MessengerIdentitiesTable;
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

/** A messenger identity (platform + openid) bound to an account: one per account and platform. */
export interface MessengerIdentitiesTable {
  id: Generated<number>;
  /** `wechat` (the mini program) in this build. */
  platform: string;
  openid: string;
  unionid: string | null;
  user_id: number;
  created_at: number;
  last_login_at: number;
}

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends AuthTables {}
}
