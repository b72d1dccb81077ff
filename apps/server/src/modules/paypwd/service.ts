import { PAY_PWD_LOCK_MS, PAY_PWD_MAX_TRIES } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { AppError, badInput, businessRule, notFound, tooMany } from '../../shared/errors.js';
import { hashPassword, verifyPassword } from '../../shared/password.js';
import { KeyedLock } from '../../shared/keyed-lock.js';
import type { SharedState } from '../../shared/state.js';

export const PAY_PWD_LOCKED_MSG = '支付密码错误次数过多，请15分钟后再试';
export const PAY_PWD_NOT_SET_MSG = '请先设置支付密码';

/**
 * Payment-password work of one user runs one at a time in this process, so every wrong try is counted
 * before the next is checked (the 5-try limit holds under concurrent guesses), and a second concurrent
 * pay of the same order sees it paid before spending a password check.
 */
const perUser = new KeyedLock();
export const withPayLock = <T>(userId: number, task: () => Promise<T>): Promise<T> =>
  perUser.run(String(userId), task);

const keys = (userId: number) => ({ fails: `paypwd:fail:${userId}`, lock: `paypwd:lock:${userId}` });

async function currentHash(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('pay_pwd_hash').where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('用户不存在');
  return row.pay_pwd_hash;
}

/**
 * Checks the payment password against the shared counters: while locked every try answers 429 (even
 * a right one); a wrong one counts, and the fifth within 15 minutes locks paying for 15 minutes; a right
 * one clears the count. Returns the hash that was checked, for compare-and-set updates.
 */
export async function checkPayPassword(
  db: Db,
  state: SharedState,
  userId: number,
  pwd: string,
): Promise<string> {
  const k = keys(userId);
  if ((await state.count(k.lock)) > 0) throw tooMany(PAY_PWD_LOCKED_MSG);
  const hash = await currentHash(db, userId);
  if (hash === null) throw businessRule(PAY_PWD_NOT_SET_MSG);
  if (await verifyPassword(pwd, hash)) {
    await state.reset(k.fails);
    return hash;
  }
  const fails = await state.increment(k.fails, PAY_PWD_LOCK_MS);
  if (fails >= PAY_PWD_MAX_TRIES) {
    await state.increment(k.lock, PAY_PWD_LOCK_MS);
    await state.reset(k.fails);
    throw tooMany(PAY_PWD_LOCKED_MSG);
  }
  throw businessRule(`支付密码错误，还可尝试${PAY_PWD_MAX_TRIES - fails}次`);
}

/** Sets the payment password; once one is set, changing it needs the old one (a wrong one counts as a try). */
export async function savePayPassword(
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
    const res = await db
      .updateTable('users')
      .set({ pay_pwd_hash: hash, updated_at: now })
      .where('id', '=', userId)
      .where('pay_pwd_hash', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return 'set';
    throw businessRule('支付密码已设置，请输入原支付密码');
  }
  if (input.oldPwd === undefined) throw badInput('原支付密码：请输入原支付密码');
  const checked = await checkPayPassword(db, state, userId, input.oldPwd);
  const res = await db
    .updateTable('users')
    .set({ pay_pwd_hash: hash, updated_at: now })
    .where('id', '=', userId)
    .where('pay_pwd_hash', '=', checked)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new AppError(409, 409, '支付密码已被修改，请重试');
  return 'changed';
}
