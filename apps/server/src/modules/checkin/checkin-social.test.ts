import type {
  Camp,
  CampPrizeAddress,
  CampRanking,
  CheckinCounts,
  CheckinDetail,
  CheckinHistory,
  CheckinPost,
  Paged,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { checkAllBalances, ledgerOf } from '../../test/points.js';
import { makeShopUser, makeShopUsers } from '../shop/shop.fixtures.js';
import { checkinCalls, makeCamp, summaryOf } from './checkin.fixtures.js';
import { shanghaiToday, shiftDay } from './dates.js';

/** What members see of each other: comments, likes, hidden posts, the feed, rankings, history and the prize. */
describe.each(dialects)('check-in comments and rankings on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const { get, post } = apiCalls(t);
  const { commit, enrol, member } = checkinCalls(t);

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
});
