import { ANSWER_VERIFY_TTL_MS, AnswerCode } from '@jc/contract';
import { isApiError } from '@/lib/api-client';
import { SessionKey, sessionStore } from '@/lib/storage';

/**
 * The answer-password ticket lives in sessionStorage (this tab only, gone with the tab) for the 30
 * minutes the server honours it, tied to the account that verified. The server also trusts the verifying
 * session for those 30 minutes, so a reload within them is not asked again.
 */

export const ANSWER_TICKET_KEY = SessionKey.answerTicket;

export interface StoredTicket {
  user: string;
  ticket: string;
  /** Epoch ms. */
  until: number;
}

export function makeStoredTicket(user: string, ticket: string, now: number): StoredTicket {
  return { user, ticket, until: now + ANSWER_VERIFY_TTL_MS };
}

/** The ticket to send: only the same account's, and only before it runs out. */
export function usableTicket(raw: string | null, user: string, now: number): string | null {
  if (!raw) return null;
  try {
    const t = JSON.parse(raw) as Partial<StoredTicket> | null;
    if (!t || typeof t.ticket !== 'string' || typeof t.until !== 'number' || t.user !== user) return null;
    return t.until > now && t.ticket !== '' ? t.ticket : null;
  } catch {
    return null;
  }
}

export function readTicket(user: string, now = Date.now()): string | null {
  return usableTicket(sessionStore.get(ANSWER_TICKET_KEY), user, now);
}

export function writeTicket(user: string, ticket: string, now = Date.now()): void {
  // Private mode without storage: the server still trusts this session for 30 minutes.
  sessionStore.trySet(ANSWER_TICKET_KEY, JSON.stringify(makeStoredTicket(user, ticket, now)));
}

export function clearTicket(): void {
  sessionStore.remove(ANSWER_TICKET_KEY);
}

/** What the answer page shows after a failed getAnswer. */
export type AnswerGate = 'setPassword' | 'verify' | 'noAnswer' | 'error';

export function answerGate(error: unknown): AnswerGate {
  if (!isApiError(error)) return 'error';
  if (error.code === AnswerCode.pwdNotSet) return 'setPassword';
  if (error.code === AnswerCode.notVerified) return 'verify';
  if (error.code === 404) return 'noAnswer';
  return 'error';
}

/** Client-side checks of a new password (the server checks again). '' = fine. */
export function newPasswordProblem(pwd: string, again: string): string {
  if (!/^\d{6}$/.test(pwd)) return '请输入6位数字密码';
  if (pwd !== again) return '两次输入的密码不一致';
  return '';
}
