// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { StorageKey } from '@/lib/storage';
import { advertPassed, advertPassedNow, markAdvertPassed, THIS_START } from './go-ad';

afterEach(() => localStorage.clear());

describe('goAd', () => {
  it('is unset at first: the advert shows', () => {
    expect(advertPassed(null, 'a')).toBe(false);
    expect(advertPassedNow()).toBe(false);
  });

  it('once the advert is passed, this start goes straight home from /', () => {
    markAdvertPassed();
    expect(localStorage.getItem(StorageKey.goAd)).toBe(THIS_START);
    expect(advertPassedNow()).toBe(true);
  });

  it('a new start shows the advert again', () => {
    markAdvertPassed('start-1');
    expect(advertPassedNow('start-2')).toBe(false);
    expect(advertPassed('start-1', 'start-2')).toBe(false);
    expect(advertPassed('start-2', 'start-2')).toBe(true);
  });
});
