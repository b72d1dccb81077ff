import type { WeeklyReport } from './types.js';
import { as, get, post } from '../endpoint.js';

/** 学习周报: the caller's own weekly report and its Sunday push (this project's calls, docs/report.md). */
export const reportEndpoints = {
  weekly: get('myInfo/getWeeklyReport', 'user', 'weeklyReportInput', as<WeeklyReport>()),
  setPush: post('myInfo/setWeeklyReportPush', 'user', 'weeklyReportPushInput', as<{ subscribed: boolean }>()),
};
