import { describe, expect, it } from 'vitest';
import {
  canGoForward,
  countsByDate,
  dayLabel,
  daysInMonth,
  isMonth,
  monthGrid,
  monthLabel,
  prizeProgress,
  shiftMonth,
  streakText,
} from './calendar';
import { campPageUrl, posterFileName, qrFit, wrapText } from './poster-layout';
import { initialOf, myPlaceText, parseRankingType, rankValueText } from './ranking';

describe('calendar', () => {
  it('lays a month out in whole Monday-first weeks', () => {
    // 2026-11-01 is a Sunday: six blanks before it.
    const nov = monthGrid('2026-11');
    expect(nov.length % 7).toBe(0);
    expect(nov.slice(0, 7).map((c) => c.day)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(nov.filter((c) => c.date).length).toBe(30);
    expect(nov.find((c) => c.day === 30)?.date).toBe('2026-11-30');
    expect(nov.length).toBe(42);
    // 2021-02 starts on a Monday and has 28 days: exactly four rows.
    expect(monthGrid('2021-02').length).toBe(28);
    expect(monthGrid('2021-02')[0]).toEqual({ date: '2021-02-01', day: 1 });
  });

  it('knows month lengths, leap years included', () => {
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2026-12')).toBe(31);
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', -13)).toBe('2025-10');
    expect(canGoForward('2026-10', '2026-11-24')).toBe(true);
    expect(canGoForward('2026-11', '2026-11-24')).toBe(false);
  });

  it('validates and names months and days', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth(null)).toBe(false);
    expect(monthLabel('2026-03')).toBe('2026年3月');
    expect(dayLabel('2026-03-05')).toBe('3月5日');
    expect(() => monthGrid('2026-1')).toThrow(RangeError);
  });

  it('counts check-ins per date, ignoring empty days', () => {
    const map = countsByDate([
      { date: '2026-11-01', count: 2 },
      { date: '2026-11-02', count: 0 },
    ]);
    expect(map.get('2026-11-01')).toBe(2);
    expect(map.has('2026-11-02')).toBe(false);
  });

  it('words a streak', () => {
    expect(streakText(0)).toContain('开始');
    expect(streakText(1)).toBe('已连续打卡 1 天，明天继续加油');
    expect(streakText(7)).toBe('已连续打卡 7 天，真棒！');
  });

  it('measures progress toward the prize', () => {
    expect(prizeProgress(3, 10)).toEqual({ done: 3, percent: 30, reached: false });
    expect(prizeProgress(12, 10)).toEqual({ done: 10, percent: 100, reached: true });
    expect(prizeProgress(5, 0).reached).toBe(false);
  });
});

describe('ranking', () => {
  it('reads the type parameter', () => {
    expect(parseRankingType('streak')).toBe('streak');
    expect(parseRankingType('likes')).toBe('likes');
    expect(parseRankingType('bogus')).toBe('days');
    expect(parseRankingType(null)).toBe('days');
  });

  it('writes values and my place', () => {
    expect(rankValueText('days', 3)).toBe('3 天');
    expect(rankValueText('likes', 8)).toBe('8 个赞');
    const me = { rank: 150, user: { userId: 1, nickname: '小明', avatar: '' }, value: 2 };
    expect(myPlaceText(me, 100)).toBe('第 150 名（未进前 100）');
    expect(myPlaceText({ ...me, rank: 7 }, 100)).toBe('第 7 名');
    expect(myPlaceText({ ...me, value: 0 }, 100)).toContain('快去打卡');
    expect(myPlaceText(null, 100)).toBe('');
  });

  it('takes a name’s first character as the avatar', () => {
    expect(initialOf(' 小明')).toBe('小');
    expect(initialOf('tom')).toBe('T');
    expect(initialOf('😀ok')).toBe('😀');
    expect(initialOf('')).toBe('?');
  });
});

describe('poster layout', () => {
  it('points the QR code at the camp page, absolute', () => {
    expect(campPageUrl('https://a.example/', 7)).toBe('https://a.example/pages/clock/index?dakaId=7');
  });

  it('wraps text character by character with an ellipsis on the last line', () => {
    const measure = (s: string) => Array.from(s).length * 10;
    expect(wrapText('一二三四五', 30, measure, 3)).toEqual(['一二三', '四五']);
    expect(wrapText('一二三四五六七八', 30, measure, 2)).toEqual(['一二三', '四五…']);
    expect(wrapText('短', 30, measure, 1)).toEqual(['短']);
    expect(wrapText('  ', 30, measure, 2)).toEqual([]);
  });

  it('fits a QR code in whole pixels, centred', () => {
    expect(qrFit(25, 220, 2)).toEqual({ cell: 7, offset: 22 });
    expect(qrFit(200, 100, 4).cell).toBe(1);
  });

  it('names the saved file', () => {
    expect(posterFileName('21天 阅读/打卡营')).toBe('打卡海报-21天阅读打卡营.png');
    expect(posterFileName('')).toBe('打卡海报.png');
  });
});
