import {
  ACTIVITY_METRICS,
  ARCHIVE_METRICS,
  STATS_METRIC_INFO,
  type ArchiveMetric,
  type BigScreenData,
  type LeaderRow,
  type StatsMetric,
  type StatsScope,
  type StatsTotal,
  type TjfxLeader,
  type TjfxMore,
} from '@jc/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../db/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { badInput } from '../../shared/errors.js';
import { JsonCache, replyCached } from '../../shared/json-cache.js';
import type { Sent } from '../../shared/serve.js';
import { formatTime } from '../../shared/time.js';
import type { AuthUser } from '../../types.js';
import { addDays, dayList, shanghaiDay } from './days.js';
import { lastRefreshed, rollupGeneration } from './rollup.js';

/** Whose archive figures a caller sees: every area (admins) or the district-code prefixes of their areas. */
export type StatsAreaScope = { all: true } | { all: false; codes: string[] };

export async function scopeOf(db: Db, user: AuthUser, areaCode?: string): Promise<StatsAreaScope> {
  let scope: StatsAreaScope;
  if (user.roles.includes('admin')) scope = { all: true };
  else {
    const rows = await db
      .selectFrom('user_areas')
      .select('area_code')
      .where('user_id', '=', user.id)
      .execute();
    scope = { all: false, codes: rows.map((r) => r.area_code) };
  }
  if (!areaCode) return scope;
  if (scope.all) return { all: false, codes: [areaCode] };
  // A narrower area inside one's own, or one's areas inside a broader one asked for.
  if (scope.codes.some((c) => areaCode.startsWith(c))) return { all: false, codes: [areaCode] };
  const inside = scope.codes.filter((c) => c.startsWith(areaCode));
  if (inside.length === 0) throw badInput('只能查看您负责区域的统计');
  return { all: false, codes: inside };
}

const scopeKey = (s: StatsAreaScope) => (s.all ? '*' : s.codes.slice().sort().join(','));

/** The archive rows of a scope: their district code under one of its prefixes. */
function inScope(scope: StatsAreaScope) {
  return (eb: ExpressionBuilder<Database, 'stats_daily'>) =>
    scope.all
      ? sql<boolean>`1 = 1`
      : scope.codes.length === 0
        ? sql<boolean>`1 = 0`
        : eb.or(scope.codes.map((c) => eb('area_code', 'like', `${c}%`)));
}

async function scopeInfo(db: Db, scope: StatsAreaScope): Promise<StatsScope> {
  if (scope.all) return { all: true, areas: [] };
  const prefixes = [...new Set(scope.codes.flatMap((c) => [c.slice(0, 2), c.slice(0, 4), c]))];
  const names =
    prefixes.length === 0
      ? new Map<string, string>()
      : new Map(
          (await db.selectFrom('areas').select(['code', 'name']).where('code', 'in', prefixes).execute()).map(
            (a) => [a.code, a.name],
          ),
        );
  const full = (c: string) =>
    [...new Set([c.slice(0, 2), c.slice(0, 4), c])]
      .map((p) => names.get(p))
      .filter(Boolean)
      .join(' ');
  return { all: false, areas: scope.codes.map(full) };
}

/**
 * Answers shared for a few seconds, as the bytes of the whole envelope (gzipped when big): the rollups
 * change only when the job runs (a run in this process drops them at once; another process's run shows
 * within `STATS_CACHE_MS`). A caller's areas are kept as long. Every caller of one scope shares one answer.
 */
export class StatsReads {
  private readonly answers: JsonCache;
  /** A caller's scope as it is being read, then as read (with its cache key): a hit costs no promise. */
  private readonly scopes = new Map<
    string,
    { at: number; scope: Promise<StatsAreaScope>; known?: { scope: StatsAreaScope; key: string } }
  >();
  private generation = rollupGeneration();

  constructor(
    private readonly db: () => Db,
    private readonly maxAgeMs = 5_000,
  ) {
    this.answers = new JsonCache(maxAgeMs);
  }

  private fresh(): void {
    const generation = rollupGeneration();
    if (generation === this.generation) return;
    this.generation = generation;
    this.answers.invalidate();
  }

  /**
   * Runs `then` with the caller's scope (their areas kept for the cache's time), narrowed to `areaCode`
   * when asked, and its cache key: at once when the scope is known, after it is read otherwise.
   */
  private withScope<T>(
    user: AuthUser,
    areaCode: string | undefined,
    then: (scope: StatsAreaScope, key: string) => T,
  ): T | Promise<T> {
    const key = `${user.id}:${user.roles.includes('admin') ? 'a' : 's'}:${areaCode ?? ''}`;
    const now = Date.now();
    const hit = this.scopes.get(key);
    if (hit && now - hit.at < this.maxAgeMs) {
      return hit.known
        ? then(hit.known.scope, hit.known.key)
        : hit.scope.then((scope) => then(scope, scopeKey(scope)));
    }
    const scope = scopeOf(this.db(), user, areaCode);
    const entry: {
      at: number;
      scope: Promise<StatsAreaScope>;
      known?: { scope: StatsAreaScope; key: string };
    } = { at: now, scope };
    this.scopes.set(key, entry);
    scope.then(
      (s) => (entry.known = { scope: s, key: scopeKey(s) }),
      () => this.scopes.delete(key),
    );
    if (this.scopes.size > 5000) this.scopes.delete(this.scopes.keys().next().value as string);
    return scope.then((s) => then(s, scopeKey(s)));
  }

  private send<A>(ctx: Ctx, key: string, load: () => Promise<A>): Sent<A> {
    this.fresh();
    return replyCached(ctx.req, ctx.reply, this.answers, key, () =>
      load().then((d) => ok(d)),
    ) as unknown as Sent<A>;
  }

  totals(ctx: Ctx, q: { areaCode?: string | undefined }): Sent<BigScreenData> | Promise<Sent<BigScreenData>> {
    return this.withScope(ctx.user, q.areaCode, (scope, key) =>
      this.send(ctx, `totals:${key}`, () => totals(this.db(), scope)),
    );
  }

  trend(
    ctx: Ctx,
    q: { days: number; areaCode?: string | undefined },
  ): Sent<TjfxMore> | Promise<Sent<TjfxMore>> {
    return this.withScope(ctx.user, q.areaCode, (scope, key) =>
      this.send(ctx, `trend:${q.days}:${key}`, () => trend(this.db(), scope, q.days)),
    );
  }

  leader(
    ctx: Ctx,
    q: { days: number; metric: ArchiveMetric; areaCode?: string | undefined },
  ): Sent<TjfxLeader> | Promise<Sent<TjfxLeader>> {
    return this.withScope(ctx.user, q.areaCode, (scope, key) =>
      this.send(ctx, `leader:${q.days}:${q.metric}:${key}`, () => leader(this.db(), scope, q.metric, q.days)),
    );
  }
}

type Ctx = { user: AuthUser; req: FastifyRequest; reply: FastifyReply };

interface SumRow {
  metric: string;
  total: number | string | null;
  today: number | string | null;
  yesterday: number | string | null;
  week: number | string | null;
}

async function totals(db: Db, scope: StatsAreaScope): Promise<BigScreenData> {
  const today = shanghaiDay(Date.now());
  const yesterday = addDays(today, -1);
  const weekFrom = addDays(today, -6);
  const sums = (archive: boolean) =>
    db
      .selectFrom('stats_daily')
      .select((eb) => [
        'metric',
        eb.fn.sum<number>('value').as('total'),
        eb.fn.sum<number>(eb.case().when('day', '=', today).then(eb.ref('value')).else(0).end()).as('today'),
        eb.fn
          .sum<number>(eb.case().when('day', '=', yesterday).then(eb.ref('value')).else(0).end())
          .as('yesterday'),
        eb.fn
          .sum<number>(eb.case().when('day', '>=', weekFrom).then(eb.ref('value')).else(0).end())
          .as('week'),
      ])
      .where('metric', 'in', archive ? [...ARCHIVE_METRICS] : [...ACTIVITY_METRICS])
      .$if(!archive, (qb) => qb.where('area_code', '=', ''))
      .$if(archive, (qb) => qb.where(inScope(scope)))
      .groupBy('metric')
      .execute() as Promise<SumRow[]>;
  const [activity, archive, at, info] = await Promise.all([
    sums(false),
    sums(true),
    lastRefreshed(db),
    scopeInfo(db, scope),
  ]);
  const toTotals = (metrics: readonly StatsMetric[], rows: SumRow[]): StatsTotal[] => {
    const by = new Map(rows.map((r) => [r.metric, r]));
    return metrics.map((metric) => {
      const r = by.get(metric);
      return {
        metric,
        ...STATS_METRIC_INFO[metric],
        total: Number(r?.total ?? 0),
        today: Number(r?.today ?? 0),
        yesterday: Number(r?.yesterday ?? 0),
        week: Number(r?.week ?? 0),
      };
    });
  };
  return {
    scope: info,
    updatedAt: at ? formatTime(at).slice(0, 16) : '',
    today,
    activity: toTotals(ACTIVITY_METRICS, activity),
    archive: toTotals(ARCHIVE_METRICS, archive),
  };
}

async function trend(db: Db, scope: StatsAreaScope, count: number): Promise<TjfxMore> {
  const days = dayList(shanghaiDay(Date.now()), count);
  const from = days[0] as string;
  const byDay = (archive: boolean) =>
    db
      .selectFrom('stats_daily')
      .select((eb) => ['day', 'metric', eb.fn.sum<number>('value').as('v')])
      .where('day', '>=', from)
      .where('metric', 'in', archive ? [...ARCHIVE_METRICS] : [...ACTIVITY_METRICS])
      .$if(!archive, (qb) => qb.where('area_code', '=', ''))
      .$if(archive, (qb) => qb.where(inScope(scope)))
      .groupBy(['day', 'metric'])
      .execute();
  const [activity, archive, info] = await Promise.all([byDay(false), byDay(true), scopeInfo(db, scope)]);
  const index = new Map(days.map((d, i) => [d, i]));
  const series = new Map(
    [...ACTIVITY_METRICS, ...ARCHIVE_METRICS].map((metric) => [
      metric as string,
      { metric, ...STATS_METRIC_INFO[metric], values: days.map(() => 0) },
    ]),
  );
  for (const r of [...activity, ...archive]) {
    const i = index.get(r.day);
    const s = series.get(r.metric);
    if (i !== undefined && s) s.values[i] = Number(r.v);
  }
  return { scope: info, days, series: [...series.values()] };
}

const LEADER_SIZE = 10;

async function leader(
  db: Db,
  scope: StatsAreaScope,
  metric: ArchiveMetric,
  days: number,
): Promise<TjfxLeader> {
  const to = shanghaiDay(Date.now());
  const from = addDays(to, -(days - 1));
  const base = db
    .selectFrom('stats_daily')
    .where('metric', '=', metric)
    .where('day', '>=', from)
    .where(inScope(scope));
  const [areas, staff] = await Promise.all([
    base
      .leftJoin('areas', 'areas.code', 'stats_daily.area_code')
      .select((eb) => [
        'stats_daily.area_code as key',
        eb.fn.max('areas.name').as('name'),
        eb.fn.sum<number>('value').as('v'),
      ])
      .groupBy('stats_daily.area_code')
      .orderBy('v', 'desc')
      .orderBy('stats_daily.area_code')
      .limit(LEADER_SIZE)
      .execute(),
    base
      .leftJoin('users', 'users.id', 'stats_daily.staff_id')
      .select((eb) => [
        'stats_daily.staff_id as key',
        eb.fn.max('users.nickname').as('name'),
        eb.fn.sum<number>('value').as('v'),
      ])
      .groupBy('stats_daily.staff_id')
      .orderBy('v', 'desc')
      .orderBy('stats_daily.staff_id')
      .limit(LEADER_SIZE)
      .execute(),
  ]);
  const rows = (list: { key: string | number; name: string | null; v: number | string }[]): LeaderRow[] =>
    list.map((r, i) => ({
      rank: i + 1,
      key: String(r.key),
      name: r.name ?? (String(r.key) === '0' ? '未知' : String(r.key)),
      value: Number(r.v),
    }));
  return {
    metric,
    ...STATS_METRIC_INFO[metric],
    days,
    from,
    to,
    byArea: rows(areas),
    byStaff: rows(staff),
  };
}
