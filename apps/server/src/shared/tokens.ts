import { hash } from 'node:crypto';
import type { Db } from '../db/index.js';
import type { AuthUser } from '../types.js';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token, computed on every logged-in request: one-shot, no Hash object (half the time). */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export const isWellFormedToken = (token: string) => TOKEN_PATTERN.test(token);

/** `Bearer <t>` or a bare `<t>`; null when there is no credential at all. */
export function parseAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  if (!value) return null;
  const m = /^Bearer\s+(.*)$/i.exec(value);
  return (m ? m[1] : value)?.trim() || null;
}

export type TokenOutcome =
  | { kind: 'ok'; user: AuthUser; expiresAt: number }
  | { kind: 'malformed' | 'unknown' | 'revoked' | 'expired' };

/**
 * What the auth guard (plugins/auth.ts) asks of the module that keeps the sessions: the user of a token
 * already checked and hashed, or why not. The auth module gives it in its manifest (`resolveTokenHash`).
 */
export type TokenResolver = (db: Db, tokenHash: string, now: number) => Promise<TokenOutcome>;
