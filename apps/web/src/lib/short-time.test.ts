import { describe, expect, it } from 'vitest';
import { shortTime } from './short-time';

describe('short times', () => {
  it('says server times shortly', () => {
    const now = Date.parse('2026-11-24T06:00:00Z'); // 14:00 in Shanghai
    expect(shortTime('2026-11-24 09:30:12', now)).toBe('今天 09:30');
    expect(shortTime('2026-11-23 21:05:00', now)).toBe('昨天 21:05');
    expect(shortTime('2026-03-02 08:00:00', now)).toBe('3月2日 08:00');
    expect(shortTime('2025-12-30 08:00:00', now)).toBe('2025年12月30日');
    expect(shortTime('whenever', now)).toBe('whenever');
    // Just after midnight in Shanghai (16:10 UTC the day before) "today" is already the new day.
    expect(shortTime('2026-11-25 00:05:00', Date.parse('2026-11-24T16:10:00Z'))).toBe('今天 00:05');
  });
});
