import {
  adminCheckinEndpoints,
  checkinEndpoints,
  Code,
  type AdminCamp,
  type Camp,
  type CampDictionary,
  type CampGrade,
  type CampListItem,
  type CampRanking,
  type CampTask,
  type CheckinBadge,
  type CheckinPost,
  type Paged,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { checkAllBalances } from '../../test/points.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { checkinCalls, makeCamp } from './checkin.fixtures.js';
import { shanghaiToday, shiftDay } from './dates.js';

/** Check-in camps: the demo seed, the pupils' camp calls and enrolment, and the operators' camp calls. */
describe.each(dialects)('check-in camps on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const { get, post } = apiCalls(t);
  const { commit, enrol, member } = checkinCalls(t);

  describe('the demo seed', () => {
    it('has a running, a finished and an upcoming camp with tasks, pupils, media, comments and likes', async () => {
      const camps = await get<Paged<CampListItem>>('dakaying/getDakaYingList', { pageSize: '20' });
      expect(camps.status).toBe(200);
      const byStatus = Object.fromEntries(camps.body.data.list.map((c) => [c.status, c]));
      expect(Object.keys(byStatus).sort()).toEqual(['finished', 'running', 'upcoming']);
      const running = byStatus.running as CampListItem;
      expect(running.statusText).toBe('进行中');
      expect(running.gradeNames).toEqual(['一年级', '二年级']);
      expect(running.enrolledCount).toBe(7);
      expect(running.startDate).toBe(shiftDay(shanghaiToday(Date.now()), -9));

      const tasks = await get<CampTask[]>('dakaying/getAllTaskList', { dakaId: String(running.dakaId) });
      expect(tasks.body.data).toHaveLength(21);
      expect(tasks.body.data.filter((x) => x.opened)).toHaveLength(10);
      expect(tasks.body.data[4]?.title).toBe('朗读《静夜思》');

      const student = await t().login('student');
      const camp = await get<Camp>('dakaying/getDakaYingInfo', { dakaId: String(running.dakaId) }, student);
      expect(camp.body.data.mine).toEqual({
        enrolled: true,
        days: 8,
        streak: 5,
        checkedInToday: false,
        likesReceived: expect.any(Number),
      });

      const feed = await get<Paged<CheckinPost>>('dakaying/getDakaRijiList', {
        dakaId: String(running.dakaId),
        pageSize: '50',
      });
      const posts = feed.body.data.list;
      expect(posts.length).toBe(feed.body.data.total);
      expect(posts.some((p) => p.hidden)).toBe(false);
      const pictures = posts.flatMap((p) => p.files).filter((f) => f.kind === 'image');
      expect(pictures.length).toBeGreaterThanOrEqual(5);
      expect(pictures[0]?.thumbUrl).toMatch(/^\/uploads\/image\/.*-thumb\.webp$/);
      expect(posts.flatMap((p) => p.files).some((f) => f.kind === 'audio')).toBe(true);
      expect(posts.flatMap((p) => p.files).some((f) => f.kind === 'video')).toBe(true);
      expect(posts.some((p) => p.likeCount > 0 && p.commentCount > 0)).toBe(true);
      const served = await t().call('GET', pictures[0]?.url ?? '');
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');

      const ranking = await get<CampRanking>('dakaying/getDakaRanking', { dakaId: String(running.dakaId) });
      expect(ranking.body.data.list[0]).toMatchObject({ rank: 1, value: 10, user: { nickname: '小红' } });
      // Nothing of the demo lies in the future (today's check-ins come before the seed's time).
      for (const table of ['checkin_posts', 'checkin_comments', 'checkin_likes'] as const) {
        const latest = await db()
          .selectFrom(table)
          .select((eb) => eb.fn.max<number>('created_at').as('at'))
          .executeTakeFirstOrThrow();
        expect(Number(latest.at), table).toBeLessThanOrEqual(Date.now());
      }
      const hidden = await db().selectFrom('checkin_posts').select('id').where('hidden', '=', 1).execute();
      expect(hidden).toHaveLength(1);
      await checkAllBalances(db());
    });
  });

  describe('camps', () => {
    it('lists by status and mine; one camp; by version; dictionary; grades; the badge', async () => {
      const up = await makeCamp(db(), { startIn: 3, version: 'tv1' });
      const done = await makeCamp(db(), { startIn: -30, days: 5, version: 'tv1' });
      const off = await makeCamp(db(), { enabled: false });
      const u = await makeShopUser(db());

      const upcoming = await get<Paged<CampListItem>>('dakaying/getDakaYingList', {
        status: 'upcoming',
        pageSize: '50',
      });
      expect(upcoming.body.data.list.map((c) => c.dakaId)).toContain(up.campId);
      expect(upcoming.body.data.list.every((c) => c.status === 'upcoming')).toBe(true);
      const all = await get<Paged<CampListItem>>('dakaying/getDakaYingList', { pageSize: '50' });
      expect(all.body.data.list.map((c) => c.dakaId)).not.toContain(off.campId);

      expectRefusal(await get('dakaying/getDakaYingList', { mine: '1' }), 401);
      expect((await enrol(u.token, up.campId)).body.data.mine?.enrolled).toBe(true);
      const mine = await get<Paged<CampListItem>>('dakaying/getDakaYingList', { mine: '1' }, u.token);
      expect(mine.body.data.list.map((c) => c.dakaId)).toEqual([up.campId]);
      expect(mine.body.data.list[0]?.enrolled).toBe(true);

      const one = await get<Camp>('dakaying/getDakaYingInfo', { dakaId: String(up.campId) });
      expect(one.body.data).toMatchObject({
        status: 'upcoming',
        taskCount: 10,
        mine: null,
        enrolledCount: 1,
      });
      expectRefusal(
        await get('dakaying/getDakaYingInfo', { dakaId: String(off.campId) }),
        404,
        /打卡营不存在/,
      );
      expectRefusal(await get('dakaying/getDakaYingInfo', { dakaId: 'x' }), 400);

      // By version: nothing running, so the next upcoming one; then the latest finished.
      const byVersion = await get<Camp>('dakaying/getDakaYingInfoByversionID', { version: 'tv1' });
      expect(byVersion.body.data.dakaId).toBe(up.campId);
      await db().updateTable('checkin_camps').set({ enabled: 0 }).where('id', '=', up.campId).execute();
      expect(
        (await get<Camp>('dakaying/getDakaYingInfoByversionID', { version: 'tv1' })).body.data.dakaId,
      ).toBe(done.campId);
      expectRefusal(await get('dakaying/getDakaYingInfoByversionID', { version: 'none' }), 404);
      const seeded = await get<Camp>('dakaying/getDakaYingInfoByversionID', { version: 'rjb' });
      expect(seeded.body.data.status).toBe('running');

      const dic = await get<CampDictionary>('dakaying/getDicInfo', {
        dakaId: String(seeded.body.data.dakaId),
      });
      expect(dic.body.data).toMatchObject({
        servicePhone: '400-800-1234',
        serviceQr: expect.stringMatching(/^\/media/),
      });
      const grades = await get<CampGrade[]>('dakaying/getDakaGradeList', {
        dakaId: String(seeded.body.data.dakaId),
      });
      expect(grades.body.data.map((g) => g.name)).toEqual(['一年级', '二年级']);
      // A camp that lists no grade is for every grade.
      const every = await get<CampGrade[]>('dakaying/getDakaGradeList', { dakaId: String(done.campId) });
      expect(every.body.data.length).toBeGreaterThan(2);

      const anon = await get<CheckinBadge | null>('dakaying/getDakaFubiao');
      expect(anon.body.data).toMatchObject({
        text: '快来打卡',
        url: expect.stringMatching(/^\/pages\/clock\/index\?dakaId=\d+$/),
      });
      const student = await t().login('student');
      const badge = await get<CheckinBadge | null>('dakaying/getDakaFubiao', undefined, student);
      expect(badge.body.data?.text).toBe('今日未打卡');
    });

    it('enrols once however often asked, with a grade of the camp; a finished camp refuses', async () => {
      const c = await makeCamp(db());
      const u = await makeShopUser(db());
      expectRefusal(await post('dakaying/commitDakaYingBaoming', { dakaId: String(c.campId) }), 401);
      const first = await enrol(u.token, c.campId);
      expect(first.body.msg).toBe('报名成功');
      expect(first.body.data).toMatchObject({
        enrolled: true,
        enrolledCount: 1,
        mine: { enrolled: true, days: 0 },
      });
      expect((await enrol(u.token, c.campId)).body.data.enrolledCount).toBe(1);
      const grade = await db()
        .selectFrom('dictionaries')
        .select('id')
        .where('dic_type', '=', 'grade')
        .executeTakeFirstOrThrow();
      const other = await makeShopUser(db());
      const withGrade = await post<Camp>(
        'dakaying/commitDakaYingBaoming',
        { dakaId: String(c.campId), gradeId: String(grade.id) },
        other.token,
      );
      expect(withGrade.body.data.enrolledCount).toBe(2);
      expectRefusal(
        await post(
          'dakaying/commitDakaYingBaoming',
          { dakaId: String(c.campId), gradeId: '999999' },
          u.token,
        ),
        400,
        /年级不正确/,
      );
      const done = await makeCamp(db(), { startIn: -30, days: 5 });
      expectRefusal(await enrol(u.token, done.campId), 409, /^打卡营已结束$/);
      expectRefusal(await enrol(u.token, 99_999_999), 404, /打卡营不存在/);
    });

    it('lists all tasks and the tasks of a day, with the caller state', async () => {
      const m = await member();
      const all = await get<CampTask[]>(
        'dakaying/getAllTaskList',
        { dakaId: String(m.campId) },
        m.user.token,
      );
      expect(all.body.data.map((x) => x.opened)).toEqual([true, true, true, ...Array(7).fill(false)]);
      expect(all.body.data[2]).toMatchObject({
        dayIndex: 3,
        openDate: shanghaiToday(Date.now()),
        myCheckins: 0,
      });
      const today = await get<CampTask[]>('dakaying/getDakaTaskList', { dakaId: String(m.campId) });
      expect(today.body.data.map((x) => x.dayIndex)).toEqual([3]);
      const first = await get<CampTask[]>('dakaying/getDakaTaskList', {
        dakaId: String(m.campId),
        date: m.start,
      });
      expect(first.body.data.map((x) => x.dayIndex)).toEqual([1]);
      expectRefusal(
        await get('dakaying/getDakaTaskList', { dakaId: String(m.campId), date: '2026/1/1' }),
        400,
      );
    });
  });

  describe('operators', () => {
    it('refuses a pupil (403, code 700) and anonymous callers (401) on every call', async () => {
      const pupil = await t().login('student');
      for (const e of Object.values(adminCheckinEndpoints)) {
        const r = await t().call(e.method, `/api/${e.path}`, { token: pupil, form: {} });
        expect(r.status, e.path).toBe(403);
        expect(r.body.code).toBe(Code.forbiddenRole);
        expect((await t().call(e.method, `/api/${e.path}`)).body.code).toBe(Code.noToken);
      }
      // Every user call refuses without a token.
      for (const e of Object.values(checkinEndpoints).filter((x) => x.auth === 'user')) {
        const r = await t().call(e.method, `/api/${e.path}`, { form: {} });
        expect(r.status, e.path).toBe(401);
      }
    });

    it('lists and saves camps, saves and deletes tasks', async () => {
      const admin = await t().login('admin');
      const grades = await db()
        .selectFrom('dictionaries')
        .select('id')
        .where('dic_type', '=', 'grade')
        .limit(2)
        .execute();
      const form = {
        title: '暑假阅读营',
        kind: 'reading',
        startDate: '2030-07-01',
        endDate: '2030-07-03',
        gradeIds: grades.map((g) => g.id).join(','),
        pointsPerCheckin: '3',
        prizeDays: '2',
        servicePhone: '400-1',
      };
      const made = await post<AdminCamp>('admin/checkin/saveCamp', form, admin);
      expect(made.status).toBe(200);
      expect(made.body.data).toMatchObject({
        title: '暑假阅读营',
        status: 'upcoming',
        enabled: true,
        gradeIds: grades.map((g) => g.id),
      });
      const dakaId = String(made.body.data.dakaId);
      const edited = await post<AdminCamp>(
        'admin/checkin/saveCamp',
        { ...form, dakaId, title: '暑假阅读营（改）', enabled: '0' },
        admin,
      );
      expect(edited.body.data).toMatchObject({ title: '暑假阅读营（改）', enabled: false });
      expectRefusal(await post('admin/checkin/saveCamp', { ...form, dakaId: '99999999' }, admin), 404);
      expectRefusal(
        await post('admin/checkin/saveCamp', { ...form, endDate: '2030-06-01' }, admin),
        400,
        /结束日期/,
      );
      expectRefusal(
        await post('admin/checkin/saveCamp', { ...form, gradeIds: '99999' }, admin),
        400,
        /年级不正确/,
      );
      expectRefusal(
        await post('admin/checkin/saveCamp', { ...form, title: '' }, admin),
        400,
        /请输入打卡营名称/,
      );
      const list = await get<Paged<AdminCamp>>('admin/checkin/getCampList', { pageSize: '50' }, admin);
      expect(list.body.data.list.map((c) => c.dakaId)).toContain(made.body.data.dakaId);

      const task = await post<CampTask>(
        'admin/checkin/saveTask',
        { dakaId, dayIndex: '2', title: '读一首诗' },
        admin,
      );
      expect(task.body.data).toMatchObject({ dayIndex: 2, openDate: '2030-07-02', title: '读一首诗' });
      const taskId = String(task.body.data.taskId);
      const renamed = await post<CampTask>(
        'admin/checkin/saveTask',
        { taskId, dakaId, dayIndex: '3', title: '读两首诗' },
        admin,
      );
      expect(renamed.body.data).toMatchObject({ dayIndex: 3, title: '读两首诗' });
      expectRefusal(
        await post('admin/checkin/saveTask', { dakaId, dayIndex: '4', title: 'x' }, admin),
        400,
        /天数不能超过/,
      );
      expectRefusal(
        await post(
          'admin/checkin/saveTask',
          { taskId: '99999999', dakaId, dayIndex: '1', title: 'x' },
          admin,
        ),
        404,
      );
      expect((await post('admin/checkin/deleteTask', { taskId }, admin)).status).toBe(200);
      expectRefusal(await post('admin/checkin/deleteTask', { taskId }, admin), 404);

      // A task with check-ins stays.
      const m = await member();
      await commit(m.user.token, { taskId: String(m.taskIds[0]), content: '打卡' });
      expectRefusal(
        await post('admin/checkin/deleteTask', { taskId: String(m.taskIds[0]) }, admin),
        409,
        /已有打卡/,
      );
    });
  });
});
