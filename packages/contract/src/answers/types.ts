import { z } from 'zod';
import { sixDigitPassword } from '../account/types.js';
import { bookNoSchema } from '../books/types.js';

/** The answers of a book, behind the user's answer password (myInfo/answer…Pwd, bookContent/getAnswer). */

/** bookContent/getAnswer/{v}: `v` is the book number; `ticket` from answerVerifyingPwd, or `pwd` directly. */
export const answerQuery = z.object({
  ticket: z.string().trim().max(64).optional(),
  pwd: sixDigitPassword.optional(),
});
/** getAnswer's one input: the book number of the path, then the proof of the query. */
export const bookAnswerInput = z.object({ bookNo: bookNoSchema, ...answerQuery.shape });
export type BookAnswerInput = z.input<typeof bookAnswerInput>;

export interface AnswerPage {
  title: string;
  /** A PDF or an image. */
  path: string;
  kind: 'pdf' | 'image';
}

export interface BookAnswer {
  bookNo: string;
  title: string;
  pages: AnswerPage[];
}

/** POST myInfo/answerSavePwd {pwd} (6 digits; `oldPwd` required when one is set). */
export const saveAnswerPwdInput = z.object({ pwd: sixDigitPassword, oldPwd: sixDigitPassword.optional() });
/** POST myInfo/answerVerifyingPwd {pwd} → AnswerTicket. */
export const verifyAnswerPwdInput = z.object({ pwd: sixDigitPassword });
/** POST myInfo/answerRemovePwd: needs `pwd`, a `ticket`, or a session verified in the last 30 minutes. */
export const removeAnswerPwdInput = answerQuery;

/** Answer-password refusals (HTTP 409) the client tells apart: set one first, or verify first. */
export const AnswerCode = { pwdNotSet: 810, notVerified: 811 } as const;
/** Wrong answer passwords: the fifth within 15 minutes locks the check for 15 minutes (429). */
export const ANSWER_PWD_MAX_TRIES = 5;
export const ANSWER_PWD_LOCK_MS = 15 * 60_000;
/** A verification (ticket, and the verifying session) lasts this long. */
export const ANSWER_VERIFY_TTL_MS = 30 * 60_000;

/**
 * A verification valid for 30 minutes: pass it as `ticket` to getAnswer and answerRemovePwd; the
 * session (token) that verified is also trusted without it for the same time.
 */
export interface AnswerTicket {
  ticket: string;
  expiresAt: string;
}
