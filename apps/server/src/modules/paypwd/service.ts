import { PAY_PWD_LOCK_MS, PAY_PWD_MAX_TRIES } from '@jc/contract';
import { businessRule } from '../../shared/errors.js';
import { KeyedLock } from '../../shared/keyed-lock.js';
import type { SharedState } from '../../shared/state.js';
import { sixDigitPassword } from '../users/index.js';

export const PAY_PWD_LOCKED_MSG = '支付密码错误次数过多，请15分钟后再试';
export const PAY_PWD_NOT_SET_MSG = '请先设置支付密码';

/**
 * Payment-password work of one user runs one at a time in this process, so a second concurrent pay of
 * the same order sees it paid before spending a password check. The try limit does not rest on it: each
 * try takes its place in the shared count first (users/six-digit-password.ts), exact across processes.
 * One lock per app (its shared state), so two apps in one test process stand for two processes.
 */
const locks = new WeakMap<SharedState, KeyedLock>();
export function withPayLock<T>(state: SharedState, userId: number, task: () => Promise<T>): Promise<T> {
  let perUser = locks.get(state);
  if (!perUser) {
    perUser = new KeyedLock();
    locks.set(state, perUser);
  }
  return perUser.run(String(userId), task);
}

const payPassword = sixDigitPassword({
  column: 'pay_pwd_hash',
  keyPrefix: 'paypwd',
  label: '支付密码',
  maxTries: PAY_PWD_MAX_TRIES,
  lockMs: PAY_PWD_LOCK_MS,
  lockedMsg: PAY_PWD_LOCKED_MSG,
  notSet: () => businessRule(PAY_PWD_NOT_SET_MSG),
});

/**
 * Checks the payment password: 5 wrong tries within 15 minutes lock paying for 15 minutes. Returns
 * the hash that was checked.
 */
export const checkPayPassword = payPassword.check;

/** Sets the payment password; once one is set, changing it needs the old one (a wrong one counts as a try). */
export const savePayPassword = payPassword.save;
