import { describe, expect, it } from 'vitest';
import { linkIsStale, looksLikeEmail, recentYears, savedFileName, toggled } from './links';

describe('teacher resources lib', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');

  it('renews links that expired, expire within a minute, or cannot be read', () => {
    expect(linkIsStale('2026-11-24T11:00:00Z', now)).toBe(false);
    expect(linkIsStale('2026-11-24T10:00:30Z', now)).toBe(true);
    expect(linkIsStale('2026-11-24T09:00:00Z', now)).toBe(true);
    expect(linkIsStale('', now)).toBe(true);
  });

  it('names saved files by title and kind, without forbidden characters', () => {
    expect(savedFileName('第一单元 课件', 'PPT')).toBe('第一单元 课件.ppt');
    expect(savedFileName('答案/解析', 'pdf')).toBe('答案 解析.pdf');
    expect(savedFileName('全套.zip', 'zip')).toBe('全套.zip');
    expect(savedFileName('  ', '')).toBe('资源');
  });

  it('toggles a selection without touching the old one', () => {
    const a = new Set([1, 2]);
    expect([...toggled(a, 2)]).toEqual([1]);
    expect([...toggled(a, 3)]).toEqual([1, 2, 3]);
    expect([...a]).toEqual([1, 2]);
  });

  it('checks mail addresses loosely', () => {
    expect(looksLikeEmail('t@school.cn')).toBe(true);
    expect(looksLikeEmail('t@school')).toBe(false);
    expect(looksLikeEmail('no mail')).toBe(false);
  });

  it('offers the school years from August on', () => {
    expect(recentYears(new Date(2026, 10, 1), 3)).toEqual([2026, 2025, 2024]);
    expect(recentYears(new Date(2026, 2, 1), 2)).toEqual([2025, 2024]);
  });
});
