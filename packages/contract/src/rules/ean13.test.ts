import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isEan13, withEan13Check } from './ean13.js';

describe('EAN-13 check digit', () => {
  it.each([
    // Real ISBN-13s printed on books, and GS1's own example.
    ['978710700000', 3],
    ['978030640615', 7],
    ['978752101234', 7],
    ['400638133393', 1],
    ['000000000000', 0],
    ['978000000000', 2],
  ])('%s → %i', (first12, digit) => {
    expect(ean13CheckDigit(first12)).toBe(digit);
    expect(withEan13Check(first12)).toBe(`${first12}${digit}`);
  });

  it.each(['', '97871070000', '9787107000001', '97871070000a', ' 978710700000', '９７８７１０７０００００'])(
    'refuses %j',
    (text) => {
      expect(() => ean13CheckDigit(text)).toThrow(RangeError);
    },
  );
});

describe('isEan13', () => {
  it.each(['9787107000003', '9780306406157', '4006381333931', '0000000000000'])('accepts %s', (text) => {
    expect(isEan13(text)).toBe(true);
  });

  it.each([
    ['wrong check digit', '9787107000001'],
    ['every other wrong check digit', '9780306406158'],
    ['12 digits', '978710700000'],
    ['14 digits', '97871070000031'],
    ['dashes', '978-7-107-00000-3'],
    ['spaces around', ' 9787107000003'],
    ['a letter', '978710700000X'],
    ['full-width digits', '９７８７１０７０００００３'],
    ['empty', ''],
  ])('refuses %s (%j)', (_why, text) => {
    expect(isEan13(text)).toBe(false);
  });

  it('refuses a missing value at runtime', () => {
    expect(isEan13(undefined as unknown as string)).toBe(false);
    expect(isEan13(9787107000003 as unknown as string)).toBe(false);
  });

  it('catches every single-digit error', () => {
    const good = '9787107000003';
    for (let i = 0; i < 13; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[i]) continue;
        expect(isEan13(`${good.slice(0, i)}${d}${good.slice(i + 1)}`)).toBe(false);
      }
    }
  });
});
