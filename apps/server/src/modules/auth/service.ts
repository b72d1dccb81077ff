import {
  type authEndpoints,
  type CodeExistsResult,
  type ParsedOf,
  type LoginByCodeResult,
  ACCOUNT_DISABLED_MSG,
  LOGIN_FAILED_MSG,
  LOGIN_THROTTLE,
  LOGIN_THROTTLED_MSG,
  type LoginInput,
  type LoginResult,
} from '@jc/contract';
import type { Db } from '../../db/index.js';
import { businessRule, tooMany } from '../../shared/errors.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../shared/password.js';
import type { SharedState } from '../../shared/state.js';
import { formatTime } from '../../shared/time.js';
import type { AuthUser } from '../../types.js';

type LoginByCodeParsed = ParsedOf<(typeof authEndpoints)['loginByCode']>;
import { replacePasswordHash } from '../users/index.js';
import { type MiniProgramSessions, requireSessions } from '../../shared/mini-program.js';
import { bindIdentity, findBoundUser, findLoginUser, touchIdentity } from './queries.js';
import { issueToken, revokeToken } from './tokens.js';
import { findUserInfo } from './user-info.js';

export interface LoginContext {
  db: Db;
  state: SharedState;
  tokenTtlMs: number;
  ip: string;
  device: string;
}

const keys = (account: string, ip: string) => ({
  accountFails: `login:fail:acct:${account.toLowerCase()}`,
  accountLock: `login:lock:acct:${account.toLowerCase()}`,
  ipFails: `login:fail:ip:${ip}`,
  ipLock: `login:lock:ip:${ip}`,
});

/**
 * Checks an account's password under the login throttle. Wrong password and unknown account get the
 * same answer in the same time; repeated failures lock the account (and, more loosely, the address)
 * for 15 minutes. A cancelled account never passes. Answers the user's id.
 *
 * A try takes its place in the account's count before the password is looked at (one atomic increment
 * of the shared counter), so concurrent guesses at one account, in one process or in several, never get
 * more than `perAccount` looked at; a right one clears the count. The address's count is taken after the
 * check (a school's pupils log in at once behind one address, and a place taken by a right login
 * would refuse the next), so guesses from one address in flight together may pass its limit by their number.
 */
async function checkPassword(ctx: LoginContext, account: string, password: string): Promise<number> {
  const k = keys(account, ctx.ip);
  const [accountLocked, ipLocked] = await Promise.all([
    ctx.state.count(k.accountLock),
    ctx.state.count(k.ipLock),
  ]);
  if (accountLocked > 0 || ipLocked > 0) throw tooMany(LOGIN_THROTTLED_MSG);
  const place = await ctx.state.increment(k.accountFails, LOGIN_THROTTLE.windowMs);
  if (place > LOGIN_THROTTLE.perAccount) throw tooMany(LOGIN_THROTTLED_MSG);

  const user = await findLoginUser(ctx.db, account);
  const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
  if (!user || !valid || user.cancelled_at !== null) {
    const ipFails = await ctx.state.increment(k.ipFails, LOGIN_THROTTLE.windowMs);
    if (place >= LOGIN_THROTTLE.perAccount) {
      // The lock first, then the count: a try in between finds its place past the limit.
      await ctx.state.increment(k.accountLock, LOGIN_THROTTLE.lockMs);
      await ctx.state.reset(k.accountFails);
    }
    if (ipFails >= LOGIN_THROTTLE.perIp) await ctx.state.increment(k.ipLock, LOGIN_THROTTLE.lockMs);
    throw businessRule(LOGIN_FAILED_MSG);
  }
  await ctx.state.reset(k.accountFails);
  // Told only after the right password, so the answer reveals nothing about an account to a guesser.
  if (user.disabled_at !== null) throw businessRule(ACCOUNT_DISABLED_MSG);
  // A hash of older parameters is replaced by today's, unless a change came first (compare-and-set).
  if (needsRehash(user.password_hash))
    await replacePasswordHash(ctx.db, user.id, user.password_hash, await hashPassword(password), Date.now());
  return user.id;
}

/** A new session of a user: the token and the user's info. */
async function startSession(ctx: LoginContext, userId: number): Promise<LoginResult> {
  const { token, expiresAt } = await issueToken(ctx.db, userId, ctx.device, ctx.tokenTtlMs);
  const info = await findUserInfo(ctx.db, userId);
  if (!info) throw new Error(`user ${userId} vanished during login`);
  return { token, expiresAt: formatTime(expiresAt), user: info };
}

/** Account + password login, under the login throttle. */
export async function login(ctx: LoginContext, input: LoginInput): Promise<LoginResult> {
  const userId = await checkPassword(ctx, input.account, input.password);
  return startSession(ctx, userId);
}

/** The platform of the mini program's identities. */
const WECHAT = 'wechat';

/**
 * oauth/loginByCode: the code's identity, bound already, logs in its account. Not bound: with an
 * account and its password (under the login throttle) the identity is bound to that account, replacing
 * the account's earlier identity of the platform, and it logs in; without them `{bound: false}`. An
 * identity bound to a cancelled account counts as not bound (and can be bound anew).
 */
export async function loginByCode(
  ctx: LoginContext & { sessions: MiniProgramSessions | null },
  input: LoginByCodeParsed,
): Promise<LoginByCodeResult> {
  const identity = await requireSessions(ctx.sessions).exchange(input.code);
  const now = Date.now();
  const bound = await findBoundUser(ctx.db, WECHAT, identity.openid);
  if (bound) {
    if (bound.disabled_at !== null) throw businessRule(ACCOUNT_DISABLED_MSG);
    await touchIdentity(ctx.db, bound.identityId, identity.unionid ?? null, now);
    return { bound: true, ...(await startSession(ctx, bound.userId)) };
  }
  if (!input.account || !input.password) return { bound: false };
  const userId = await checkPassword(ctx, input.account, input.password);
  await bindIdentity(ctx.db, { platform: WECHAT, ...identity, userId, now });
  return { bound: true, ...(await startSession(ctx, userId)) };
}

/** oauth/wxCodeExists: whether the code's identity is bound to an account that is not cancelled. */
export async function codeExists(
  db: Db,
  sessions: MiniProgramSessions | null,
  code: string,
): Promise<CodeExistsResult> {
  const identity = await requireSessions(sessions).exchange(code);
  return { exists: (await findBoundUser(db, WECHAT, identity.openid)) !== undefined };
}

export async function logout(db: Db, user: AuthUser): Promise<void> {
  await revokeToken(db, user.tokenId);
}
