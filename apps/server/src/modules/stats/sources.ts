import type { StatsMetric } from '@jc/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import { dayOfNumber, dayStartMs, DAY_MS } from './days.js';

/** One rolled-up value: a metric on a Shanghai day, for a district ('' product-wide) and a staff member (0 none). */
export interface RollupRow {
  day: string;
  metric: StatsMetric;
  areaCode: string;
  staffId: number;
  value: number;
}

/**
 * Where a family of metrics comes from. `rows(db, fromDay, toDay)` answers every value of its metrics on
 * those days (inclusive). A `full` source is recomputed over all days on every run (the archives: small
 * tables whose records are back-dated and deleted); the others, append-mostly activity, over the days
 * since their watermark. `tables` must exist (the archive tables come with the schools and bookstores
 * modules).
 */
export interface RollupSource {
  name: string;
  metrics: readonly StatsMetric[];
  full: boolean;
  tables: readonly string[];
  rows(db: Db, fromDay: string, toDay: string): Promise<RollupRow[]>;
}

/** The Shanghai day number of an epoch-ms column, the same integer arithmetic on SQLite and PostgreSQL. */
const dayOf = (column: string): RawBuilder<number> =>
  sql<number>`cast((${sql.ref(column)} + 28800000) / ${DAY_MS} as integer)`;

const range = (fromDay: string, toDay: string) => ({
  from: dayStartMs(fromDay),
  to: dayStartMs(toDay) + DAY_MS,
});

interface DayValue {
  d: number | string;
  v: number | string | null;
}
const toRows = (metric: StatsMetric, rows: DayValue[]): RollupRow[] =>
  rows
    .map((r) => ({
      day: dayOfNumber(Number(r.d)),
      metric,
      areaCode: '',
      staffId: 0,
      value: Number(r.v ?? 0),
    }))
    .filter((r) => r.value !== 0);

/** Count (or sum) of a table's rows by the Shanghai day of a time column. */
async function byDay(
  db: Db,
  table: string,
  column: string,
  value: RawBuilder<number>,
  fromDay: string,
  toDay: string,
  where: RawBuilder<unknown> = sql`1 = 1`,
): Promise<DayValue[]> {
  const { from, to } = range(fromDay, toDay);
  const result = await sql<DayValue>`select ${dayOf(column)} as d, ${value} as v from ${sql.table(table)}
    where ${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${to} and ${where} group by 1`.execute(db);
  return result.rows;
}

const count = sql<number>`count(*)`;

export const ACTIVITY_SOURCES: readonly RollupSource[] = [
  {
    name: 'newUsers',
    metrics: ['newUsers'],
    full: false,
    tables: ['users'],
    rows: async (db, f, t) => toRows('newUsers', await byDay(db, 'users', 'created_at', count, f, t)),
  },
  {
    name: 'activeUsers',
    metrics: ['activeUsers'],
    full: false,
    tables: ['users'],
    // Anyone who logged in, earned or spent points, checked in, ordered, opened a book or played a lesson.
    rows: async (db, fromDay, toDay) => {
      const { from, to } = range(fromDay, toDay);
      const part = (table: string, column: string) =>
        sql`select user_id, ${dayOf(column)} as d from ${sql.table(table)}
          where ${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${to}`;
      const result = await sql<DayValue>`select d, count(distinct user_id) as v from (
          ${part('auth_tokens', 'created_at')} union all ${part('points_ledger', 'created_at')}
          union all ${part('checkin_posts', 'created_at')} union all ${part('orders', 'created_at')}
          union all ${part('browse_history', 'visited_at')} union all ${part('learning_progress', 'updated_at')}
        ) a group by d`.execute(db);
      return toRows('activeUsers', result.rows);
    },
  },
  {
    name: 'lessonPlays',
    metrics: ['lessonPlays'],
    full: false,
    tables: ['hit_counts'],
    // The daily hit counters of lesson items (videos, audio, exercises): not banners, ads or QR opens.
    rows: async (db, fromDay, toDay) => {
      const rows = await db
        .selectFrom('hit_counts')
        .select(['day', (eb) => eb.fn.sum<number>('count').as('v')])
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .where('kind', 'not in', ['banner', 'ad', 'openQr'])
        .groupBy('day')
        .execute();
      return rows
        .map((r) => ({
          day: r.day,
          metric: 'lessonPlays' as const,
          areaCode: '',
          staffId: 0,
          value: Number(r.v),
        }))
        .filter((r) => r.value !== 0);
    },
  },
  {
    name: 'checkins',
    metrics: ['checkins'],
    full: false,
    tables: ['checkin_posts'],
    rows: async (db, f, t) => toRows('checkins', await byDay(db, 'checkin_posts', 'created_at', count, f, t)),
  },
  {
    name: 'orders',
    metrics: ['orders'],
    full: false,
    tables: ['orders'],
    rows: async (db, f, t) => toRows('orders', await byDay(db, 'orders', 'created_at', count, f, t)),
  },
  {
    name: 'points',
    metrics: ['pointsEarned', 'pointsSpent'],
    full: false,
    tables: ['points_ledger'],
    rows: async (db, fromDay, toDay) => {
      const { from, to } = range(fromDay, toDay);
      const result = await sql<{ d: number; earned: number | null; spent: number | null }>`
        select ${dayOf('created_at')} as d,
          sum(case when delta > 0 then delta else 0 end) as earned,
          sum(case when delta < 0 then 0 - delta else 0 end) as spent
        from points_ledger where created_at >= ${from} and created_at < ${to} group by 1`.execute(db);
      return [
        ...toRows(
          'pointsEarned',
          result.rows.map((r) => ({ d: r.d, v: r.earned })),
        ),
        ...toRows(
          'pointsSpent',
          result.rows.map((r) => ({ d: r.d, v: r.spent })),
        ),
      ];
    },
  },
];

interface AreaStaffValue {
  d: number | string;
  area: string;
  staff: number | string | null;
  v: number | string | null;
}
const toAreaRows = (metric: StatsMetric, rows: AreaStaffValue[], dayIsText: boolean): RollupRow[] =>
  rows
    .map((r) => ({
      day: dayIsText ? String(r.d) : dayOfNumber(Number(r.d)),
      metric,
      areaCode: r.area,
      staffId: Number(r.staff ?? 0),
      value: Number(r.v ?? 0),
    }))
    .filter((r) => r.value !== 0);

/**
 * The field work of the archives (tables of the schools and bookstores modules), by district and by the
 * staff member who entered it: schools created, schools covered, books sold (copies and fen), books
 * shipped to bookshops.
 */
export const ARCHIVE_SOURCES: readonly RollupSource[] = [
  {
    name: 'schools',
    metrics: ['schools'],
    full: true,
    tables: ['schools'],
    rows: async (db) => {
      const r = await sql<AreaStaffValue>`select ${dayOf('created_at')} as d, area_code as area,
        created_by as staff, count(*) as v from schools group by 1, 2, 3`.execute(db);
      return toAreaRows('schools', r.rows, false);
    },
  },
  {
    name: 'coverage',
    metrics: ['coverage'],
    full: true,
    tables: ['schools', 'school_coverage'],
    rows: async (db) => {
      const r = await sql<AreaStaffValue>`select ${dayOf('c.created_at')} as d, s.area_code as area,
        c.user_id as staff, count(*) as v from school_coverage c join schools s on s.id = c.school_id
        group by 1, 2, 3`.execute(db);
      return toAreaRows('coverage', r.rows, false);
    },
  },
  {
    name: 'sales',
    metrics: ['salesQty', 'salesAmount'],
    full: true,
    tables: ['school_sales'],
    rows: async (db) => {
      const r = await sql<AreaStaffValue & { fen: number | string | null }>`select sold_on as d,
        area_code as area, created_by as staff, sum(quantity) as v, sum(amount_fen) as fen
        from school_sales group by sold_on, area_code, created_by`.execute(db);
      return [
        ...toAreaRows('salesQty', r.rows, true),
        ...toAreaRows(
          'salesAmount',
          r.rows.map((x) => ({ ...x, v: x.fen })),
          true,
        ),
      ];
    },
  },
  {
    name: 'shipments',
    metrics: ['shipQty'],
    full: true,
    tables: ['store_shipments'],
    rows: async (db) => {
      const r = await sql<AreaStaffValue>`select shipped_on as d, area_code as area, created_by as staff,
        sum(quantity) as v from store_shipments group by shipped_on, area_code, created_by`.execute(db);
      return toAreaRows('shipQty', r.rows, true);
    },
  },
];

export const ROLLUP_SOURCES: readonly RollupSource[] = [...ACTIVITY_SOURCES, ...ARCHIVE_SOURCES];
