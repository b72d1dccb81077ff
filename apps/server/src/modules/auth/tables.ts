import type { Generated } from 'kysely';

/** The auth module's tables (db/schema.ts composes every module's). */
export interface AuthTables {
  auth_tokens: AuthTokensTable;
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
