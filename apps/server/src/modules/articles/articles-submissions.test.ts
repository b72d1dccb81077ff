import type { ArticleContest, ArticleSubmission } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { failingWrites, storedUploads } from '../../test/uploads.js';
import type { FilePartSeed } from '../checkin/checkin.fixtures.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { CLOSED, DECIDED, FILE_TYPE, NOT_STARTED, limitReached } from './submissions.js';
import { essayCalls, HOUR, jpeg, MINUTE, shanghai } from './articles.fixtures.js';

/** A small valid PDF, padded to `bytes` when asked. */
const pdf = (bytes = 0): FilePartSeed => {
  const body =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const data = Buffer.concat([Buffer.from(body), Buffer.alloc(Math.max(0, bytes - body.length), 0x20)]);
  return { name: 'essay.pdf', data, type: 'application/pdf' };
};

/** Submitting an essay: files, limits, the window, editing and whose files it takes. */
describe.each(dialects)('essay submissions on %s', (dialect) => {
  // A small document limit, so a PDF over it is cheap to make (the seed's PDF is under it).
  const t = useTestApp({ dialect, env: { UPLOAD_MAX_DOCUMENT_MB: '0.1' } });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const { commit, essay, adminToken, makeContest, award } = essayCalls(t);
  const uploadsOf = async (userId: number) =>
    (await db().selectFrom('uploads').select('id').where('user_id', '=', userId).execute()).length;
  const submissionsOf = async (userId: number) =>
    (await db().selectFrom('article_submissions').select('id').where('user_id', '=', userId).execute())
      .length;

  describe('submitting', () => {
    it('submits with a picture and a PDF, shows it, and refuses a second one with nothing written', async () => {
      const contest = await makeContest(-1, 24);
      const u = await makeShopUser(db());
      const res = await commit(u.token, essay(contest.id), [await jpeg(), pdf()]);
      expect(res.status).toBe(200);
      expect(res.body.msg).toBe('投稿成功');
      expect(res.body.data).toMatchObject({
        contestId: contest.id,
        title: '我的小作文',
        status: 'submitted',
        statusText: '已投稿',
        editable: true,
        awardLevel: null,
        certificateCode: '',
      });
      expect(res.body.data.files.map((f) => [f.kind, f.mime])).toEqual([
        ['image', 'image/jpeg'],
        ['document', 'application/pdf'],
      ]);
      expect(res.body.data.files[0]?.thumbUrl).toMatch(/-thumb\.webp$/);
      expect(res.body.data.files[1]?.thumbUrl).toBe('');
      const served = await t().app.inject({ method: 'GET', url: res.body.data.files[1]?.url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const info = await get<ArticleContest>(
        'activity/article/getArticleInfo',
        { id: String(contest.id) },
        u.token,
      );
      expect(info.body.data).toMatchObject({ mySubmissionCount: 1, submissionCount: 1 });
      const one = await get<ArticleSubmission>(
        'activity/article/getArticleHistoryInfo',
        { yewuId: String(res.body.data.id) },
        u.token,
      );
      expect(one.body.data).toEqual(res.body.data);

      const before = await uploadsOf(u.id);
      const again = await commit(u.token, essay(contest.id), [await jpeg()]);
      expectRefusal(again, 409, new RegExp(limitReached(1)));
      expect(await uploadsOf(u.id)).toBe(before);
      expect(await submissionsOf(u.id)).toBe(1);
    });

    it('holds one submission a user when two race', async () => {
      const contest = await makeContest(-1, 24);
      const u = await makeShopUser(db());
      const results = await Promise.all([
        commit(u.token, essay(contest.id)),
        commit(u.token, essay(contest.id, { title: '另一篇' })),
        commit(u.token, essay(contest.id, { title: '第三篇' })),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(await submissionsOf(u.id)).toBe(1);
    });

    it('allows as many as the contest says, then refuses', async () => {
      const contest = await makeContest(-1, 24, 2);
      const u = await makeShopUser(db());
      expect((await commit(u.token, essay(contest.id))).status).toBe(200);
      expect((await commit(u.token, essay(contest.id))).status).toBe(200);
      expectRefusal(await commit(u.token, essay(contest.id)), 409, /最多投稿2篇/);
    });

    it('refuses outside the window: before it opens and after it closes', async () => {
      const upcoming = await makeContest(2, 24);
      const closed = await makeContest(-24, -1);
      expect(closed.state).toBe('closed');
      const u = await makeShopUser(db());
      expectRefusal(await commit(u.token, essay(upcoming.id), [await jpeg()]), 409, new RegExp(NOT_STARTED));
      expectRefusal(await commit(u.token, essay(closed.id), [await jpeg()]), 409, new RegExp(CLOSED));
      expect(await uploadsOf(u.id)).toBe(0);
      expect(await submissionsOf(u.id)).toBe(0);
      expectRefusal(await commit(u.token, essay(999_999)), 404, /征文活动不存在/);
    });

    it('refuses a file that is neither picture nor PDF, one over the limit, and too many, keeping nothing', async () => {
      const contest = await makeContest(-1, 24);
      const u = await makeShopUser(db());
      const text = {
        name: 'essay.pdf',
        data: Buffer.from('这是一篇作文，不是PDF。'),
        type: 'application/pdf',
      };
      const html = {
        name: 'x.jpg',
        data: Buffer.from('<!doctype html><script>alert(1)</script>'),
        type: 'image/jpeg',
      };
      expectRefusal(
        await commit(u.token, essay(contest.id), [await jpeg(), text]),
        400,
        new RegExp(FILE_TYPE),
      );
      expectRefusal(await commit(u.token, essay(contest.id), [html]), 400, new RegExp(FILE_TYPE));
      expectRefusal(
        await commit(u.token, essay(contest.id), [await jpeg(), pdf(120 * 1024)]),
        400,
        /文件过大：文档不能超过0\.1MB/,
      );
      const six = await Promise.all(Array.from({ length: 6 }, jpeg));
      expectRefusal(await commit(u.token, essay(contest.id), six), 400, /最多上传5个附件/);
      expectRefusal(await commit(u.token, essay(contest.id, { title: '' })), 400, /请填写作品标题/);
      expectRefusal(await commit(u.token, essay(contest.id, { text: '太短了' })), 400, /至少10个字/);
      expectRefusal(await commit(undefined, essay(contest.id)), 401);
      expect(await uploadsOf(u.id)).toBe(0);
      expect(await submissionsOf(u.id)).toBe(0);
    });

    it('writes the submission in its files’ upload transaction: a refused write leaves no upload and no file', async () => {
      const contest = await makeContest(-1, 24);
      const u = await makeShopUser(db());
      const before = await storedUploads(t());
      // The file rows fail after the submission's row: everything rolls back, no clean-up needed.
      const refused = await failingWrites(t(), { insert: 'article_submission_files' }, async () =>
        commit(u.token, essay(contest.id), [await jpeg(), pdf()]),
      );
      expectRefusal(refused, 500);
      expect(await submissionsOf(u.id)).toBe(0);
      expect(await storedUploads(t())).toEqual(before);

      const sent = await commit(u.token, essay(contest.id), [await jpeg(), pdf()]);
      expect(sent.status).toBe(200);
      expect(sent.body.data.files.map((f) => f.kind)).toEqual(['image', 'document']);
      const after = await storedUploads(t());
      expect(after.rows).toHaveLength(before.rows.length + 2);
      // A picture with its thumbnail, a PDF.
      expect(after.files).toHaveLength(before.files.length + 3);

      // An edit refused the same way keeps the submission and its files as they were.
      const [kept] = sent.body.data.files;
      const edit = essay(contest.id, { yewuId: String(sent.body.data.id), title: '改过的题目' });
      const refusedEdit = await failingWrites(t(), { insert: 'article_submission_files' }, async () =>
        commit(u.token, { ...edit, keepFileIds: String(kept?.id) }, [await jpeg()]),
      );
      expectRefusal(refusedEdit, 500);
      const again = await get<ArticleSubmission>(
        'activity/article/getArticleHistoryInfo',
        { yewuId: String(sent.body.data.id) },
        u.token,
      );
      expect(again.body.data).toMatchObject({ title: '我的小作文', files: sent.body.data.files });
      expect(await storedUploads(t())).toEqual(after);
    });

    it('lets the author edit while the window is open: keeps, adds and drops files', async () => {
      const contest = await makeContest(-1, 24);
      const u = await makeShopUser(db());
      const first = (await commit(u.token, essay(contest.id), [await jpeg(), await jpeg()])).body.data;
      const [keep, drop] = first.files;
      const edited = await commit(
        u.token,
        essay(contest.id, { yewuId: String(first.id), title: '改过的题目', keepFileIds: String(keep?.id) }),
        [pdf()],
      );
      expect(edited.status).toBe(200);
      expect(edited.body.msg).toBe('修改成功');
      expect(edited.body.data).toMatchObject({ id: first.id, title: '改过的题目' });
      expect(edited.body.data.files.map((f) => f.id)[0]).toBe(keep?.id);
      expect(edited.body.data.files.map((f) => f.kind)).toEqual(['image', 'document']);
      // The dropped file is gone, row and file.
      expect(
        await db()
          .selectFrom('uploads')
          .select('id')
          .where('id', '=', drop?.id ?? 0)
          .execute(),
      ).toEqual([]);
      expect((await t().app.inject({ method: 'GET', url: drop?.url ?? '' })).statusCode).toBe(404);
      expect(await submissionsOf(u.id)).toBe(1);

      // Six files in all (one kept and five new) are too many.
      const five = await Promise.all(Array.from({ length: 5 }, jpeg));
      expectRefusal(
        await commit(
          u.token,
          essay(contest.id, { yewuId: String(first.id), keepFileIds: String(keep?.id) }),
          five,
        ),
        400,
        /最多上传5个附件/,
      );
    });

    it('keeps files only of that submission, and another user’s submission is a 404', async () => {
      const contest = await makeContest(-1, 24, 2);
      const u = await makeShopUser(db());
      const other = await makeShopUser(db());
      const a = (await commit(u.token, essay(contest.id), [await jpeg()])).body.data;
      const b = (await commit(u.token, essay(contest.id), [await jpeg()])).body.data;
      const theirs = (await commit(other.token, essay(contest.id), [await jpeg()])).body.data;
      expectRefusal(
        await commit(
          u.token,
          essay(contest.id, { yewuId: String(a.id), keepFileIds: String(b.files[0]?.id) }),
        ),
        400,
        /附件不存在/,
      );
      expectRefusal(
        await commit(u.token, essay(contest.id, { keepFileIds: String(a.files[0]?.id) })),
        400,
        /附件不存在/,
      );
      const before = await uploadsOf(u.id);
      expectRefusal(
        await commit(u.token, essay(contest.id, { yewuId: String(theirs.id), title: '偷改' }), [
          await jpeg(),
        ]),
        404,
        /作品不存在/,
      );
      expect(await uploadsOf(u.id)).toBe(before);
      expectRefusal(
        await get('activity/article/getArticleHistoryInfo', { yewuId: String(theirs.id) }, u.token),
        404,
        /作品不存在/,
      );
      const still = await get<ArticleSubmission>(
        'activity/article/getArticleHistoryInfo',
        { yewuId: String(theirs.id) },
        other.token,
      );
      expect(still.body.data.title).toBe('我的小作文');
    });

    it('refuses editing once the window has closed or the essay is decided', async () => {
      const contest = await makeContest(-2, 24, 2);
      const u = await makeShopUser(db());
      const a = (await commit(u.token, essay(contest.id))).body.data;
      const b = (await commit(u.token, essay(contest.id))).body.data;
      expect((await award(b.id, { decision: 'award', level: 'excellent' })).status).toBe(200);
      expectRefusal(
        await commit(u.token, essay(contest.id, { yewuId: String(b.id) })),
        409,
        new RegExp(DECIDED),
      );

      // The operator closes the window: the other one can no longer be edited, and reads 评审中.
      const admin = await adminToken();
      const now = Date.now();
      const moved = await post<ArticleContest>(
        'admin/article/saveContest',
        {
          id: String(contest.id),
          title: contest.title,
          rules: contest.rules,
          month: contest.month,
          categoryIds: contest.categoryIds.join(','),
          startsAt: shanghai(now - 2 * HOUR),
          endsAt: shanghai(now - MINUTE),
          maxPerUser: '2',
        },
        admin,
      );
      expect(moved.body.data.state).toBe('closed');
      expectRefusal(
        await commit(u.token, essay(contest.id, { yewuId: String(a.id) })),
        409,
        new RegExp(CLOSED),
      );
      const info = await get<ArticleSubmission>(
        'activity/article/getArticleHistoryInfo',
        { yewuId: String(a.id) },
        u.token,
      );
      expect(info.body.data).toMatchObject({ status: 'submitted', statusText: '评审中', editable: false });
    });
  });
});
