import { describe, expect, it } from 'vitest';
import { dueWindow, nextAt, nowSlot, shanghaiMinute, weekdaysFromText, weekdaysToText } from './slots.js';

/** 2026-11-23 is a Monday. */
const at = (shanghai: string) => Date.parse(`${shanghai.replace(' ', 'T')}:00+08:00`);

describe('reminder slots', () => {
  it('reads Shanghai date, weekday and minute', () => {
    expect(shanghaiMinute(at('2026-11-23 07:30'))).toEqual({ date: '2026-11-23', weekday: 1, time: '07:30' });
    expect(shanghaiMinute(at('2026-11-29 23:59'))).toEqual({ date: '2026-11-29', weekday: 7, time: '23:59' });
    // 16:30 UTC is already the next day in Shanghai.
    expect(shanghaiMinute(Date.parse('2026-11-24T16:30:00Z'))).toMatchObject({
      date: '2026-11-25',
      weekday: 3,
    });
    expect(nowSlot(at('2026-11-23 07:30') + 59_000)).toBe('2026-11-23 07:30');
  });

  it('keeps weekdays as digits', () => {
    expect(weekdaysToText([5, 1, 3])).toBe('135');
    expect(weekdaysFromText('1357')).toEqual([1, 3, 5, 7]);
  });

  it('looks back over the grace minutes, across midnight', () => {
    expect(dueWindow(at('2026-11-23 08:02') + 30_000, 2 * 60_000)).toEqual([
      { date: '2026-11-23', weekday: 1, times: ['08:00', '08:01', '08:02'] },
    ]);
    expect(dueWindow(at('2026-11-24 00:01'), 2 * 60_000)).toEqual([
      { date: '2026-11-23', weekday: 1, times: ['23:59'] },
      { date: '2026-11-24', weekday: 2, times: ['00:00', '00:01'] },
    ]);
  });

  it('finds the next sending: later today, another weekday, next week, or none when off', () => {
    const now = at('2026-11-23 07:30'); // Monday
    const r = (weekdays: string, time: string, lastSlot: string | null = null, enabled = true) =>
      nextAt({ weekdays, time, lastSlot, enabled }, now);
    expect(r('1', '08:00')).toBe('2026-11-23 08:00');
    expect(r('1', '07:30')).toBe('2026-11-23 07:30');
    expect(r('1', '07:30', '2026-11-23 07:30')).toBe('2026-11-30 07:30');
    expect(r('1', '07:00')).toBe('2026-11-30 07:00');
    expect(r('35', '07:00')).toBe('2026-11-25 07:00');
    expect(r('7', '21:00')).toBe('2026-11-29 21:00');
    expect(r('1234567', '07:00')).toBe('2026-11-24 07:00');
    expect(r('1', '08:00', null, false)).toBe('');
    // A last slot ahead of this clock (another process's): the next one after it.
    expect(r('13', '08:00', '2026-12-07 08:00')).toBe('2026-12-09 08:00');
  });
});
