import {
  LOGIN_FAILED_MSG,
  LOGIN_THROTTLE,
  LOGIN_THROTTLED_MSG,
  type LoginInput,
  type LoginResult,
} from '@jc/contract';
import type { Db } from '../../db/index.js';
import { businessRule, tooMany } from '../../shared/errors.js';
import { dummyHash, verifyPassword } from '../../shared/password.js';
import type { SharedState } from '../../shared/state.js';
import { formatTime } from '../../shared/time.js';
import type { AuthUser } from '../../types.js';
import { findUserInfo } from '../account/index.js';
import { findLoginUser } from './queries.js';
import { issueToken, revokeToken } from './tokens.js';

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
 * Account + password login. Wrong password and unknown account get the same answer in the same
 * time; repeated failures lock the account (and, more loosely, the address) for 15 minutes.
 */
export async function login(ctx: LoginContext, input: LoginInput): Promise<LoginResult> {
  const k = keys(input.account, ctx.ip);
  const [accountLocked, ipLocked] = await Promise.all([
    ctx.state.count(k.accountLock),
    ctx.state.count(k.ipLock),
  ]);
  if (accountLocked > 0 || ipLocked > 0) throw tooMany(LOGIN_THROTTLED_MSG);

  const user = await findLoginUser(ctx.db, input.account);
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyHash()));
  if (!user || !valid || user.cancelled_at !== null) {
    const [accountFails, ipFails] = await Promise.all([
      ctx.state.increment(k.accountFails, LOGIN_THROTTLE.windowMs),
      ctx.state.increment(k.ipFails, LOGIN_THROTTLE.windowMs),
    ]);
    if (accountFails >= LOGIN_THROTTLE.perAccount)
      await ctx.state.increment(k.accountLock, LOGIN_THROTTLE.lockMs);
    if (ipFails >= LOGIN_THROTTLE.perIp) await ctx.state.increment(k.ipLock, LOGIN_THROTTLE.lockMs);
    throw businessRule(LOGIN_FAILED_MSG);
  }

  await ctx.state.reset(k.accountFails);
  const { token, expiresAt } = await issueToken(ctx.db, user.id, ctx.device, ctx.tokenTtlMs);
  const info = await findUserInfo(ctx.db, user.id);
  if (!info) throw new Error(`user ${user.id} vanished during login`);
  return { token, expiresAt: formatTime(expiresAt), user: info };
}

export async function logout(db: Db, user: AuthUser): Promise<void> {
  await revokeToken(db, user.tokenId);
}
