import { STATS_METRIC_INFO, type StatsMetric, type StatsUnit } from '@jc/contract';

/** The trend charts of tjfxTrend: metrics drawn together share a unit. */
export const TREND_CHARTS: { title: string; kind: 'line' | 'bar'; metrics: StatsMetric[] }[] = [
  { title: '用户', kind: 'line', metrics: ['newUsers', 'activeUsers'] },
  { title: '学习与打卡', kind: 'line', metrics: ['lessonPlays', 'checkins'] },
  { title: '积分', kind: 'bar', metrics: ['pointsEarned', 'pointsSpent'] },
  { title: '积分订单', kind: 'bar', metrics: ['orders'] },
  { title: '学校', kind: 'bar', metrics: ['schools', 'coverage'] },
  { title: '销售与发货（册）', kind: 'bar', metrics: ['salesQty', 'shipQty'] },
  { title: '销售金额（元）', kind: 'bar', metrics: ['salesAmount'] },
];

export const unitOf = (metrics: StatsMetric[]): StatsUnit => STATS_METRIC_INFO[metrics[0] ?? 'newUsers'].unit;
