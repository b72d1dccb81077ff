import { Code, Msg } from '@jc/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.js';
import { hashToken, isWellFormedToken, parseAuthorization } from '../shared/tokens.js';
import type { AuthLevel, AuthUser } from '../types.js';

export const AUTH_LEVELS: readonly AuthLevel[] = ['none', 'user', 'teacher', 'staff', 'admin'];

const refusals = {
  malformed: new AppError(401, Code.badToken, '登录信息无效，请重新登录'),
  unknown: new AppError(401, Code.badToken, '登录信息无效，请重新登录'),
  revoked: new AppError(401, Code.revokedToken, '登录已失效，请重新登录'),
  expired: new AppError(401, Code.expiredToken, Msg.loginExpired),
} as const;

/** Admins pass every role check (they hold all roles; this keeps it true if a flag is missed). */
export function hasLevel(user: AuthUser, level: AuthLevel): boolean {
  if (level === 'none' || level === 'user') return true;
  return user.roles.includes(level) || user.roles.includes('admin');
}

type Resolved = AuthUser | keyof typeof refusals;

/**
 * The one auth check, run on every /api route before the body is read. The level comes from the
 * route's `config.auth`. Anonymous routes see the user of a valid token and ignore a stale one.
 * Synchronous when there is no token or the session cache knows it (the common case: no promise);
 * a promise only when the token's row must be read. Throws, or rejects with, the refusal.
 */
export function authenticate(req: FastifyRequest, level: AuthLevel): Promise<void> | undefined {
  const token = parseAuthorization(req.headers.authorization);
  if (!token) {
    if (level === 'none') return undefined;
    throw new AppError(401, Code.noToken, Msg.pleaseLogin);
  }
  const user = resolveUser(req, token);
  if (user instanceof Promise) return user.then((u) => admit(req, level, u));
  admit(req, level, user);
  return undefined;
}

function admit(req: FastifyRequest, level: AuthLevel, user: Resolved): void {
  if (typeof user === 'string') {
    if (level === 'none') return;
    throw refusals[user];
  }
  req.user = user;
  if (!hasLevel(user, level)) throw new AppError(403, Code.forbiddenRole, Msg.forbiddenRole);
}

/** The token's user from the session cache (at once), else from the database (then kept); or why not. */
function resolveUser(req: FastifyRequest, token: string): Resolved | Promise<Resolved> {
  if (!isWellFormedToken(token)) return 'malformed';
  const { sessions, db, resolveTokenHash } = req.server;
  const tokenHash = hashToken(token);
  const cached = sessions.get(tokenHash);
  if (cached) return cached;
  const startedAt = Date.now();
  return resolveTokenHash(db, tokenHash, startedAt).then((outcome) => {
    if (outcome.kind !== 'ok') return outcome.kind;
    sessions.set(tokenHash, outcome.user, outcome.expiresAt, startedAt);
    return outcome.user;
  });
}
