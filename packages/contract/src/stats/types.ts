import { z } from 'zod';

/**
 * Operations statistics (统计分析, pages/other/tjfxData, tjfxTrend, tjfxMore): totals, leader boards and
 * daily trends read from the daily rollups a server job keeps (docs/stats.md). Staff see the archive
 * figures of their own areas; the activity figures are product-wide (users carry no area).
 */

/** Activity of the product (all users): one value a Shanghai day. */
export const ACTIVITY_METRICS = [
  'newUsers',
  'activeUsers',
  'lessonPlays',
  'checkins',
  'orders',
  'pointsEarned',
  'pointsSpent',
] as const;
/** Field work in the archives (schools, sales, bookshops): by district and by staff member. */
export const ARCHIVE_METRICS = ['schools', 'coverage', 'salesQty', 'salesAmount', 'shipQty'] as const;
export const STATS_METRICS = [...ACTIVITY_METRICS, ...ARCHIVE_METRICS] as const;
export type ActivityMetric = (typeof ACTIVITY_METRICS)[number];
export type ArchiveMetric = (typeof ARCHIVE_METRICS)[number];
export type StatsMetric = (typeof STATS_METRICS)[number];

/** How a value reads: a count, points, or money in fen (shown in yuan with 2 decimals). */
export type StatsUnit = 'count' | 'points' | 'fen';

export const STATS_METRIC_INFO: Readonly<Record<StatsMetric, { label: string; unit: StatsUnit }>> = {
  newUsers: { label: '新增用户', unit: 'count' },
  activeUsers: { label: '活跃用户', unit: 'count' },
  lessonPlays: { label: '课程播放', unit: 'count' },
  checkins: { label: '打卡', unit: 'count' },
  orders: { label: '积分订单', unit: 'count' },
  pointsEarned: { label: '积分发放', unit: 'points' },
  pointsSpent: { label: '积分消耗', unit: 'points' },
  schools: { label: '新建学校', unit: 'count' },
  coverage: { label: '覆盖学校', unit: 'count' },
  salesQty: { label: '销售册数', unit: 'count' },
  salesAmount: { label: '销售金额', unit: 'fen' },
  shipQty: { label: '书店发货册数', unit: 'count' },
};

/** The periods a page offers, in days ending today. */
export const STATS_RANGES = [7, 30, 90, 365] as const;
export type StatsRange = (typeof STATS_RANGES)[number];

const rangeField = z.coerce
  .number({ error: '天数须为 7、30、90 或 365' })
  .refine((n): n is StatsRange => (STATS_RANGES as readonly number[]).includes(n), {
    error: '天数须为 7、30、90 或 365',
  })
  .default(30);
const areaCodeField = z
  .string({ error: '区域须为行政区划代码' })
  .trim()
  .regex(/^(\d{2}|\d{4}|\d{6})$/, { error: '区域须为行政区划代码' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** GET tjfx/getBigScreenData: optional `areaCode` narrows the archive figures (inside one's areas). */
export const statsTotalsQuery = z.object({ areaCode: areaCodeField });
/** GET tjfx/getTjfxLeader. */
export const statsLeaderQuery = z.object({
  days: rangeField,
  areaCode: areaCodeField,
  metric: z.enum(ARCHIVE_METRICS, { error: '指标须为学校、覆盖、销量、销售额或发货' }).default('salesAmount'),
});
/** GET tjfx/getTjfxMore. */
export const statsTrendQuery = z.object({ days: rangeField, areaCode: areaCodeField });

export interface StatsTotal {
  metric: StatsMetric;
  label: string;
  unit: StatsUnit;
  /** Over every rolled-up day. */
  total: number;
  today: number;
  yesterday: number;
  /** The last 7 days, today included. */
  week: number;
}

export interface StatsScope {
  /** True for admins: every area. */
  all: boolean;
  /** Names of the areas the archive figures cover ('浙江省 杭州市'); empty for admins. */
  areas: string[];
}

/** GET tjfx/getBigScreenData: the totals (统计分析 page). */
export interface BigScreenData {
  scope: StatsScope;
  /** When the rollups were last brought up to date, 'YYYY-MM-DD HH:mm' Shanghai ('' before the first run). */
  updatedAt: string;
  today: string;
  activity: StatsTotal[];
  archive: StatsTotal[];
}

export interface LeaderRow {
  rank: number;
  /** Area code or staff user id. */
  key: string;
  name: string;
  value: number;
}

/** GET tjfx/getTjfxLeader: leader boards of one archive metric over the period. */
export interface TjfxLeader {
  metric: ArchiveMetric;
  label: string;
  unit: StatsUnit;
  days: number;
  from: string;
  to: string;
  byArea: LeaderRow[];
  byStaff: LeaderRow[];
}

export interface StatsSeries {
  metric: StatsMetric;
  label: string;
  unit: StatsUnit;
  /** One value a day of `days`. */
  values: number[];
}

/** GET tjfx/getTjfxMore: daily trends of every metric over the period. */
export interface TjfxMore {
  scope: StatsScope;
  /** 'YYYY-MM-DD', oldest first, today last. */
  days: string[];
  series: StatsSeries[];
}
