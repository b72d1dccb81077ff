import { describe, expect, it } from 'vitest';
import type { WeeklyFigures } from '@jc/contract';
import { barHeights, buildSummary, changeOf, changeText, pastWeeks, weekRange } from './summary';

const ZERO: WeeklyFigures = {
  minutes: 0,
  activeDays: 0,
  lessonsFinished: 0,
  checkinDays: 0,
  checkinStreak: 0,
  pointsEarned: 0,
  pointsSpent: 0,
  homeworkCorrected: 0,
};
const WEEK: WeeklyFigures = {
  minutes: 86,
  activeDays: 5,
  lessonsFinished: 9,
  checkinDays: 4,
  checkinStreak: 3,
  pointsEarned: 35,
  pointsSpent: 20,
  homeworkCorrected: 2,
};

describe('the weekly summary', () => {
  it('says every figure in one paragraph, compared with the week before', () => {
    expect(buildSummary({ inProgress: true, figures: WEEK, previous: { ...WEEK, minutes: 74 } })).toBe(
      '本周学习 5 天，共 86 分钟，比上周多 12 分钟；完成 9 节课；打卡 4 天，连续 3 天；获得 35 积分，花费 20 积分；批改作业 2 次。',
    );
  });

  it('says less, or the same, and leaves out what did not happen', () => {
    const f = { ...ZERO, minutes: 30, activeDays: 2, checkinDays: 1, checkinStreak: 1, pointsEarned: 5 };
    expect(buildSummary({ inProgress: false, figures: f, previous: { ...ZERO, minutes: 45 } })).toBe(
      '这一周学习 2 天，共 30 分钟，比上周少 15 分钟；打卡 1 天；获得 5 积分。',
    );
    expect(buildSummary({ inProgress: false, figures: f, previous: f })).toBe(
      '这一周学习 2 天，共 30 分钟，和上周一样；打卡 1 天；获得 5 积分。',
    );
    expect(buildSummary({ inProgress: true, figures: { ...ZERO, pointsSpent: 20 }, previous: WEEK })).toBe(
      '本周还没有学习记录；花费 20 积分。',
    );
    expect(buildSummary({ inProgress: true, figures: ZERO, previous: ZERO })).toBe('本周还没有学习记录。');
    const short = { ...ZERO, activeDays: 1, lessonsFinished: 1, checkinDays: 1, checkinStreak: 1 };
    expect(buildSummary({ inProgress: true, figures: short, previous: ZERO })).toBe(
      '本周学习 1 天；完成 1 节课；打卡 1 天。',
    );
  });

  it('marks changes and dates', () => {
    expect(changeText(changeOf(9, 7))).toBe('↑2');
    expect(changeText(changeOf(3, 7))).toBe('↓4');
    expect(changeText(changeOf(7, 7))).toBe('持平');
    expect(weekRange('2026-11-16')).toBe('11月16日 – 11月22日');
    expect(weekRange('2026-12-28')).toBe('12月28日 – 1月3日');
    expect(pastWeeks('2026-11-23', 2)).toEqual(['2026-11-16', '2026-11-09']);
    expect(barHeights([0, 10, 40, 1])).toEqual([0, 25, 100, 6]);
    expect(barHeights([0, 0])).toEqual([0, 0]);
  });
});
