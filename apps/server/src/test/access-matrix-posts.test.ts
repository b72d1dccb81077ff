import type {
  ArticleCategory,
  ArticleContest,
  ArticleSubmission,
  CheckinCounts,
  CheckinDetail,
  CheckinFile,
  CheckinPost,
  Paged,
  RewardCategory,
  RewardList,
  RewardReport,
  UploadedFile,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { makeCamp } from '../modules/checkin/checkin.fixtures.js';
import { makeShopUsers } from '../modules/shop/shop.fixtures.js';
import { formatTime } from '../shared/time.js';
import { apiCalls } from './api.js';
import { dialects, useTestApp } from './app.js';
import { expectNothingOf, freshPicture, uploadCall } from './access-matrix.fixtures.js';

/**
 * The access matrix (access-matrix.fixtures.ts) on what pupils post: check-ins with their comments,
 * likes and files, essays and content-error reports.
 */
describe.each(dialects)('access matrix: posts on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const up = uploadCall(t);

  it('never changes, deletes or reuses another user’s check-in, comment, like or file', async () => {
    const [owner, fan, other] = await makeShopUsers(db(), 3);
    if (!owner || !fan || !other) throw new Error('no users');
    const camp = await makeCamp(db());
    for (const u of [owner, fan, other])
      expect(
        (await post('dakaying/commitDakaYingBaoming', { dakaId: String(camp.campId) }, u.token)).status,
      ).toBe(200);
    const content = '矩阵测试：今天读了三遍课文';
    const posted = await up<CheckinPost>(
      'dakaying/commitDakaInfoAndFile',
      owner.token,
      { taskId: String(camp.taskIds[1]), content },
      [await freshPicture()],
    );
    expect(posted.status).toBe(200);
    const dakaInfoId = String(posted.body.data.dakaInfoId);
    const said = await post<CheckinCounts>(
      'dakaying/saveComment',
      { dakaInfoId, content: '矩阵的评论' },
      fan.token,
    );
    const commentId = String(said.body.data.comment?.commentId);
    expect((await post('dakaying/saveComment', { dakaInfoId, type: 'like' }, fan.token)).status).toBe(200);
    // A file uploaded for a check-in to come, not yet attached.
    const file = await up<CheckinFile>('dakaying/fileUploadTwo', owner.token, { type: 'image' }, [
      await freshPicture(),
    ]);
    expect(file.status).toBe(200);
    const secrets = [content, posted.body.data.files[0]?.url ?? '?', file.body.data.url, owner.account];

    const probes: [
      string,
      400 | 404 | 409,
      () => Promise<{ status: number; body: { code: number; data: unknown } }>,
    ][] = [
      [
        'a check-in edited',
        404,
        () => up('dakaying/modifyDakaInfoAndFile', other.token, { dakaInfoId, content: '改别人的打卡' }),
      ],
      [
        'a check-in deleted',
        404,
        () => up('dakaying/modifyDakaInfoAndFile', other.token, { dakaInfoId, action: 'delete' }),
      ],
      // The caller's latest check-in of a task, to edit: never another's.
      [
        'a task’s check-in',
        404,
        () => get('dakaying/getDakaInfo', { taskId: String(camp.taskIds[1]) }, other.token),
      ],
      ['a comment deleted', 404, () => post('dakaying/deleteComment', { commentId }, other.token)],
      // Unliking takes the caller's own like only: the fan's stays.
      ['a like removed', 409, () => post('dakaying/deleteDianzan', { dakaInfoId }, other.token)],
      [
        'a file attached',
        400,
        () =>
          up('dakaying/commitDakaInfoAndFile', other.token, {
            taskId: String(camp.taskIds[1]),
            fileIds: String(file.body.data.fileId),
          }),
      ],
    ];
    for (const [what, status, call] of probes) expectNothingOf(await call(), what, status, secrets);

    const after = await get<CheckinDetail>('dakaying/getDakaInfo', { dakaInfoId }, owner.token);
    expect(after.body.data).toMatchObject({ content, likeCount: 1, commentCount: 1 });
    expect(after.body.data.files.map((f) => f.fileId)).toEqual(posted.body.data.files.map((f) => f.fileId));
    expect(after.body.data.comments.list.map((c) => c.content)).toEqual(['矩阵的评论']);
    // The unattached file is still the owner's to use.
    const second = await up<CheckinPost>('dakaying/commitDakaInfoAndFile', owner.token, {
      taskId: String(camp.taskIds[0]),
      fileIds: String(file.body.data.fileId),
    });
    expect(second.body.data.files.map((f) => f.fileId)).toEqual([file.body.data.fileId]);
    const theirPosts = await db()
      .selectFrom('checkin_posts')
      .select('id')
      .where('user_id', '=', other.id)
      .execute();
    expect(theirPosts).toEqual([]);
  });

  it('never shows, edits or reuses another user’s essay or its files', async () => {
    const [owner, other] = await makeShopUsers(db(), 2);
    if (!owner || !other) throw new Error('no users');
    const admin = await t().login('admin');
    const cats = await get<ArticleCategory[]>('admin/article/getCategoryList', undefined, admin);
    const now = Date.now();
    const contest = await post<ArticleContest>(
      'admin/article/saveContest',
      {
        title: '矩阵征文',
        rules: '写一篇关于校园生活的作文，三百字以上。',
        month: formatTime(now).slice(0, 7),
        categoryIds: String(cats.body.data[0]?.id),
        startsAt: formatTime(now - 3_600_000).slice(0, 16),
        endsAt: formatTime(now + 86_400_000).slice(0, 16),
        maxPerUser: '1',
      },
      admin,
    );
    expect(contest.status).toBe(200);
    const contestId = String(contest.body.data.id);
    const title = '矩阵测试：我的秘密作文';
    const text = '今天天气很好，我和同学们一起去公园玩，看到了很多美丽的花。';
    const essay = await up<ArticleSubmission>(
      'activity/article/commitArticleInfoAndFile',
      owner.token,
      { contestId, title, text },
      [await freshPicture()],
    );
    expect(essay.status).toBe(200);
    const yewuId = String(essay.body.data.id);
    const fileId = String(essay.body.data.files[0]?.id);
    const secrets = [title, essay.body.data.files[0]?.url ?? '?', owner.account];
    expectNothingOf(
      await get('activity/article/getArticleHistoryInfo', { yewuId }, other.token),
      'an essay',
      404,
      secrets,
    );
    expectNothingOf(
      await up('activity/article/commitArticleInfoAndFile', other.token, {
        contestId,
        yewuId,
        title: '偷改的标题',
        text: '这是别人改过的正文内容，不应该写进去。',
      }),
      'an essay edited',
      404,
      secrets,
    );
    expectNothingOf(
      await up('activity/article/commitArticleInfoAndFile', other.token, {
        contestId,
        title: '我的作文',
        text,
        keepFileIds: fileId,
      }),
      'an essay’s file kept',
      400,
      secrets,
    );
    const mine = await get<ArticleSubmission>(
      'activity/article/getArticleHistoryInfo',
      { yewuId },
      owner.token,
    );
    expect(mine.body.data).toMatchObject({ title, text });
    expect(mine.body.data.files.map((f) => String(f.id))).toEqual([fileId]);
    const theirs = await get<Paged<ArticleSubmission>>(
      'activity/article/getArticleHistoryList',
      {},
      other.token,
    );
    expect(theirs.body.data.total).toBe(0);
  });

  it('never shows another user’s content-error report nor takes their photo', async () => {
    const [owner, other] = await makeShopUsers(db(), 2);
    if (!owner || !other) throw new Error('no users');
    const cats = await get<RewardCategory[]>('book/reward/getFeedBackDic');
    const report = {
      bookNo: '131',
      page: '12',
      categoryId: String(cats.body.data[0]?.id),
      text: '矩阵测试：第二行有一个错别字',
    };
    const made = await post<RewardReport>('book/reward/rewardCommit', report, owner.token);
    expect(made.status).toBe(200);
    const photo = await up<UploadedFile>('book/reward/fileUpload/reward/0', owner.token, {}, [
      await freshPicture(),
    ]);
    const secrets = [report.text, photo.body.data.url, owner.account];
    expectNothingOf(
      await get(`book/reward/getRewardInfo/${made.body.data.id}`, undefined, other.token),
      'a report',
      404,
      secrets,
    );
    expectNothingOf(
      await post(
        'book/reward/rewardCommit',
        { ...report, text: '别人的纠错描述', fileIds: String(photo.body.data.id) },
        other.token,
      ),
      'a report’s photo',
      400,
      secrets,
    );
    const theirs = await get<RewardList>('book/reward/getRewardList/all', undefined, other.token);
    expect(theirs.body.data.page.total).toBe(0);
    const mine = await get<RewardReport>(
      `book/reward/getRewardInfo/${made.body.data.id}`,
      undefined,
      owner.token,
    );
    expect(mine.body.data).toMatchObject({ text: report.text, status: 'pending' });
    // The photo is still the owner's to attach.
    const attached = await post<RewardReport>(
      'book/reward/rewardCommit',
      { ...report, fileIds: String(photo.body.data.id) },
      owner.token,
    );
    expect(attached.status).toBe(200);
  });
});
