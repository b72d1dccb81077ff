import { describe, expect, it } from 'vitest';
import {
  formatGradeCookie,
  parseCookieHeader,
  parseGradeCookie,
  parseSubjectCookie,
} from './first-screen.js';

describe('first-screen cookies', () => {
  it('round-trips the grade and volume', () => {
    expect(parseGradeCookie(formatGradeCookie({ gradeId: 3, cebieId: 12 }))).toEqual({
      gradeId: 3,
      cebieId: 12,
    });
  });

  it.each([undefined, '', '3', '3.', '.4', '3.4.5', 'a.b', '0.4', '-1.2', '3.4x', '1e3.2'])(
    'refuses the grade cookie %s',
    (raw) => {
      expect(parseGradeCookie(raw)).toBeNull();
    },
  );

  it('reads a subject id, refusing anything else', () => {
    expect(parseSubjectCookie('7')).toBe(7);
    expect(parseSubjectCookie('07')).toBeNull();
    expect(parseSubjectCookie('x')).toBeNull();
    expect(parseSubjectCookie(undefined)).toBeNull();
  });

  it('parses a Cookie header, the first of a name winning', () => {
    expect(parseCookieHeader('a=1; jc_grade=3.4;b=%E4%B8%AD; a=2; bad; =x')).toEqual({
      a: '1',
      jc_grade: '3.4',
      b: '中',
    });
    expect(parseCookieHeader(undefined)).toEqual({});
  });
});
