import { createHash, randomBytes } from 'node:crypto';
import {
  ANSWER_PWD_LOCK_MS,
  ANSWER_PWD_MAX_TRIES,
  ANSWER_VERIFY_TTL_MS,
  AnswerCode,
  type AnswerTicket,
  type BookAnswer,
} from '@jc/contract';
import type { Db } from '../../db/index.js';
import { businessRule, notFound } from '../../shared/errors.js';
import { clearAnswerPassword, sixDigitPassword } from '../users/index.js';
import type { SharedState } from '../../shared/state.js';
import { formatTime } from '../../shared/time.js';
import type { AuthUser } from '../../types.js';
import { BOOK_NOT_FOUND, findBook } from '../books/index.js';

/**
 * The answer password: 6 digits, Argon2id-hashed like the login password, on users.answer_pwd_hash.
 * Answers need a verification: the password itself, a ticket from answerVerifyingPwd, or the session
 * (token) that verified within the last 30 minutes.
 */

export const ANSWER_PWD_LOCKED_MSG = '答案密码错误次数过多，请15分钟后再试';
export const ANSWER_PWD_NOT_SET_MSG = '请先设置答案查询密码';
export const ANSWER_NOT_VERIFIED_MSG = '请先验证答案查询密码';

const sessionKey = (tokenId: number) => `answerpwd:ok:${tokenId}`;
const ticketKey = (userId: number, ticket: string) =>
  `answerpwd:ticket:${userId}:${createHash('sha256').update(ticket).digest('hex')}`;

const answerPassword = sixDigitPassword({
  column: 'answer_pwd_hash',
  keyPrefix: 'answerpwd',
  label: '答案密码',
  maxTries: ANSWER_PWD_MAX_TRIES,
  lockMs: ANSWER_PWD_LOCK_MS,
  lockedMsg: ANSWER_PWD_LOCKED_MSG,
  notSet: () => businessRule(ANSWER_PWD_NOT_SET_MSG, AnswerCode.pwdNotSet),
});
const checkAnswerPassword = answerPassword.check;
const currentHash = answerPassword.currentHash;

/** Sets the answer password; changing one that is set needs the old one. */
export const saveAnswerPassword = answerPassword.save;

/** Verifies the password: the session is trusted for 30 minutes and a ticket is handed out. */
export async function verifyAnswerPassword(
  db: Db,
  state: SharedState,
  user: AuthUser,
  pwd: string,
): Promise<AnswerTicket> {
  await checkAnswerPassword(db, state, user.id, pwd);
  const ticket = randomBytes(18).toString('base64url');
  await state.increment(ticketKey(user.id, ticket), ANSWER_VERIFY_TTL_MS);
  await state.increment(sessionKey(user.tokenId), ANSWER_VERIFY_TTL_MS);
  return { ticket, expiresAt: formatTime(Date.now() + ANSWER_VERIFY_TTL_MS) };
}

/** Whether the caller may see answers now: password, ticket, or a recently verified session. */
async function requireVerified(
  db: Db,
  state: SharedState,
  user: AuthUser,
  proof: { pwd?: string | undefined; ticket?: string | undefined },
): Promise<void> {
  if (proof.pwd !== undefined) {
    await checkAnswerPassword(db, state, user.id, proof.pwd);
    return;
  }
  if ((await currentHash(db, user.id)) === null)
    throw businessRule(ANSWER_PWD_NOT_SET_MSG, AnswerCode.pwdNotSet);
  if (proof.ticket && (await state.count(ticketKey(user.id, proof.ticket))) > 0) return;
  if ((await state.count(sessionKey(user.tokenId))) > 0) return;
  throw businessRule(ANSWER_NOT_VERIFIED_MSG, AnswerCode.notVerified);
}

/** Removes the answer password (needs a verification); answers are then refused until a new one is set. */
export async function removeAnswerPassword(
  db: Db,
  state: SharedState,
  user: AuthUser,
  proof: { pwd?: string | undefined; ticket?: string | undefined },
): Promise<void> {
  await requireVerified(db, state, user, proof);
  await clearAnswerPassword(db, user.id, Date.now());
  await state.reset(sessionKey(user.tokenId));
  if (proof.ticket) await state.reset(ticketKey(user.id, proof.ticket));
}

export async function bookAnswer(
  db: Db,
  state: SharedState,
  user: AuthUser,
  bookNo: string,
  proof: { pwd?: string | undefined; ticket?: string | undefined },
): Promise<BookAnswer> {
  const book = await findBook(db, bookNo);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  await requireVerified(db, state, user, proof);
  const rows = await db
    .selectFrom('answers')
    .select(['title', 'path', 'kind'])
    .where('book_id', '=', book.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (rows.length === 0) throw notFound('本书暂无答案');
  return {
    bookNo: book.book_no,
    title: book.title,
    pages: rows.map((r) => ({ title: r.title, path: r.path, kind: r.kind })),
  };
}
