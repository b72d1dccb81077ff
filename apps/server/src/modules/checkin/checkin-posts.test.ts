import type { Camp, CampTask, CheckinDetail, CheckinFile } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { checkAllBalances, ledgerOf } from '../../test/points.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { checkinCalls, makeCamp, picture, summaryOf, upload } from './checkin.fixtures.js';
import { shanghaiToday } from './dates.js';
import { sweepPendingFiles } from './post-files.js';
import { localFileStore, storeUpload } from '../uploads/index.js';

const SCRIPT = Buffer.from('#!/bin/sh\necho "not a picture"\nrm -rf /\n');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** Checking in: posting, files, refusals, editing and deleting; the upload size limit. */
describe.each(dialects)('check-in posts on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const { get } = apiCalls(t);
  const { commit, modify, enrol, member } = checkinCalls(t);

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
