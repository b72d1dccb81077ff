import { Code, type BigScreenData, type TjfxLeader, type TjfxMore } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { addDays, shanghaiDay } from './days.js';
import { refreshRollups } from './rollup.js';
import type { RollupSource } from './sources.js';

describe.each(dialects)('operations statistics on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get } = apiCalls(t);
  const db = () => t().app.db;
  const today = shanghaiDay(Date.now());
  const total = (d: BigScreenData, metric: string) => d.activity.find((x) => x.metric === metric);

  it('rolls up the seeded 90 days and answers the totals to staff', async () => {
    const run = await refreshRollups(db());
    expect(run.sources.map((s) => s.name)).toEqual(
      expect.arrayContaining(['newUsers', 'activeUsers', 'lessonPlays', 'checkins', 'orders', 'points']),
    );
    const staff = await t().login('staff');
    const res = await get<BigScreenData>('tjfx/getBigScreenData', {}, staff);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.today).toBe(today);
    expect(d.updatedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(total(d, 'newUsers')!.total).toBeGreaterThanOrEqual(60);
    expect(total(d, 'activeUsers')!.week).toBeGreaterThan(0);
    expect(total(d, 'lessonPlays')!.total).toBeGreaterThan(0);
    expect(total(d, 'pointsEarned')!.total).toBeGreaterThan(0);
    expect(d.scope.all).toBe(false);
    expect(d.archive.map((a) => a.metric)).toEqual([
      'schools',
      'coverage',
      'salesQty',
      'salesAmount',
      'shipQty',
    ]);
  });

  it('sees a new user after the next run, and not before', async () => {
    await refreshRollups(db());
    const before = await db()
      .selectFrom('stats_daily')
      .select('value')
      .where('metric', '=', 'newUsers')
      .where('day', '=', today)
      .executeTakeFirst();
    const now = Date.now();
    await db()
      .insertInto('users')
      .values({
        account: `stats_new_${dialect}`,
        password_hash: '!',
        nickname: '新同学',
        avatar: '',
        points: 0,
        is_teacher: 0,
        is_staff: 0,
        is_admin: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await refreshRollups(db());
    const after = await db()
      .selectFrom('stats_daily')
      .select('value')
      .where('metric', '=', 'newUsers')
      .where('day', '=', today)
      .executeTakeFirstOrThrow();
    expect(Number(after.value)).toBe(Number(before?.value ?? 0) + 1);
  });

  it('rolls up the seeded archives by district and staff member', async () => {
    await refreshRollups(db());
    const rows = await db()
      .selectFrom('stats_daily')
      .select(['metric', 'area_code', (eb) => eb.fn.sum<number>('value').as('v')])
      .where('metric', 'in', ['schools', 'coverage', 'salesAmount'])
      .groupBy(['metric', 'area_code'])
      .execute();
    const sumOf = (metric: string, prefix: string) =>
      rows
        .filter((r) => r.metric === metric && r.area_code.startsWith(prefix))
        .reduce((n, r) => n + Number(r.v), 0);
    const schools = await db().selectFrom('schools').select(['area_code']).execute();
    expect(sumOf('schools', '')).toBe(schools.length);
    expect(sumOf('schools', '3301')).toBe(schools.filter((s) => s.area_code.startsWith('3301')).length);
    const sales = await db()
      .selectFrom('school_sales')
      .select((eb) => eb.fn.sum<number>('amount_fen').as('fen'))
      .executeTakeFirst();
    expect(sumOf('salesAmount', '')).toBe(Number(sales?.fen ?? 0));
  });

  it('answers daily trends of every metric over the period', async () => {
    await refreshRollups(db());
    const admin = await t().login('admin');
    const res = await get<TjfxMore>('tjfx/getTjfxMore', { days: '30' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.days).toHaveLength(30);
    expect(res.body.data.days.at(-1)).toBe(today);
    expect(res.body.data.days[0]).toBe(addDays(today, -29));
    const plays = res.body.data.series.find((s) => s.metric === 'lessonPlays')!;
    expect(plays.values).toHaveLength(30);
    expect(plays.values.some((v) => v > 0)).toBe(true);
    expect(res.body.data.scope).toEqual({ all: true, areas: [] });
  });

  it('keeps archive figures by area and staff member, each caller seeing their own areas', async () => {
    const staffId = (
      await db().selectFrom('users').select('id').where('account', '=', 'staff').executeTakeFirstOrThrow()
    ).id;
    const fake: RollupSource = {
      name: 'sales',
      metrics: ['salesQty', 'salesAmount'],
      full: true,
      tables: ['users'],
      rows: async () => [
        { day: today, metric: 'salesAmount', areaCode: '330106', staffId, value: 12_345 },
        { day: today, metric: 'salesQty', areaCode: '330106', staffId, value: 30 },
        { day: addDays(today, -3), metric: 'salesAmount', areaCode: '330108', staffId, value: 5_000 },
        { day: today, metric: 'salesAmount', areaCode: '320505', staffId: 0, value: 99_999 },
      ],
    };
    await refreshRollups(db(), Date.now(), [fake]);
    const staff = await t().login('staff');
    const admin = await t().login('admin');

    const mine = await get<BigScreenData>('tjfx/getBigScreenData', {}, staff);
    const amount = mine.body.data.archive.find((a) => a.metric === 'salesAmount')!;
    expect(amount).toMatchObject({ total: 17_345, today: 12_345, unit: 'fen', label: '销售金额' });
    expect(mine.body.data.scope.areas).toEqual(['浙江省 杭州市']);

    const all = await get<BigScreenData>('tjfx/getBigScreenData', {}, admin);
    expect(all.body.data.archive.find((a) => a.metric === 'salesAmount')!.total).toBe(117_344);

    const suzhou = await get<BigScreenData>('tjfx/getBigScreenData', {}, await t().login('zhaoyewu'));
    expect(suzhou.body.data.archive.find((a) => a.metric === 'salesAmount')!.total).toBe(99_999);

    const narrowed = await get<BigScreenData>('tjfx/getBigScreenData', { areaCode: '330106' }, staff);
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.data.scope.areas).toEqual(['浙江省 杭州市 西湖区']);
    expect(narrowed.body.data.archive.find((a) => a.metric === 'salesAmount')!.total).toBe(12_345);

    const board = await get<TjfxLeader>('tjfx/getTjfxLeader', { metric: 'salesAmount', days: '7' }, staff);
    expect(board.status).toBe(200);
    expect(board.body.data.byArea.map((r) => [r.key, r.name, r.value])).toEqual([
      ['330106', '西湖区', 12_345],
      ['330108', '滨江区', 5_000],
    ]);
    expect(board.body.data.byStaff).toEqual([
      { rank: 1, key: String(staffId), name: '李业务', value: 17_345 },
    ]);

    const adminBoard = await get<TjfxLeader>(
      'tjfx/getTjfxLeader',
      { metric: 'salesAmount', days: '7' },
      admin,
    );
    expect(adminBoard.body.data.byArea[0]).toMatchObject({ key: '320505', value: 99_999 });

    const trend = await get<TjfxMore>('tjfx/getTjfxMore', { days: '7' }, staff);
    expect(trend.body.data.series.find((s) => s.metric === 'salesQty')!.values.at(-1)).toBe(30);
  });

  it('refuses bad input with the field named, other areas, and callers who are not staff', async () => {
    const staff = await t().login('staff');
    expectRefusal(await get('tjfx/getTjfxMore', { days: '8' }, staff), 400, /天数/);
    expectRefusal(await get('tjfx/getTjfxLeader', { metric: 'nope' }, staff), 400, /指标/);
    expectRefusal(await get('tjfx/getBigScreenData', { areaCode: 'abc' }, staff), 400, /区域/);
    expectRefusal(await get('tjfx/getBigScreenData', { areaCode: '320505' }, staff), 400, /负责区域/);
    for (const who of ['student', 'teacher']) {
      const res = await get('tjfx/getBigScreenData', {}, await t().login(who));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(Code.forbiddenRole);
    }
    expectRefusal(await get('tjfx/getTjfxMore', {}), 401);
  });
});
