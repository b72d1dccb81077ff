import { randomBytes } from 'node:crypto';
import type { Role } from '@jc/contract';
import type { Db } from '../../db/index.js';
import type { UsersTable } from '../users/index.js';
import { announceSessionChange } from '../../shared/session-events.js';
import { hashToken, isWellFormedToken, type TokenOutcome } from '../../shared/tokens.js';

const DEVICE_MAX = 200;

export function rolesOf(u: Pick<UsersTable, 'is_teacher' | 'is_staff' | 'is_admin'>): Role[] {
  const roles: Role[] = ['pupil'];
  if (u.is_teacher) roles.push('teacher');
  if (u.is_staff) roles.push('staff');
  if (u.is_admin) roles.push('admin');
  return roles;
}

export async function issueToken(
  db: Db,
  userId: number,
  device: string,
  ttlMs: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + ttlMs;
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      device: device.slice(0, DEVICE_MAX),
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** Looks a token up by its hash; a cancelled or disabled account's tokens count as revoked. */
export async function resolveToken(db: Db, token: string, now = Date.now()): Promise<TokenOutcome> {
  if (!isWellFormedToken(token)) return { kind: 'malformed' };
  return resolveTokenHash(db, hashToken(token), now);
}

/** resolveToken for a token already checked and hashed (the guard hashes once for its cache). */
export async function resolveTokenHash(db: Db, tokenHash: string, now = Date.now()): Promise<TokenOutcome> {
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id as tokenId',
      't.expires_at',
      't.revoked_at',
      'u.id as userId',
      'u.account',
      'u.is_teacher',
      'u.is_staff',
      'u.is_admin',
      'u.cancelled_at',
      'u.disabled_at',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { kind: 'unknown' };
  if (row.revoked_at !== null || row.cancelled_at !== null || row.disabled_at !== null)
    return { kind: 'revoked' };
  if (row.expires_at <= now) return { kind: 'expired' };
  return {
    kind: 'ok',
    user: { id: row.userId, account: row.account, roles: rolesOf(row), tokenId: row.tokenId },
    expiresAt: row.expires_at,
  };
}

export async function revokeToken(db: Db, tokenId: number, now = Date.now()): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
  announceSessionChange({ tokenId });
}

/** Signs out every other session of a user (after a password change). */
export async function revokeOtherTokens(
  db: Db,
  userId: number,
  keepTokenId: number,
  now = Date.now(),
): Promise<number> {
  const res = await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepTokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  // Every session of the user is dropped from the caches; the kept one is read again on its next call.
  announceSessionChange({ userId });
  return Number(res.numUpdatedRows);
}

/** Ends every session of a user (an operator disabled the account); inside the caller's transaction. */
export async function revokeAllTokens(db: Db, userId: number, now = Date.now()): Promise<number> {
  const res = await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  announceSessionChange({ userId });
  return Number(res.numUpdatedRows);
}
