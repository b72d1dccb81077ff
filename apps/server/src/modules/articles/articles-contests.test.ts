import {
  AWARD_POINTS_DEFAULT,
  Code,
  type AdminArticleSubmission,
  type ArticleCategory,
  type ArticleContest,
  type ArticleMonth,
  type ArticleSubmission,
  type AwardedEssay,
  type Certificate,
  type CertificateCheck,
  type Paged,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { checkUserLedger, ledgerOf } from '../../test/points.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { CODE_ALPHABET, newCertificateCode } from './certificates.js';
import { parseShanghai } from './contests.js';
import { CATEGORY_SEED, CONTEST_SEED } from './seed.js';
import { essayCalls, jpeg } from './articles.fixtures.js';

describe('certificate codes and Shanghai windows', () => {
  it('draws 12 characters from an alphabet without look-alikes', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
    const codes = Array.from({ length: 200 }, newCertificateCode);
    for (const c of codes) expect(c).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('reads a window in Asia/Shanghai and refuses a time that does not exist', () => {
    expect(new Date(parseShanghai('2026-11-01 08:00', '开始时间')).toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(() => parseShanghai('2026-02-30 10:00', '开始时间')).toThrow('开始时间不是有效的时间');
    expect(() => parseShanghai('2026-11-01 24:00', '截止时间')).toThrow('截止时间不是有效的时间');
  });
});

/** Essay contests: the demo seed, certificates, and the operators' categories, contests and awards. */
describe.each(dialects)('essay contests on %s', (dialect) => {
  // A small document limit, so a PDF over it is cheap to make (the seed's PDF is under it).
  const t = useTestApp({ dialect, env: { UPLOAD_MAX_DOCUMENT_MB: '0.1' } });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const { commit, essay, adminToken, makeContest, award } = essayCalls(t);

  describe('the demo seed', () => {
    it('has categories, months, open contests by category and month, and an upcoming and a finished one', async () => {
      const cats = (await get<ArticleCategory[]>('activity/article/getArticleDicList')).body.data;
      expect(cats.map((c) => c.name)).toEqual(CATEGORY_SEED);
      expect(cats.find((c) => c.name === '童话')?.openCount).toBe(1);
      const months = (await get<ArticleMonth[]>('activity/article/getArticleMonth')).body.data;
      expect(months.length).toBeGreaterThan(1);
      expect(months[0]?.label).toMatch(/^\d{4}年\d{1,2}月$/);

      const open = await get<Paged<ArticleContest>>('activity/article/getArticleOnGoing');
      expect(open.body.data.list.map((c) => c.title).sort()).toEqual(['我眼中的秋天', '童话新编'].sort());
      for (const c of open.body.data.list) {
        expect(c).toMatchObject({ state: 'open', stateText: '征稿中', mySubmissionCount: 0 });
        expect(c.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+08:00$/);
        expect(new Date(c.startsAt).getTime()).toBeLessThan(Date.now());
      }
      const fairy = cats.find((c) => c.name === '童话')?.id ?? 0;
      const byCategory = await get<Paged<ArticleContest>>('activity/article/getArticleOnGoing', {
        categoryId: String(fairy),
      });
      expect(byCategory.body.data.list.map((c) => c.title)).toEqual(['童话新编']);
      const thisMonth = open.body.data.list[0]?.month ?? '';
      const byMonth = await get<Paged<ArticleContest>>('activity/article/getArticleOnGoing', {
        month: thisMonth,
      });
      expect(byMonth.body.data.total).toBe(2);
      expectRefusal(await get('activity/article/getArticleOnGoing', { month: '2026-13' }), 400, /月份/);

      // Logged in, the caller's own count shows.
      const student = await t().login('student');
      const mine = await get<Paged<ArticleContest>>('activity/article/getArticleOnGoing', {}, student);
      expect(mine.body.data.list.find((c) => c.title === '我眼中的秋天')?.mySubmissionCount).toBe(1);

      const admin = await adminToken();
      const all = await get<Paged<ArticleContest>>('admin/article/getContestList', {}, admin);
      expect(all.body.data.total).toBe(CONTEST_SEED.length);
      const upcoming = all.body.data.list.find((c) => c.title === '春天的约定');
      expect(upcoming).toMatchObject({ state: 'upcoming', stateText: '未开始' });
      const closed = await get<Paged<ArticleContest>>(
        'admin/article/getContestList',
        { state: 'closed' },
        admin,
      );
      expect(closed.body.data.list.map((c) => c.title)).toEqual(['我的家人']);
      const one = await get<ArticleContest>('activity/article/getArticleInfo', { id: String(upcoming?.id) });
      expect(one.body.data).toMatchObject({
        title: '春天的约定',
        state: 'upcoming',
        categoryNames: ['记叙文', '读后感'],
      });
      expect(one.body.data.rules).toMatch(/征文主题/);
      expectRefusal(await get('activity/article/getArticleInfo', { id: '999999' }), 404, /征文活动不存在/);
    });

    it('shows the latest awarded essays by nickname, one whole, and nothing not awarded', async () => {
      const latest = await get<Paged<AwardedEssay>>('activity/article/getRewardArticleNew/0');
      expect(latest.status).toBe(200);
      expect(latest.body.data.total).toBe(4);
      expect(new Set(latest.body.data.list.map((e) => e.awardLevel))).toEqual(
        new Set(['first', 'second', 'third', 'excellent']),
      );
      const first = latest.body.data.list.find((e) => e.awardLevel === 'first');
      expect(first).toMatchObject({ authorName: '小明同学', awardText: '一等奖', contestTitle: '我的家人' });
      expect(first?.text.length).toBeLessThanOrEqual(81);
      expect(first?.files[0]).toMatchObject({ kind: 'image', mime: 'image/jpeg' });
      expect(JSON.stringify(latest.body.data)).not.toMatch(/"account"|student/);
      const served = await t().app.inject({ method: 'GET', url: first?.files[0]?.url ?? '' });
      expect(served.statusCode).toBe(200);

      const whole = await get<AwardedEssay>('activity/article/getRewardArticleInfo', {
        id: String(first?.id),
      });
      expect(whole.body.data.text).toMatch(/我爱我的家！$/);
      const byContest = await get<Paged<AwardedEssay>>(
        `activity/article/getRewardArticleNew/${first?.contestId}`,
      );
      expect(byContest.body.data.total).toBe(4);
      const openContest = (await get<Paged<ArticleContest>>('activity/article/getArticleOnGoing')).body.data
        .list[0];
      const none = await get<Paged<AwardedEssay>>(`activity/article/getRewardArticleNew/${openContest?.id}`);
      expect(none.body.data.total).toBe(0);

      const rejected = await db()
        .selectFrom('article_submissions')
        .select('id')
        .where('status', '=', 'rejected')
        .executeTakeFirstOrThrow();
      expectRefusal(
        await get('activity/article/getRewardArticleInfo', { id: String(rejected.id) }),
        404,
        /作品不存在/,
      );
    });

    it('gives the student a submission in the open contest, an award with a certificate, and the points', async () => {
      const token = await t().login('student');
      const list = await get<Paged<ArticleSubmission>>('activity/article/getArticleHistoryList', {}, token);
      expect(list.body.data.total).toBe(2);
      const [open, awarded] = list.body.data.list;
      expect(open).toMatchObject({
        contestTitle: '我眼中的秋天',
        status: 'submitted',
        editable: true,
        certificateCode: '',
      });
      expect(open?.files.map((f) => f.kind)).toEqual(['image', 'image']);
      expect(awarded).toMatchObject({
        contestTitle: '我的家人',
        status: 'awarded',
        statusText: '已获奖',
        editable: false,
        awardLevel: 'first',
        awardPoints: AWARD_POINTS_DEFAULT.first,
      });
      expect(awarded?.certificateCode).toMatch(/^[A-Z2-9]{12}$/);
      const onlyAwarded = await get<Paged<ArticleSubmission>>(
        'activity/article/getArticleHistoryList',
        { status: 'awarded' },
        token,
      );
      expect(onlyAwarded.body.data.total).toBe(1);

      const certs = await get<Certificate[]>('activity/article/getMyCertificates', undefined, token);
      expect(certs.body.data).toEqual([
        expect.objectContaining({
          code: awarded?.certificateCode,
          holderName: '小明同学',
          contestTitle: '我的家人',
          essayTitle: '我和爸爸妈妈',
          awardText: '一等奖',
          issuer: expect.any(String),
        }),
      ]);
      expect(certs.body.data[0]?.awardedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const studentId = (
        await db().selectFrom('users').select('id').where('account', '=', 'student').executeTakeFirstOrThrow()
      ).id;
      expect(await ledgerOf(db(), studentId)).toContainEqual(
        expect.objectContaining({ reason: 'essay_award', ref: `essay:${awarded?.id}`, delta: 200 }),
      );
      await checkUserLedger(db(), studentId);

      // The rejected essay shows its reason to its author.
      const haohao = await t().login('haohao');
      const hs = await get<Paged<ArticleSubmission>>('activity/article/getArticleHistoryList', {}, haohao);
      const rejected = hs.body.data.list.find((s) => s.status === 'rejected');
      expect(rejected).toMatchObject({ statusText: '未入选', awardLevel: null });
      expect(rejected?.rejectReason).toMatch(/具体事例/);
      // A PDF of the seed went through the one upload path as a document.
      const xiaohong = await t().login('xiaohong');
      const xs = await get<Paged<ArticleSubmission>>('activity/article/getArticleHistoryList', {}, xiaohong);
      expect(xs.body.data.list.flatMap((s) => s.files).map((f) => f.kind)).toContain('document');
    });
  });

  describe('certificates', () => {
    it('verifies a code for anyone, however it is typed, and says an unknown one is not valid', async () => {
      const token = await t().login('student');
      const [cert] = (await get<Certificate[]>('activity/article/getMyCertificates', undefined, token)).body
        .data;
      const code = cert?.code ?? '';
      const typed = `${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8)}`.toLowerCase();
      const ok = await get<CertificateCheck>('activity/article/verifyCertificate', { code: typed });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual({ valid: true, certificate: cert });
      const unknown = await get<CertificateCheck>('activity/article/verifyCertificate', {
        code: 'ZZZZZZZZZZZZ',
      });
      expect(unknown.body.data).toEqual({ valid: false, certificate: null });
      expectRefusal(await get('activity/article/verifyCertificate', { code: 'ABC' }), 400, /12位/);
      expectRefusal(await get('activity/article/getMyCertificates'), 401);
    });
  });

  describe('operators', () => {
    it('refuses every operator call to a pupil (403) and to nobody (401)', async () => {
      const student = await t().login('student');
      const calls: [string, 'GET' | 'POST'][] = [
        ['admin/article/getCategoryList', 'GET'],
        ['admin/article/saveCategory', 'POST'],
        ['admin/article/getContestList', 'GET'],
        ['admin/article/saveContest', 'POST'],
        ['admin/article/getSubmissionList', 'GET'],
        ['admin/article/award', 'POST'],
      ];
      for (const [path, method] of calls) {
        const refused = await t().call(method, `/api/${path}`, { token: student, form: {} });
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe(Code.forbiddenRole);
        expectRefusal(await t().call(method, `/api/${path}`, { form: {} }), 401);
      }
    });

    it('manages categories: create, rename, and a name taken is a 409', async () => {
      const admin = await adminToken();
      const made = await post<ArticleCategory>('admin/article/saveCategory', { name: '科幻' }, admin);
      expect(made.status).toBe(200);
      expect(made.body.data).toMatchObject({ name: '科幻', openCount: 0 });
      const renamed = await post<ArticleCategory>(
        'admin/article/saveCategory',
        { id: String(made.body.data.id), name: '科幻故事' },
        admin,
      );
      expect(renamed.body.data).toMatchObject({ id: made.body.data.id, name: '科幻故事' });
      expectRefusal(await post('admin/article/saveCategory', { name: '童话' }, admin), 409, /类别名称已存在/);
      expectRefusal(await post('admin/article/saveCategory', { id: '999999', name: '新的' }, admin), 404);
      expectRefusal(await post('admin/article/saveCategory', { name: '' }, admin), 400, /请填写类别名称/);
      const listed = await get<ArticleCategory[]>('activity/article/getArticleDicList');
      expect(listed.body.data.map((c) => c.name)).toContain('科幻故事');
    });

    it('creates a contest with its window in Asia/Shanghai and refuses a bad one', async () => {
      const admin = await adminToken();
      const cats = (await get<ArticleCategory[]>('admin/article/getCategoryList', undefined, admin)).body
        .data;
      const form = {
        title: '未来的学校',
        rules: '想象二十年后的学校是什么样子，写下来吧。',
        month: '2030-03',
        categoryIds: `${cats[0]?.id},${cats[1]?.id}`,
        startsAt: '2030-03-01 08:00',
        endsAt: '2030-03-31 20:00',
        cover: '/media/articles/cover-spring.jpg',
      };
      const res = await post<ArticleContest>('admin/article/saveContest', form, admin);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        title: '未来的学校',
        startsAt: '2030-03-01T08:00:00+08:00',
        endsAt: '2030-03-31T20:00:00+08:00',
        state: 'upcoming',
        maxPerUser: 1,
        categoryIds: [cats[0]?.id, cats[1]?.id],
        submissionCount: 0,
      });
      expect(new Date(res.body.data.startsAt).toISOString()).toBe('2030-03-01T00:00:00.000Z');
      const months = (await get<ArticleMonth[]>('activity/article/getArticleMonth')).body.data;
      expect(months[0]).toEqual({ month: '2030-03', label: '2030年3月', contestCount: 1 });

      expectRefusal(
        await post('admin/article/saveContest', { ...form, endsAt: '2030-02-01 08:00' }, admin),
        400,
        /截止时间须晚于开始时间/,
      );
      expectRefusal(
        await post(
          'admin/article/saveContest',
          { ...form, startsAt: '2030-02-30 08:00', endsAt: '2030-03-02 08:00' },
          admin,
        ),
        400,
        /开始时间不是有效的时间/,
      );
      expectRefusal(
        await post('admin/article/saveContest', { ...form, categoryIds: '999999' }, admin),
        400,
        /类别不存在/,
      );
      expectRefusal(
        await post('admin/article/saveContest', { ...form, categoryIds: '' }, admin),
        400,
        /请选择类别/,
      );
      expectRefusal(await post('admin/article/saveContest', { ...form, id: '999999' }, admin), 404);
    });

    it('awards once: default points by level through the ledger, a certificate; a second award is a 409', async () => {
      const contest = await makeContest(-1, 24);
      const u = await makeShopUser(db());
      const sub = (await commit(u.token, essay(contest.id), [await jpeg()])).body.data;
      const admin = await adminToken();
      const listed = await get<Paged<AdminArticleSubmission>>(
        'admin/article/getSubmissionList',
        { contestId: String(contest.id), status: 'submitted' },
        admin,
      );
      expect(listed.body.data.list).toEqual([
        expect.objectContaining({ id: sub.id, userId: u.id, account: u.account }),
      ]);

      expectRefusal(await award(sub.id, { decision: 'award' }), 400, /请选择奖项/);
      expectRefusal(await award(sub.id, { decision: 'award', level: 'gold' }), 400, /奖项/);
      expectRefusal(await award(999_999, { decision: 'award', level: 'first' }), 404, /作品不存在/);

      const res = await award(sub.id, { decision: 'award', level: 'second' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'awarded',
        awardLevel: 'second',
        awardText: '二等奖',
        awardPoints: AWARD_POINTS_DEFAULT.second,
        editable: false,
      });
      const code = res.body.data.certificateCode;
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);

      const again = await Promise.all([
        award(sub.id, { decision: 'award', level: 'first' }),
        award(sub.id, { decision: 'reject', reason: '重复评审' }),
      ]);
      for (const r of again) expectRefusal(r, 409, /已评审/);
      const ledger = (await ledgerOf(db(), u.id)).filter((r) => r.reason === 'essay_award');
      expect(ledger).toEqual([expect.objectContaining({ delta: 100, ref: `essay:${sub.id}` })]);
      expect(await checkUserLedger(db(), u.id)).toBe(100);

      const mine = await get<Certificate[]>('activity/article/getMyCertificates', undefined, u.token);
      expect(mine.body.data).toEqual([
        expect.objectContaining({
          code,
          holderName: u.account,
          essayTitle: '我的小作文',
          awardText: '二等奖',
        }),
      ]);
      const check = await get<CertificateCheck>('activity/article/verifyCertificate', { code });
      expect(check.body.data.valid).toBe(true);
      const latest = await get<Paged<AwardedEssay>>(`activity/article/getRewardArticleNew/${contest.id}`);
      expect(latest.body.data.list.map((e) => e.id)).toEqual([sub.id]);
    });

    it('awards with the points the operator gives (none for 0) and rejects with a reason', async () => {
      const contest = await makeContest(-1, 24, 3);
      const u = await makeShopUser(db());
      const a = (await commit(u.token, essay(contest.id))).body.data;
      const b = (await commit(u.token, essay(contest.id))).body.data;
      const c = (await commit(u.token, essay(contest.id))).body.data;
      expect(
        (await award(a.id, { decision: 'award', level: 'first', points: '300' })).body.data.awardPoints,
      ).toBe(300);
      const zero = await award(b.id, { decision: 'award', level: 'excellent', points: '0' });
      expect(zero.body.data).toMatchObject({ awardPoints: 0, status: 'awarded' });
      expect(zero.body.data.certificateCode).not.toBe('');
      expectRefusal(
        await award(c.id, { decision: 'award', level: 'first', points: '1001' }),
        400,
        /积分不能超过1000/,
      );
      expectRefusal(await award(c.id, { decision: 'reject' }), 400, /请填写未入选原因/);
      const rejected = await award(c.id, { decision: 'reject', reason: '与主题不符' });
      expect(rejected.body.data).toMatchObject({
        status: 'rejected',
        rejectReason: '与主题不符',
        certificateCode: '',
      });
      expect(
        (await ledgerOf(db(), u.id)).filter((r) => r.reason === 'essay_award').map((r) => r.delta),
      ).toEqual([300]);
      expect(
        (await get<Certificate[]>('activity/article/getMyCertificates', undefined, u.token)).body.data,
      ).toHaveLength(2);
    });
  });
});
