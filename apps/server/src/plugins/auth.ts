import { Code, Msg } from '@jc/contract';
import type { FastifyRequest } from 'fastify';
import { hashToken, isWellFormedToken, parseAuthorization, resolveTokenHash } from '../modules/auth/index.js';
import { AppError } from '../shared/errors.js';
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

/**
 * The one auth check, run on every /api route before the body is read. The level comes from the
 * route's `config.auth`. Anonymous routes see the user of a valid token and ignore a stale one.
 */
export async function authenticate(req: FastifyRequest, level: AuthLevel): Promise<void> {
  const token = parseAuthorization(req.headers.authorization);
  if (!token) {
    if (level === 'none') return;
    throw new AppError(401, Code.noToken, Msg.pleaseLogin);
  }
  const user = await resolveUser(req, token);
  if (typeof user === 'string') {
    if (level === 'none') return;
    throw refusals[user];
  }
  req.user = user;
  if (!hasLevel(user, level)) throw new AppError(403, Code.forbiddenRole, Msg.forbiddenRole);
}

/** The token's user from the session cache, else from the database (then kept); or why not. */
async function resolveUser(req: FastifyRequest, token: string): Promise<AuthUser | keyof typeof refusals> {
  if (!isWellFormedToken(token)) return 'malformed';
  const { sessions, db } = req.server;
  const tokenHash = hashToken(token);
  const cached = sessions.get(tokenHash);
  if (cached) return cached;
  const startedAt = Date.now();
  const outcome = await resolveTokenHash(db, tokenHash, startedAt);
  if (outcome.kind !== 'ok') return outcome.kind;
  sessions.set(tokenHash, outcome.user, outcome.expiresAt, startedAt);
  return outcome.user;
}
