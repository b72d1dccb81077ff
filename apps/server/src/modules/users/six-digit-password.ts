import type { Db } from '../../db/index.js';
import { AppError, badInput, businessRule, notFound, tooMany } from '../../shared/errors.js';
import { hashPassword, needsRehash, verifyPassword } from '../../shared/password.js';
import type { SharedState } from '../../shared/state.js';
import { replaceSixDigitHash, type SixDigitColumn } from './writes.js';

/**
 * The 6-digit passwords of a user (payment, answer lookup): Argon2id-hashed on their own column, with
 * the same try limit and lock, and a change that needs the old password. One kind per column.
 */
export interface SixDigitPasswordKind {
  column: SixDigitColumn;
  /** Prefix of the shared-state keys counting wrong tries and holding the lock. */
  keyPrefix: string;
  /** Chinese name used in messages, e.g. 支付密码. */
  label: string;
  maxTries: number;
  lockMs: number;
  lockedMsg: string;
  /** The refusal when no password has been set yet. */
  notSet: () => AppError;
}

export function sixDigitPassword(kind: SixDigitPasswordKind) {
  const { column, label } = kind;
  const keys = (userId: number) => ({
    fails: `${kind.keyPrefix}:fail:${userId}`,
    lock: `${kind.keyPrefix}:lock:${userId}`,
  });

  async function currentHash(db: Db, userId: number): Promise<string | null> {
    const row = await db.selectFrom('users').select(column).where('id', '=', userId).executeTakeFirst();
    if (!row) throw notFound('用户不存在');
    return row[column];
  }

  /**
   * Checks the password against the shared counters: while locked every try answers 429 (even a right
   * one); a wrong one counts, and the last allowed one locks for the lock time; a right one clears the
   * count. Returns the hash that was checked, for compare-and-set updates.
   *
   * A try takes its place in the count before the password is looked at (one atomic increment of the
   * shared counter), so concurrent guesses, in one process or in several, never get more than `maxTries`
   * looked at: a try whose place is past the limit is refused unchecked.
   */
  async function check(db: Db, state: SharedState, userId: number, pwd: string): Promise<string> {
    const k = keys(userId);
    if ((await state.count(k.lock)) > 0) throw tooMany(kind.lockedMsg);
    const hash = await currentHash(db, userId);
    if (hash === null) throw kind.notSet();
    const place = await state.increment(k.fails, kind.lockMs);
    if (place > kind.maxTries) throw tooMany(kind.lockedMsg);
    if (await verifyPassword(pwd, hash)) {
      await state.reset(k.fails);
      if (!needsRehash(hash)) return hash;
      // Made with older parameters: today's replace it, unless a change came first (compare-and-set).
      const fresh = await hashPassword(pwd);
      return (await replaceSixDigitHash(db, userId, column, hash, fresh, Date.now())) ? fresh : hash;
    }
    if (place >= kind.maxTries) {
      // The lock first, then the count: a try in between finds its place past the limit.
      await state.increment(k.lock, kind.lockMs);
      await state.reset(k.fails);
      throw tooMany(kind.lockedMsg);
    }
    throw businessRule(`${label}错误，还可尝试${kind.maxTries - place}次`);
  }

  /** Sets the password; once one is set, changing it needs the old one (a wrong one counts as a try). */
  async function save(
    db: Db,
    state: SharedState,
    userId: number,
    input: { pwd: string; oldPwd?: string | undefined },
  ): Promise<'set' | 'changed'> {
    const existing = await currentHash(db, userId);
    const hash = await hashPassword(input.pwd);
    const now = Date.now();
    if (existing === null) {
      // Compare-and-set: two first-time saves racing cannot both skip the old-password check.
      if (await replaceSixDigitHash(db, userId, column, null, hash, now)) return 'set';
      throw businessRule(`${label}已设置，请输入原${label}`);
    }
    if (input.oldPwd === undefined) throw badInput(`原${label}：请输入原${label}`);
    const checked = await check(db, state, userId, input.oldPwd);
    if (!(await replaceSixDigitHash(db, userId, column, checked, hash, now)))
      throw new AppError(409, 409, `${label}已被修改，请重试`);
    return 'changed';
  }

  return { currentHash, check, save };
}
