import { describe, expect, it } from 'vitest';
import { contactPromptDue, verifySchedule, verifyStep } from './contact-prompt.js';

describe('contactPromptDue', () => {
  it.each([
    [30, 1.7, 6, false],
    [30, 1.8, 6, true],
    [30, 5, 6, true],
    [100, 5.99, 6, false],
    [100, 6, 6, true],
    [150, 6, 6, true],
    [50, 3, 6, true],
  ])('percent %d at %d of %d s → %s', (percent, current, duration, due) => {
    expect(contactPromptDue({ percent, current, duration })).toBe(due);
  });

  it('percent 0 (or below) is never due through playback: a timer shows it', () => {
    expect(contactPromptDue({ percent: 0, current: 5, duration: 6 })).toBe(false);
    expect(contactPromptDue({ percent: -5, current: 5, duration: 6 })).toBe(false);
  });

  it('an unknown duration or position is never due', () => {
    for (const duration of [0, Number.NaN, Number.POSITIVE_INFINITY, -1])
      expect(contactPromptDue({ percent: 10, current: 5, duration })).toBe(false);
    expect(contactPromptDue({ percent: 10, current: Number.NaN, duration: 6 })).toBe(false);
    expect(contactPromptDue({ percent: Number.NaN, current: 5, duration: 6 })).toBe(false);
  });
});

describe('verifyStep', () => {
  it('stops as soon as the user joined', () => {
    expect(verifyStep(1, true)).toEqual({ next: 'joined' });
    expect(verifyStep(3, true)).toEqual({ next: 'joined' });
  });

  it('retries twice, 3.5 s apart, then fails', () => {
    expect(verifyStep(1, false)).toEqual({ next: 'retry', delayMs: 3_500, retry: 1 });
    expect(verifyStep(2, false)).toEqual({ next: 'retry', delayMs: 3_500, retry: 2 });
    expect(verifyStep(3, false)).toEqual({ next: 'failed' });
    expect(verifyStep(9, false)).toEqual({ next: 'failed' });
  });

  it('takes other limits, and reads nonsense attempts as the first', () => {
    expect(verifyStep(1, false, 0)).toEqual({ next: 'failed' });
    expect(verifyStep(1, false, 1, 100)).toEqual({ next: 'retry', delayMs: 100, retry: 1 });
    expect(verifyStep(0, false)).toEqual({ next: 'retry', delayMs: 3_500, retry: 1 });
    expect(verifyStep(Number.NaN, false)).toEqual({ next: 'retry', delayMs: 3_500, retry: 1 });
  });
});

describe('verifySchedule', () => {
  it('checks at 0, 3.5 and 7 s', () => {
    expect(verifySchedule()).toEqual([0, 3_500, 7_000]);
  });
  it('follows the limits', () => {
    expect(verifySchedule(0)).toEqual([0]);
    expect(verifySchedule(3, 1_000)).toEqual([0, 1_000, 2_000, 3_000]);
  });
});
