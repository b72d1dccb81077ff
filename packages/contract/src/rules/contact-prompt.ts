/**
 * The enterprise-contact prompt of the book page (spec section 4, "Enterprise-contact prompt" and
 * "Verification"): when it is due, and how the "I have added" check is retried.
 */
import { Timing, VERIFY_RETRIES } from '../constants.js';

/** Percent 0 shows the prompt this long after the page has loaded. */
export const CONTACT_PROMPT_ZERO_DELAY_MS = 1_000;

export interface ContactPromptDueInput {
  /** addFriendInfo.percent: 0..100; 0 = shortly after load, handled by a timer, never by playback. */
  percent: number;
  /** Seconds played of the current video. */
  current: number;
  /** Its duration in seconds (0, NaN or infinite while unknown). */
  duration: number;
}

/** Whether the watched fraction of the playing video has reached `percent`. */
export function contactPromptDue({ percent, current, duration }: ContactPromptDueInput): boolean {
  if (!Number.isFinite(percent) || percent <= 0) return false;
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(current)) return false;
  // Above 100 % can never be reached; cap so a typo still prompts at the end.
  return (current / duration) * 100 >= Math.min(percent, 100) - 1e-9;
}

export type VerifyStep =
  | { next: 'joined' }
  | { next: 'retry'; delayMs: number; /** 1-based number of the retry about to run. */ retry: number }
  | { next: 'failed' };

/**
 * After check number `attempt` (1 = the tap itself) answered `joined`: stop when joined; otherwise
 * retry up to `retries` times (2), `gapMs` (3.5 s) apart, then fail.
 */
export function verifyStep(
  attempt: number,
  joined: boolean,
  retries: number = VERIFY_RETRIES,
  gapMs: number = Timing.verifyRetryGap,
): VerifyStep {
  if (joined) return { next: 'joined' };
  const done = Math.max(1, Math.floor(Number.isFinite(attempt) ? attempt : 1));
  if (done <= Math.max(0, retries)) return { next: 'retry', delayMs: gapMs, retry: done };
  return { next: 'failed' };
}

/** The start times (ms after the tap) of every check when none succeeds: 0, 3500, 7000. */
export function verifySchedule(
  retries: number = VERIFY_RETRIES,
  gapMs: number = Timing.verifyRetryGap,
): number[] {
  const out = [0];
  for (let attempt = 1; ; attempt++) {
    const step = verifyStep(attempt, false, retries, gapMs);
    if (step.next !== 'retry') return out;
    out.push((out.at(-1) ?? 0) + step.delayMs);
  }
}
