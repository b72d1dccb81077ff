import { z } from 'zod';
import { formBoolean } from '../address/types.js';

/**
 * 学习周报 (docs/report.md): what a pupil did in one week (Monday to Sunday, Asia/Shanghai), each figure
 * with the week before, for the parents. This project's calls.
 */

/** One day of the week: `YYYY-MM-DD` (Shanghai) and the minutes listened and watched that day. */
export interface WeeklyReportDay {
  day: string;
  minutes: number;
}

/** The figures of one week. */
export interface WeeklyFigures {
  /** Minutes listened and watched (played time of lesson items, rounded down). */
  minutes: number;
  /** Days with any activity: a play, a check-in, a points change or a homework correction. */
  activeDays: number;
  /** Lesson items first finished this week. */
  lessonsFinished: number;
  /** Distinct days with a check-in. */
  checkinDays: number;
  /** The longest run of check-in days in a row inside the week. */
  checkinStreak: number;
  pointsEarned: number;
  /** Points spent, as a positive number. */
  pointsSpent: number;
  /** Homework photos corrected (finished corrections). */
  homeworkCorrected: number;
}

export interface WeeklyReport {
  /** The week's Monday and Sunday, `YYYY-MM-DD`. */
  week: string;
  weekEnd: string;
  /** The Monday of the week before. */
  previousWeek: string;
  /** The Monday of the current week (the latest a caller may ask for). */
  currentWeek: string;
  /** Whether this week is still going on (figures so far). */
  inProgress: boolean;
  /** Seven days, Monday first. */
  days: WeeklyReportDay[];
  figures: WeeklyFigures;
  /** The same figures for the week before, to compare. */
  previous: WeeklyFigures;
  /** Whether the user has any activity at all (false: a new user, the page says so). */
  hasActivity: boolean;
  /** Whether the Sunday push of the report is on for the caller. */
  subscribed: boolean;
}

export const WEEKLY_REPORT_PATH = '/pages/user/weeklyReport';

const isMonday = (s: string) => new Date(`${s}T00:00:00Z`).getUTCDay() === 1;
const isDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** GET myInfo/getWeeklyReport?week=YYYY-MM-DD: the Monday of the week (default this week). */
export const weeklyReportInput = z.object({
  week: z
    .string({ error: '周报日期（week）须为 YYYY-MM-DD 格式' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, '周报日期（week）须为 YYYY-MM-DD 格式')
    .refine(isDate, '周报日期（week）不是有效日期')
    .refine(isMonday, '周报日期（week）须为星期一')
    .optional(),
});
export type WeeklyReportInput = z.input<typeof weeklyReportInput>;

/** POST myInfo/setWeeklyReportPush `enabled`: switches the Sunday 20:00 push of the report. */
export const weeklyReportPushInput = z.object({
  enabled: formBoolean('订阅开关'),
});
export type WeeklyReportPushInput = z.input<typeof weeklyReportPushInput>;

/** The notification of the weekly report (what the service worker's `push` handler gets). */
export interface WeeklyReportPush {
  title: string;
  body: string;
  path: string;
  tag: string;
  /** The Monday of the week reported. */
  week: string;
}
