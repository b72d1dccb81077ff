import { describe, expect, it } from 'vitest';
import { adShownKey, shouldShowAd, todayInShanghai } from './ad-frequency.js';

describe('shouldShowAd', () => {
  it('always shows an everyTime ad', () => {
    expect(shouldShowAd({ desc: 'everyTime', today: '2025-03-01', lastShown: '2025-03-01' })).toBe(true);
    expect(shouldShowAd({ desc: ' everyTime ', today: '2025-03-01', lastShown: '2025-03-01' })).toBe(true);
  });

  it('shows a daily ad once per calendar day', () => {
    expect(shouldShowAd({ desc: 'daily', today: '2025-03-01', lastShown: null })).toBe(true);
    expect(shouldShowAd({ desc: 'daily', today: '2025-03-01', lastShown: undefined })).toBe(true);
    expect(shouldShowAd({ desc: 'daily', today: '2025-03-01', lastShown: '2025-02-28' })).toBe(true);
    expect(shouldShowAd({ desc: 'daily', today: '2025-03-01', lastShown: '2025-03-01' })).toBe(false);
  });

  it('treats other descs (case-sensitive) and missing descs as daily', () => {
    expect(shouldShowAd({ desc: 'EveryTime', today: '2025-03-01', lastShown: '2025-03-01' })).toBe(false);
    expect(shouldShowAd({ desc: '', today: '2025-03-01', lastShown: '2025-03-01' })).toBe(false);
    expect(shouldShowAd({ desc: null, today: '2025-03-01', lastShown: '2025-03-01' })).toBe(false);
  });

  it('shows again when the stored date is garbage or in the future', () => {
    expect(shouldShowAd({ desc: 'x', today: '2025-03-01', lastShown: 'not a date' })).toBe(true);
    expect(shouldShowAd({ desc: 'x', today: '2025-03-01', lastShown: '2025-03-02' })).toBe(true);
    expect(shouldShowAd({ desc: 'x', today: '2025-03-01', lastShown: '' })).toBe(true);
  });
});

describe('adShownKey', () => {
  it('is per page, and per subject when given', () => {
    expect(adShownKey('home')).toBe('adShownDate:home');
    expect(adShownKey('bookDetails', '3')).toBe('adShownDate:bookDetails:3');
    expect(adShownKey('bookDetails', 3)).toBe('adShownDate:bookDetails:3');
    expect(adShownKey(' home ', '  ')).toBe('adShownDate:home');
    expect(adShownKey('home', null)).toBe('adShownDate:home');
    expect(adShownKey('bookDetails', '3')).not.toBe(adShownKey('bookDetails', '4'));
  });
});

describe('todayInShanghai', () => {
  it('uses the China calendar date whatever the device zone', () => {
    expect(todayInShanghai(new Date('2025-03-01T15:59:59.999Z'))).toBe('2025-03-01');
    expect(todayInShanghai(new Date('2025-03-01T16:00:00.000Z'))).toBe('2025-03-02');
    expect(todayInShanghai(new Date('2024-12-31T16:30:00Z'))).toBe('2025-01-01');
    expect(todayInShanghai(new Date('2024-02-28T16:00:00Z'))).toBe('2024-02-29');
  });

  it('throws on an invalid date', () => {
    expect(() => todayInShanghai(new Date('nope'))).toThrow(RangeError);
  });

  it('feeds shouldShowAd across midnight in China', () => {
    const shown = todayInShanghai(new Date('2025-03-01T15:00:00Z'));
    const later = todayInShanghai(new Date('2025-03-01T16:00:01Z'));
    expect(shouldShowAd({ desc: 'd', today: later, lastShown: shown })).toBe(true);
  });
});
