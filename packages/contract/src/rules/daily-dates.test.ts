import { describe, expect, it } from 'vitest';
import { dailyIndex, dayNumber, shiftDate } from './daily-dates.js';

describe('daily dates', () => {
  it('counts days since 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
    expect(dayNumber('1969-12-31')).toBe(-1);
  });

  it('refuses what is not a date', () => {
    expect(() => dayNumber('2024-3-1')).toThrow(RangeError);
    expect(() => dayNumber('nope')).toThrow(RangeError);
  });

  it('shifts across months, years and leap days', () => {
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDate('2023-02-28', 1)).toBe('2023-03-01');
    expect(shiftDate('2025-01-01', -1)).toBe('2024-12-31');
    expect(shiftDate('2025-06-15', 0)).toBe('2025-06-15');
  });

  it('walks through the pieces one a day and comes round again', () => {
    const days = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05'].map((d) =>
      dailyIndex(d, 4),
    );
    for (let i = 1; i < days.length; i++) expect(days[i]).toBe(((days[i - 1] ?? 0) + 1) % 4);
    expect(dailyIndex('1969-12-31', 4)).toBe(3);
    expect(dailyIndex('2025-03-01', 0)).toBe(-1);
    expect(dailyIndex('2025-03-01', 1)).toBe(0);
  });
});
