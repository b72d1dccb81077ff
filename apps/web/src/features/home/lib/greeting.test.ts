import { describe, expect, it } from 'vitest';
import { formatChineseDate, greetingFor } from './greeting';

const at = (iso: string) => new Date(iso);

describe('formatChineseDate', () => {
  it('writes year, month and day without padding, then the weekday', () => {
    expect(formatChineseDate(at('2025-03-07T10:00:00'))).toBe('2025年3月7日 星期五');
    expect(formatChineseDate(at('2025-11-23T08:00:00'))).toBe('2025年11月23日 星期日');
    expect(formatChineseDate(at('2024-12-30T23:59:00'))).toBe('2024年12月30日 星期一');
  });
});

describe('greetingFor', () => {
  it.each([
    ['00:30', '夜深了，早点休息'],
    ['04:59', '夜深了，早点休息'],
    ['05:00', '早上好'],
    ['08:59', '早上好'],
    ['09:00', '上午好'],
    ['11:59', '上午好'],
    ['12:00', '中午好'],
    ['13:59', '中午好'],
    ['14:00', '下午好'],
    ['17:59', '下午好'],
    ['18:00', '晚上好'],
    ['23:59', '晚上好'],
  ])('%s → %s', (time, greeting) => {
    expect(greetingFor(at(`2025-03-07T${time}:00`))).toBe(greeting);
  });
});
