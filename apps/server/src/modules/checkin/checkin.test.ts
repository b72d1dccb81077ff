import {
  adminCheckinEndpoints,
  checkinEndpoints,
  Code,
  type AdminCamp,
  type Camp,
  type CampDictionary,
  type CampGrade,
  type CampListItem,
  type CampPrizeAddress,
  type CampRanking,
  type CampTask,
  type CheckinBadge,
  type CheckinCounts,
  type CheckinDetail,
  type CheckinFile,
  type CheckinHistory,
  type CheckinPost,
  type Paged,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { checkAllBalances, ledgerOf } from '../../test/points.js';
import { makeShopUser, makeShopUsers } from '../shop/shop.fixtures.js';
import { makeCamp, picture, summaryOf, upload } from './checkin.fixtures.js';
import { shanghaiToday, shiftDay } from './dates.js';
import { sweepPendingFiles } from './post-files.js';
import { localFileStore, storeUpload } from '../uploads/index.js';

const SCRIPT = Buffer.from('#!/bin/sh\necho "not a picture"\nrm -rf /\n');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe.each(dialects)('check-in camp on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const { get, post } = apiCalls(t);
  const commit = (
    token: string | undefined,
    fields: Record<string, string>,
    files: Parameters<typeof upload>[4] = [],
  ) => upload<CheckinPost>(t(), 'dakaying/commitDakaInfoAndFile', token, fields, files);
  const modify = (token: string, fields: Record<string, string>, files: Parameters<typeof upload>[4] = []) =>
    upload<CheckinPost | null>(t(), 'dakaying/modifyDakaInfoAndFile', token, fields, files);
  const enrol = (token: string, dakaId: number) =>
    post<Camp>('dakaying/commitDakaYingBaoming', { dakaId: String(dakaId) }, token);
  /** A pupil enrolled in a fresh running camp (day 3 of 10 today). */
  const member = async (opts: Parameters<typeof makeCamp>[1] = {}) => {
    const camp = await makeCamp(db(), opts);
    const u = await makeShopUser(db());
    expect((await enrol(u.token, camp.campId)).status).toBe(200);
    return { ...camp, user: u };
  };

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

  describe('checking in', () => {
    it('posts text and two pictures, earns the points once per task, counts once per day', async () => {
      const m = await member({ points: 7 });
      const [t3, t2] = [m.taskIds[2] ?? 0, m.taskIds[1] ?? 0];
      const res = await commit(m.user.token, { taskId: String(t3), content: '今天读了三遍' }, [
        { name: 'a.jpg', data: await picture('#aa0000') },
        { name: 'b.png', data: await picture('#00aa00', 'png') },
      ]);
      expect(res.status).toBe(200);
      expect(res.body.msg).toBe('打卡成功');
      const p = res.body.data;
      expect(p).toMatchObject({
        taskId: t3,
        dayIndex: 3,
        content: '今天读了三遍',
        mine: true,
        hidden: false,
        likeCount: 0,
      });
      expect(p.day).toBe(shanghaiToday(Date.now()));
      expect(p.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(p.files.map((f) => f.kind)).toEqual(['image', 'image']);
      expect(p.files[0]?.thumbUrl).toMatch(/-thumb\.webp$/);
      expect(await ledgerOf(db(), m.user.id)).toEqual([
        { delta: 7, balance_after: 7, reason: 'checkin', ref: `checkin:${p.dakaInfoId}` },
      ]);
      // A second check-in of the same task the same day is refused.
      expectRefusal(
        await commit(m.user.token, { taskId: String(t3), content: '再来一次' }),
        409,
        /^今天已经打过卡了$/,
      );
      // Another open task the same day: points again, the day counted once.
      expect((await commit(m.user.token, { taskId: String(t2), content: '补打第二天' })).status).toBe(200);
      const s = await summaryOf(db(), m.campId, m.user.id);
      expect(s).toMatchObject({ days: 1, streak: 1, checkin_count: 2, last_day: shanghaiToday(Date.now()) });
      expect((await ledgerOf(db(), m.user.id)).map((r) => r.delta)).toEqual([7, 7]);
      const camp = await get<Camp>('dakaying/getDakaYingInfo', { dakaId: String(m.campId) }, m.user.token);
      expect(camp.body.data).toMatchObject({
        checkinCount: 2,
        mine: { days: 1, streak: 1, checkedInToday: true },
      });
      const tasks = await get<CampTask[]>(
        'dakaying/getAllTaskList',
        { dakaId: String(m.campId) },
        m.user.token,
      );
      expect(tasks.body.data[2]).toMatchObject({ checkedInToday: true, myCheckins: 1, checkinCount: 1 });

      // Deleting and posting again the next day does not earn twice (the reward row is per task and user).
      const del = await modify(m.user.token, { dakaInfoId: String(p.dakaInfoId), action: 'delete' });
      expect(del.body).toMatchObject({ code: 200, data: null });
      expect((await commit(m.user.token, { taskId: String(t3), content: '重新打卡' })).status).toBe(200);
      expect((await ledgerOf(db(), m.user.id)).map((r) => r.delta)).toEqual([7, 7]);
      await checkAllBalances(db());
    });

    it('takes only its own pending uploads; unattached ones are swept after a day', async () => {
      const m = await member();
      // An upload of another feature (an avatar, say) is not a check-in's file.
      const avatar = await storeUpload(db(), localFileStore(t().config.uploadsDir), t().config.uploadLimits, {
        userId: m.user.id,
        kind: 'image',
        data: await picture(),
      });
      expectRefusal(
        await commit(m.user.token, { taskId: String(m.taskIds[0]), fileIds: String(avatar.id) }),
        400,
        /^文件不存在$/,
      );
      const sent = async () =>
        (
          await upload<CheckinFile>(t(), 'dakaying/fileUploadTwo', m.user.token, { type: 'image' }, [
            { name: 'x.jpg', data: await picture() },
          ])
        ).body.data.fileId;
      const kept = await sent();
      const left = await sent();
      const used = await sent();
      expect(
        (await commit(m.user.token, { taskId: String(m.taskIds[0]), fileIds: String(used) })).status,
      ).toBe(200);
      const store = localFileStore(t().config.uploadsDir);
      // Nothing is a day old yet.
      expect(await sweepPendingFiles(db(), store)).toBe(0);
      await db()
        .updateTable('checkin_pending_files')
        .set({ created_at: 0 })
        .where('upload_id', '=', left)
        .execute();
      expect(await sweepPendingFiles(db(), store)).toBe(1);
      const ids = (
        await db().selectFrom('uploads').select('id').where('user_id', '=', m.user.id).execute()
      ).map((r) => r.id);
      expect(ids.sort((a, b) => a - b)).toEqual([avatar.id, kept, used].sort((a, b) => a - b));
      expectRefusal(
        await commit(m.user.token, { taskId: String(m.taskIds[1]), fileIds: String(left) }),
        400,
        /^文件不存在$/,
      );
      expect(
        (await commit(m.user.token, { taskId: String(m.taskIds[1]), fileIds: String(kept) })).status,
      ).toBe(200);
    });

    it('takes files sent before by fileUploadTwo, a recording, and a video', async () => {
      const m = await member();
      const up = await upload<CheckinFile>(t(), 'dakaying/fileUploadTwo', m.user.token, { type: 'image' }, [
        { name: 'x.jpg', data: await picture() },
      ]);
      expect(up.status).toBe(200);
      expect(up.body.data).toMatchObject({ kind: 'image', width: 64, height: 48 });
      expectRefusal(
        await upload(t(), 'dakaying/fileUploadTwo', m.user.token, { type: 'image' }, [
          { name: 'x.svg', data: SVG },
        ]),
        400,
        /文件类型不支持/,
      );
      expectRefusal(
        await upload(t(), 'dakaying/fileUploadTwo', m.user.token, { type: 'image' }),
        400,
        /请选择要上传的文件/,
      );
      const mp3 = await import('node:fs').then((fs) =>
        fs.readFileSync(new URL('../../../assets/media/checkin/reading-chunxiao.mp3', import.meta.url)),
      );
      const audio = await upload<CheckinFile>(
        t(),
        'dakaying/fileUploadTwo',
        m.user.token,
        { type: 'audio' },
        [{ name: 'r.mp3', data: mp3 }],
      );
      expect(audio.body.data.kind).toBe('audio');
      // Pictures and a recording do not mix.
      expectRefusal(
        await commit(m.user.token, {
          taskId: String(m.taskIds[0]),
          fileIds: `${up.body.data.fileId},${audio.body.data.fileId}`,
        }),
        400,
        /图片、录音和视频只能选一种/,
      );
      const withPic = await commit(m.user.token, {
        taskId: String(m.taskIds[0]),
        fileIds: String(up.body.data.fileId),
      });
      expect(withPic.body.data.files.map((f) => f.fileId)).toEqual([up.body.data.fileId]);
      // An attached file cannot be used again, nor another user's.
      expectRefusal(
        await commit(m.user.token, { taskId: String(m.taskIds[1]), fileIds: String(up.body.data.fileId) }),
        400,
        /^文件不存在$/,
      );
      const other = await makeShopUser(db());
      await enrol(other.token, m.campId);
      expectRefusal(
        await commit(other.token, { taskId: String(m.taskIds[1]), fileIds: String(audio.body.data.fileId) }),
        400,
        /^文件不存在$/,
      );
      const rec = await commit(m.user.token, {
        taskId: String(m.taskIds[1]),
        fileIds: String(audio.body.data.fileId),
      });
      expect(rec.body.data.files[0]).toMatchObject({ kind: 'audio', thumbUrl: '' });
      // Two recordings are one too many.
      expectRefusal(
        await commit(m.user.token, { taskId: String(m.taskIds[2]), fileType: 'audio' }, [
          { name: 'a.mp3', data: mp3 },
          { name: 'b.mp3', data: mp3 },
        ]),
        400,
        /只能上传一个录音/,
      );
      const mp4 = await import('node:fs').then((fs) =>
        fs.readFileSync(new URL('../../../assets/media/checkin/video-xiaochuan.mp4', import.meta.url)),
      );
      const video = await commit(m.user.token, { taskId: String(m.taskIds[2]), fileType: 'video' }, [
        { name: 'v.mp4', data: mp4 },
      ]);
      expect(video.body.data.files[0]?.kind).toBe('video');
    });

    it('refuses bad input with a clear message and no change', async () => {
      const m = await member();
      const task = String(m.taskIds[2]);
      const uploadsBefore = await db()
        .selectFrom('uploads')
        .select('id')
        .where('user_id', '=', m.user.id)
        .execute();
      expectRefusal(
        await commit(m.user.token, { taskId: task, content: '字'.repeat(141) }),
        400,
        /打卡内容不能超过140个字/,
      );
      expectRefusal(await commit(m.user.token, { taskId: task }), 400, /请输入打卡内容或上传文件/);
      expectRefusal(
        await commit(m.user.token, { taskId: task, fileIds: '1,2,3,4,5,6,7,8,9,10' }),
        400,
        /最多上传9张图片/,
      );
      const pic = await picture();
      expectRefusal(
        await commit(
          m.user.token,
          { taskId: task },
          Array.from({ length: 10 }, (_, i) => ({ name: `${i}.jpg`, data: pic })),
        ),
        400,
        /最多9个/,
      );
      // A script renamed .jpg, and an SVG: refused by their content (and the good picture before them is not kept).
      expectRefusal(
        await commit(m.user.token, { taskId: task }, [
          { name: 'ok.jpg', data: pic },
          { name: 'evil.jpg', data: SCRIPT, type: 'image/jpeg' },
        ]),
        400,
        /文件类型不支持/,
      );
      expectRefusal(
        await commit(m.user.token, { taskId: task }, [{ name: 'x.svg', data: SVG, type: 'image/svg+xml' }]),
        400,
        /文件类型不支持/,
      );
      expectRefusal(await commit(m.user.token, { taskId: 'abc' }), 400);
      expectRefusal(await commit(undefined, { taskId: task, content: 'x' }), 401);
      expect(
        await db().selectFrom('uploads').select('id').where('user_id', '=', m.user.id).execute(),
      ).toEqual(uploadsBefore);
      expect(
        await db().selectFrom('checkin_posts').select('id').where('user_id', '=', m.user.id).execute(),
      ).toEqual([]);
    });

    it('refuses a camp not joined, a task not open, a camp not running', async () => {
      const m = await member();
      const stranger = await makeShopUser(db());
      expectRefusal(
        await commit(stranger.token, { taskId: String(m.taskIds[0]), content: 'x' }),
        409,
        /^请先报名参加打卡营$/,
      );
      expectRefusal(
        await commit(m.user.token, { taskId: String(m.taskIds[3]), content: 'x' }),
        409,
        /^该任务还未开始$/,
      );
      expectRefusal(await commit(m.user.token, { taskId: '99999999', content: 'x' }), 404, /打卡任务不存在/);
      const up = await member({ startIn: 2 });
      expectRefusal(
        await commit(up.user.token, { taskId: String(up.taskIds[0]), content: 'x' }),
        409,
        /^打卡营未开始$/,
      );
      const done = await makeCamp(db(), { startIn: -20, days: 5 });
      const now = Date.now();
      await db()
        .insertInto('checkin_enrolments')
        .values({
          camp_id: done.campId,
          user_id: m.user.id,
          grade_id: null,
          days: 0,
          days_at: now,
          streak: 0,
          streak_at: now,
          last_day: null,
          likes_received: 0,
          likes_at: now,
          checkin_count: 0,
          created_at: now,
        })
        .execute();
      expectRefusal(
        await commit(m.user.token, { taskId: String(done.taskIds[0]), content: 'x' }),
        409,
        /^打卡营已结束$/,
      );
    });

    it('edits and deletes only the caller own check-in, recomputing the summary', async () => {
      const m = await member();
      const first = await commit(m.user.token, { taskId: String(m.taskIds[2]), content: '第一版' }, [
        { name: 'a.jpg', data: await picture() },
      ]);
      const id = first.body.data.dakaInfoId;
      const keep = first.body.data.files[0]?.fileId ?? 0;
      const edited = await modify(
        m.user.token,
        { dakaInfoId: String(id), content: '第二版', fileIds: String(keep) },
        [{ name: 'b.jpg', data: await picture('#123456') }],
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data?.content).toBe('第二版');
      expect(edited.body.data?.files.map((f) => f.fileId)[0]).toBe(keep);
      expect(edited.body.data?.files).toHaveLength(2);
      // Files the edit left out, and those of a deleted check-in, are removed with their rows.
      const uploadsOf = async () =>
        (await db().selectFrom('uploads').select('id').where('user_id', '=', m.user.id).execute()).map(
          (r) => r.id,
        );
      const second = edited.body.data?.files[1]?.fileId ?? 0;
      const trimmed = await modify(m.user.token, {
        dakaInfoId: String(id),
        content: '第三版',
        fileIds: String(second),
      });
      expect(trimmed.body.data?.files.map((f) => f.fileId)).toEqual([second]);
      expect(await uploadsOf()).toEqual([second]);
      const other = await makeShopUser(db());
      expectRefusal(
        await modify(other.token, { dakaInfoId: String(id), content: '改别人的' }),
        404,
        /^打卡不存在$/,
      );
      expectRefusal(
        await modify(other.token, { dakaInfoId: String(id), action: 'delete' }),
        404,
        /^打卡不存在$/,
      );
      expectRefusal(
        await modify(m.user.token, { dakaInfoId: '99999999', action: 'delete' }),
        404,
        /^打卡不存在$/,
      );
      expectRefusal(await modify(m.user.token, { dakaInfoId: String(id), content: '字'.repeat(141) }), 400);

      // The caller's latest for a task, to edit it.
      const mineForTask = await get<CheckinDetail>(
        'dakaying/getDakaInfo',
        { taskId: String(m.taskIds[2]) },
        m.user.token,
      );
      expect(mineForTask.body.data.dakaInfoId).toBe(id);
      expectRefusal(await get('dakaying/getDakaInfo', { taskId: String(m.taskIds[0]) }, m.user.token), 404);

      expect((await summaryOf(db(), m.campId, m.user.id)).days).toBe(1);
      expect((await modify(m.user.token, { dakaInfoId: String(id), action: 'delete' })).body.data).toBeNull();
      expect(await uploadsOf()).toEqual([]);
      expect(await summaryOf(db(), m.campId, m.user.id)).toMatchObject({
        days: 0,
        streak: 0,
        last_day: null,
        checkin_count: 0,
      });
      const camp = await get<Camp>('dakaying/getDakaYingInfo', { dakaId: String(m.campId) });
      expect(camp.body.data.checkinCount).toBe(0);
      expectRefusal(await get('dakaying/getDakaInfo', { dakaInfoId: String(id) }), 404);
    });
  });

  describe('comments and likes', () => {
    it('comments, likes, unlikes, deletes; refuses twice, others and hidden posts', async () => {
      const m = await member();
      const p = (await commit(m.user.token, { taskId: String(m.taskIds[2]), content: '打卡' })).body.data;
      const fan = await makeShopUser(db());
      const id = String(p.dakaInfoId);
      const liked = await post<CheckinCounts>(
        'dakaying/saveComment',
        { dakaInfoId: id, type: 'like' },
        fan.token,
      );
      expect(liked.body.data).toMatchObject({
        likeCount: 1,
        commentCount: 0,
        likedByMe: true,
        comment: null,
      });
      expectRefusal(
        await post('dakaying/saveComment', { dakaInfoId: id, type: 'like' }, fan.token),
        409,
        /^已经点过赞了$/,
      );
      const said = await post<CheckinCounts>(
        'dakaying/saveComment',
        { dakaInfoId: id, content: '真棒' },
        fan.token,
      );
      expect(said.body.data).toMatchObject({ commentCount: 1, comment: { content: '真棒', mine: true } });
      expectRefusal(
        await post('dakaying/saveComment', { dakaInfoId: id, content: '' }, fan.token),
        400,
        /请输入评论内容/,
      );
      expectRefusal(
        await post('dakaying/saveComment', { dakaInfoId: id, content: '好'.repeat(101) }, fan.token),
        400,
      );
      expectRefusal(
        await post('dakaying/saveComment', { dakaInfoId: '99999999', type: 'like' }, fan.token),
        404,
      );
      expect((await summaryOf(db(), m.campId, m.user.id)).likes_received).toBe(1);

      const detail = await get<CheckinDetail>('dakaying/getDakaInfo', { dakaInfoId: id }, fan.token);
      expect(detail.body.data).toMatchObject({ likeCount: 1, commentCount: 1, likedByMe: true, mine: false });
      expect(detail.body.data.comments).toMatchObject({ total: 1, list: [{ content: '真棒', mine: true }] });
      expect(detail.body.data.likers.map((u) => u.userId)).toEqual([fan.id]);

      const commentId = String(said.body.data.comment?.commentId);
      expectRefusal(await post('dakaying/deleteComment', { commentId }, m.user.token), 404, /^评论不存在$/);
      const deleted = await post<CheckinCounts>('dakaying/deleteComment', { commentId }, fan.token);
      expect(deleted.body.data.commentCount).toBe(0);
      expectRefusal(await post('dakaying/deleteComment', { commentId }, fan.token), 404, /^评论不存在$/);

      const unliked = await post<CheckinCounts>('dakaying/deleteDianzan', { dakaInfoId: id }, fan.token);
      expect(unliked.body.data).toMatchObject({ likeCount: 0, likedByMe: false });
      expectRefusal(await post('dakaying/deleteDianzan', { dakaInfoId: id }, fan.token), 409, /^还没有点赞$/);
      expect((await summaryOf(db(), m.campId, m.user.id)).likes_received).toBe(0);
      for (const [path, form] of [
        ['dakaying/saveComment', { dakaInfoId: id, type: 'like' }],
        ['dakaying/deleteComment', { commentId }],
        ['dakaying/deleteDianzan', { dakaInfoId: id }],
      ] as const)
        expectRefusal(await post(path, form), 401);
    });

    it('hides a post (operator): gone from feeds and pages for others, shown to its owner as hidden', async () => {
      const m = await member();
      const p = (await commit(m.user.token, { taskId: String(m.taskIds[2]), content: '违规内容' })).body.data;
      const admin = await t().login('admin');
      const hidden = await post<CheckinPost>(
        'admin/checkin/hidePost',
        { dakaInfoId: String(p.dakaInfoId) },
        admin,
      );
      expect(hidden.body.data.hidden).toBe(true);
      const other = await makeShopUser(db());
      const feed = (token?: string, q: Record<string, string> = {}) =>
        get<Paged<CheckinPost>>('dakaying/getDakaRijiList', { dakaId: String(m.campId), ...q }, token);
      expect((await feed(other.token)).body.data).toMatchObject({ list: [], total: 0 });
      expect((await feed(undefined, { userId: String(m.user.id) })).body.data.list).toEqual([]);
      expect((await feed(m.user.token)).body.data.list.map((x) => x.hidden)).toEqual([true]);
      const id = String(p.dakaInfoId);
      expectRefusal(await get('dakaying/getDakaInfo', { dakaInfoId: id }, other.token), 404, /^打卡不存在$/);
      expectRefusal(await post('dakaying/saveComment', { dakaInfoId: id, type: 'like' }, other.token), 404);
      expect(
        (await get<CheckinDetail>('dakaying/getDakaInfo', { dakaInfoId: id }, m.user.token)).body.data.hidden,
      ).toBe(true);
      const shown = await post<CheckinPost>('admin/checkin/hidePost', { dakaInfoId: id, hidden: '0' }, admin);
      expect(shown.body.data.hidden).toBe(false);
      expect((await feed(other.token)).body.data.total).toBe(1);
      expectRefusal(await post('admin/checkin/hidePost', { dakaInfoId: '99999999' }, admin), 404);
    });

    it('keeps the logged-out ranking and feed for a few seconds, dropped by every write', async () => {
      const m = await member();
      const fan = await makeShopUser(db());
      await enrol(fan.token, m.campId);
      const anonFeed = () =>
        get<Paged<CheckinPost>>('dakaying/getDakaRijiList', { dakaId: String(m.campId) });
      const anonRank = () => get<CampRanking>('dakaying/getDakaRanking', { dakaId: String(m.campId) });
      expect((await anonFeed()).body.data.total).toBe(0);
      expect((await anonRank()).body.data.list).toEqual([]);
      const p = await commit(m.user.token, { taskId: String(m.taskIds[2]), content: '第一条' });
      expect((await anonFeed()).body.data.list.map((x) => x.content)).toEqual(['第一条']);
      expect((await anonRank()).body.data.list.map((e) => e.user.userId)).toEqual([m.user.id]);
      // A change behind the API's back is not seen until the answer expires; a logged-in caller sees it.
      await db()
        .updateTable('checkin_posts')
        .set({ content: '改过' })
        .where('id', '=', p.body.data.dakaInfoId)
        .execute();
      expect((await anonFeed()).body.data.list[0]?.content).toBe('第一条');
      expect(
        (await get<Paged<CheckinPost>>('dakaying/getDakaRijiList', { dakaId: String(m.campId) }, fan.token))
          .body.data.list[0]?.content,
      ).toBe('改过');
      // A logged-in caller's ranking (its top list shared for a few seconds) follows the writes too.
      const ranked = () =>
        get<CampRanking>('dakaying/getDakaRanking', { dakaId: String(m.campId), type: 'likes' }, fan.token);
      expect((await ranked()).body.data.list).toEqual([]);
      // A like through the API drops the kept answers.
      await post(
        'dakaying/saveComment',
        { dakaInfoId: String(p.body.data.dakaInfoId), type: 'like' },
        fan.token,
      );
      expect((await ranked()).body.data.list.map((e) => [e.user.userId, e.value])).toEqual([[m.user.id, 1]]);
      expect((await anonFeed()).body.data.list[0]).toMatchObject({
        content: '改过',
        likeCount: 1,
        likedByMe: false,
      });
    });

    it('pages the feed by camp, task, user and day', async () => {
      const m = await member();
      const fans = await makeShopUsers(db(), 3);
      for (const f of fans) {
        await enrol(f.token, m.campId);
        await commit(f.token, { taskId: String(m.taskIds[2]), content: `我是${f.account}` });
      }
      await commit(m.user.token, { taskId: String(m.taskIds[1]), content: '第二天的' });
      const page = (q: Record<string, string>) =>
        get<Paged<CheckinPost>>('dakaying/getDakaRijiList', { dakaId: String(m.campId), ...q });
      const all = await page({ pageSize: '2' });
      expect(all.body.data).toMatchObject({ total: 4, pageNum: 1, pageSize: 2 });
      expect(all.body.data.list[0]?.content).toBe('第二天的');
      expect((await page({ pageSize: '2', pageNum: '2' })).body.data.list).toHaveLength(2);
      expect((await page({ taskId: String(m.taskIds[2]) })).body.data.total).toBe(3);
      expect((await page({ userId: String(fans[0]?.id) })).body.data.total).toBe(1);
      expect((await page({ date: shanghaiToday(Date.now()) })).body.data.total).toBe(4);
      expect((await page({ date: m.start })).body.data.total).toBe(0);
      expectRefusal(await page({ taskId: '99999999' }), 404);
    });
  });

  describe('rankings, history and the prize', () => {
    it('ranks by days, streak and likes; ties to the earlier; my place outside the top 100', async () => {
      const c = await makeCamp(db(), { startIn: -20, days: 30 });
      const users = await makeShopUsers(db(), 105);
      const today = shanghaiToday(Date.now());
      const base = Date.now() - 1_000_000;
      // Member i has 110 - i days, reached at base + i; the first two tie on 200.
      await db()
        .insertInto('checkin_enrolments')
        .values(
          users.map((u, i) => ({
            camp_id: c.campId,
            user_id: u.id,
            grade_id: null,
            days: i < 2 ? 200 : 110 - i,
            // The first two tie on days: the later id reached it first.
            days_at: i < 2 ? base + (1 - i) : base + i,
            streak: i % 2 ? 3 : 4,
            streak_at: base + i,
            last_day: i === 0 ? shiftDay(today, -5) : today,
            likes_received: i === 104 ? 999 : 0,
            likes_at: base,
            checkin_count: 1,
            created_at: base,
          })),
        )
        .execute();
      const rank = (type: string, token?: string) =>
        get<CampRanking>('dakaying/getDakaRanking', { dakaId: String(c.campId), type }, token);
      const last = users[104];
      const days = await rank('days', last?.token);
      expect(days.body.data.list).toHaveLength(100);
      // A tie on 200 days: users[1] reached it first.
      expect(days.body.data.list.slice(0, 3).map((e) => [e.rank, e.value, e.user.userId])).toEqual([
        [1, 200, users[1]?.id],
        [2, 200, users[0]?.id],
        [3, 108, users[2]?.id],
      ]);
      // The last member (value 6) is 105th: outside the list, with their own place.
      expect(days.body.data.me).toMatchObject({ rank: 105, value: 6, user: { userId: last?.id } });
      const likes = await rank('likes', last?.token);
      expect(likes.body.data.list).toHaveLength(1);
      expect(likes.body.data.me).toMatchObject({ rank: 1, value: 999 });
      const streak = await rank('streak', users[0]?.token);
      // users[0]'s streak broke 5 days ago: not ranked, shown as 0 behind everyone alive.
      expect(streak.body.data.list.map((e) => e.user.userId)).not.toContain(users[0]?.id);
      expect(streak.body.data.list[0]?.value).toBe(4);
      expect(streak.body.data.me).toMatchObject({ rank: 105, value: 0 });
      expect((await rank('likes')).body.data.me).toBeNull();
      expectRefusal(await rank('nope'), 400);
    });

    it('counts a streak across Shanghai midnight, and a gap starts it again', async () => {
      const { commitCheckin } = await import('./post-writes.js');
      const { localFileStore } = await import('../uploads/index.js');
      const files = { store: localFileStore(t().config.uploadsDir), limits: t().config.uploadLimits };
      // Day 1 at 23:59:30 Shanghai (15:59:30 UTC), day 2 at 00:00:30 Shanghai.
      const today = shanghaiToday(Date.now());
      const c = await makeCamp(db(), { startIn: -5, days: 10 });
      const u = await makeShopUser(db());
      await enrol(u.token, c.campId);
      const at = (day: string, hhmmss: string) => Date.parse(`${day}T${hhmmss}+08:00`);
      const d1 = shiftDay(today, -3);
      const d2 = shiftDay(today, -2);
      const post1 = await commitCheckin(
        db(),
        files,
        u.id,
        { taskId: c.taskIds[0] ?? 0, content: '深夜', fileIds: [], fileType: 'image', file: [] },
        at(d1, '23:59:30'),
      );
      expect(post1.day).toBe(d1);
      const post2 = await commitCheckin(
        db(),
        files,
        u.id,
        { taskId: c.taskIds[0] ?? 0, content: '过了零点', fileIds: [], fileType: 'image', file: [] },
        at(d2, '00:00:30'),
      );
      expect(post2.day).toBe(d2);
      expect(await summaryOf(db(), c.campId, u.id)).toMatchObject({ days: 2, streak: 2, last_day: d2 });
      // The points came once for the task although it was checked in twice.
      expect((await ledgerOf(db(), u.id)).filter((r) => r.reason === 'checkin')).toHaveLength(1);
      // Yesterday's streak still counts today; then a gap of a day starts it again at 1.
      const mine = await get<Camp>('dakaying/getDakaYingInfo', { dakaId: String(c.campId) }, u.token);
      expect(mine.body.data.mine?.streak).toBe(0); // d2 was the day before yesterday: broken
      await commitCheckin(
        db(),
        files,
        u.id,
        { taskId: c.taskIds[1] ?? 0, content: '隔了一天', fileIds: [], fileType: 'image', file: [] },
        at(today, '08:00:00'),
      );
      expect(await summaryOf(db(), c.campId, u.id)).toMatchObject({ days: 3, streak: 1, last_day: today });

      const history = await get<CheckinHistory>(
        'dakaying/getDakaHistory',
        { dakaId: String(c.campId), month: today.slice(0, 7) },
        u.token,
      );
      expect(history.body.data).toMatchObject({
        month: today.slice(0, 7),
        totalDays: 3,
        streak: 1,
        longestStreak: 2,
      });
      const inMonth = [d1, d2, today].filter((d) => d.startsWith(today.slice(0, 7)));
      expect(history.body.data.days.map((d) => d.date)).toEqual(inMonth);
      const all = await get<CheckinHistory>('dakaying/getDakaHistory', {}, u.token);
      expect(all.body.data.totalDays).toBe(3);
      expectRefusal(await get('dakaying/getDakaHistory', { month: '2026-13' }, u.token), 400);
      expectRefusal(await get('dakaying/getDakaHistory'), 401);
      await checkAllBalances(db());
    });

    it('saves a prize address only for a member with enough days of a camp with a prize', async () => {
      const address = {
        name: '张三',
        phone: '13800138000',
        provinceCode: '33',
        cityCode: '3301',
        districtCode: '330106',
        detail: '文三路 100 号',
      };
      const save = (token: string | undefined, dakaId: number, extra: Record<string, string> = {}) =>
        post<CampPrizeAddress>(
          'dakaying/saveMyAddress',
          { ...address, dakaId: String(dakaId), ...extra },
          token,
        );
      const none = await member({ prizeDays: 0 });
      expectRefusal(await save(none.user.token, none.campId), 409, /^该打卡营没有奖品$/);
      const m = await member({ prizeDays: 2 });
      const stranger = await makeShopUser(db());
      expectRefusal(await save(stranger.token, m.campId), 409, /^请先报名参加打卡营$/);
      expectRefusal(await save(m.user.token, m.campId), 409, /^打卡满2天才能领取奖品$/);
      await db()
        .updateTable('checkin_enrolments')
        .set({ days: 2 })
        .where('camp_id', '=', m.campId)
        .where('user_id', '=', m.user.id)
        .execute();
      const saved = await save(m.user.token, m.campId);
      expect(saved.body.data).toMatchObject({
        dakaId: m.campId,
        provinceName: '浙江省',
        districtName: '西湖区',
      });
      expect((await save(m.user.token, m.campId, { detail: '文二路 200 号' })).body.data.detail).toBe(
        '文二路 200 号',
      );
      expect(
        await db()
          .selectFrom('checkin_prize_addresses')
          .select('detail')
          .where('user_id', '=', m.user.id)
          .execute(),
      ).toEqual([{ detail: '文二路 200 号' }]);
      expectRefusal(await save(m.user.token, m.campId, { cityCode: '1101' }), 400, /城市/);
      expectRefusal(await save(m.user.token, m.campId, { phone: '123' }), 400);
      expectRefusal(await save(undefined, m.campId), 401);
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

describe.each(dialects)('check-in uploads over the limit on %s', (dialect) => {
  // 20 KB pictures at most: the seed's photos are left out, a test picture over it is refused.
  const t = useTestApp({ dialect, env: { UPLOAD_MAX_IMAGE_MB: '0.02' } });

  it('refuses a picture over the limit and keeps nothing', async () => {
    const c = await makeCamp(t().app.db);
    const u = await makeShopUser(t().app.db);
    await t().call('POST', '/api/dakaying/commitDakaYingBaoming', {
      token: u.token,
      form: { dakaId: String(c.campId) },
    });
    const big = await (
      await import('sharp')
    )
      .default({
        create: { width: 800, height: 800, channels: 3, background: '#808080' },
      })
      .jpeg({ quality: 100 })
      .composite([
        {
          input: Buffer.from(Array.from({ length: 800 * 800 * 3 }, (_, i) => (i * 7919) % 256)),
          raw: { width: 800, height: 800, channels: 3 },
        },
      ])
      .toBuffer();
    expect(big.length).toBeGreaterThan(0.02 * 1024 * 1024);
    const res = await upload(
      t(),
      'dakaying/commitDakaInfoAndFile',
      u.token,
      { taskId: String(c.taskIds[0]) },
      [{ name: 'big.jpg', data: big }],
    );
    expectRefusal(res, 400, /文件过大/);
    expect(
      await t().app.db.selectFrom('checkin_posts').select('id').where('user_id', '=', u.id).execute(),
    ).toEqual([]);
    expect(await t().app.db.selectFrom('uploads').select('id').where('user_id', '=', u.id).execute()).toEqual(
      [],
    );
  });
});
