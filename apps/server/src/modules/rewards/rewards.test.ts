import {
  type AdminRewardReport,
  type FeedbackSelect,
  type Paged,
  type RewardCategory,
  type RewardList,
  type RewardReport,
  type UploadedFile,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { checkUserLedger, ledgerOf } from '../../test/points.js';
import { picture, upload, type FilePartSeed } from '../checkin/checkin.fixtures.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { REPORT_SEED } from './seed.js';

const jpeg = async (): Promise<FilePartSeed> => ({
  name: 'p.jpg',
  data: await picture(),
  type: 'image/jpeg',
});

describe.each(dialects)('content-error rewards on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  let cats: RewardCategory[] = [];
  const cat = (name: string) => cats.find((c) => c.name === name)?.id ?? 0;
  const uploadPhoto = (token: string, file: FilePartSeed, path = 'book/reward/fileUpload/reward/0') =>
    upload<UploadedFile>(t(), path, token, {}, [file]);
  const commit = (token: string, form: Record<string, string>) =>
    post<RewardReport>(
      'book/reward/rewardCommit',
      { bookNo: '131', page: '12', categoryId: String(cat('错别字')), text: '第二行有一个错别字', ...form },
      token,
    );
  const decide = (admin: string, form: Record<string, string>) =>
    post<AdminRewardReport>('admin/reward/decide', form, admin);

  it('answers the categories in order, to anyone', async () => {
    const res = await get<RewardCategory[]>('book/reward/getFeedBackDic');
    expect(res.status).toBe(200);
    cats = res.body.data;
    expect(cats.map((c) => c.name)).toEqual([
      '错别字',
      '标点错误',
      '答案错误',
      '图片错误',
      '知识性错误',
      '其他',
    ]);
  });

  describe('the demo seed', () => {
    it('has the student’s reports in every status with real pictures, and the points in the ledger', async () => {
      const token = await t().login('student');
      const list = await get<RewardList>('book/reward/getRewardList/all', { pageSize: '50' }, token);
      expect(list.status).toBe(200);
      const mine = REPORT_SEED.filter((r) => r.who === 'student');
      expect(list.body.data.counts).toEqual({ pending: 1, accepted: 1, rejected: 1 });
      expect(list.body.data.pointsEarned).toBe(140);
      expect(list.body.data.page.total).toBe(mine.length);
      const accepted = list.body.data.page.list.find((r) => r.status === 'accepted');
      expect(accepted).toMatchObject({
        bookNo: '131',
        bookTitle: '语文 三年级上册',
        categoryName: '错别字',
        points: 140,
      });
      const served = await t().app.inject({ method: 'GET', url: accepted?.photos[0]?.url ?? '' });
      expect(served.statusCode).toBe(200);
      const rejected = list.body.data.page.list.find((r) => r.status === 'rejected');
      expect(rejected?.rejectReason).toMatch(/未发现错误/);
      const user = await db()
        .selectFrom('users')
        .select('id')
        .where('account', '=', 'student')
        .executeTakeFirstOrThrow();
      expect((await ledgerOf(db(), user.id)).filter((r) => r.reason === 'error_reward')).toHaveLength(1);
      const last = await get<FeedbackSelect>('book/reward/getFeedBackSelect', undefined, token);
      expect(last.body.data).toMatchObject({ bookNo: '221', categoryName: '答案错误' });
      const admin = await t().login('admin');
      const all = await get<Paged<AdminRewardReport>>(
        'admin/reward/getRewardList',
        { pageSize: '50' },
        admin,
      );
      expect(new Set(all.body.data.list.map((r) => r.account)).size).toBeGreaterThanOrEqual(4);
    });
  });

  it('reports with photos; lists and reads them; the operator accepts once, the points once', async () => {
    const u = await makeShopUser(db());
    expect((await get('book/reward/getFeedBackSelect', undefined, u.token)).body.data).toBeNull();
    const a = await uploadPhoto(u.token, await jpeg());
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ kind: 'image' });
    const b = await uploadPhoto(u.token, await jpeg());
    const rep = await commit(u.token, { fileIds: `${a.body.data.id},${b.body.data.id}` });
    expect(rep.status).toBe(200);
    expect(rep.body.msg).toBe('提交成功，请等待审核');
    expect(rep.body.data).toMatchObject({
      bookNo: '131',
      bookTitle: '语文 三年级上册',
      page: 12,
      categoryName: '错别字',
      text: '第二行有一个错别字',
      status: 'pending',
      statusText: '审核中',
      points: 0,
    });
    expect(rep.body.data.photos.map((p) => p.id)).toEqual([a.body.data.id, b.body.data.id]);
    // The selection is remembered.
    const last = await get<FeedbackSelect>('book/reward/getFeedBackSelect', undefined, u.token);
    expect(last.body.data).toMatchObject({
      bookNo: '131',
      bookTitle: '语文 三年级上册',
      categoryName: '错别字',
    });
    // A used photo cannot go into a second report.
    expectRefusal(await commit(u.token, { fileIds: String(a.body.data.id) }), 400, /^图片不存在或已使用/);

    const info = await get<RewardReport>(`book/reward/getRewardInfo/${rep.body.data.id}`, undefined, u.token);
    expect(info.body.data.id).toBe(rep.body.data.id);
    const pending = await get<RewardList>('book/reward/getRewardList/pending', undefined, u.token);
    expect(pending.body.data.page.list.map((r) => r.id)).toEqual([rep.body.data.id]);
    expect(pending.body.data.counts).toEqual({ pending: 1, accepted: 0, rejected: 0 });

    const admin = await t().login('admin');
    const listed = await get<Paged<AdminRewardReport>>(
      'admin/reward/getRewardList',
      { status: 'pending', pageSize: '100' },
      admin,
    );
    expect(listed.body.data.list.find((r) => r.id === rep.body.data.id)).toMatchObject({
      userId: u.id,
      account: u.account,
    });
    const ok = await decide(admin, { id: String(rep.body.data.id), decision: 'accept', points: '40' });
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe('已采纳，积分已发放');
    expect(ok.body.data).toMatchObject({ status: 'accepted', statusText: '已采纳', points: 40 });
    expectRefusal(await decide(admin, { id: String(rep.body.data.id), decision: 'accept' }), 409, /已审核/);
    expectRefusal(
      await decide(admin, { id: String(rep.body.data.id), decision: 'reject', reason: '重复' }),
      409,
      /已审核/,
    );
    const rows = (await ledgerOf(db(), u.id)).filter((r) => r.reason === 'error_reward');
    expect(rows).toEqual([expect.objectContaining({ delta: 40, ref: `error:${rep.body.data.id}` })]);
    await checkUserLedger(db(), u.id);
    const after = await get<RewardList>('book/reward/getRewardList/accepted', undefined, u.token);
    expect(after.body.data).toMatchObject({
      pointsEarned: 40,
      counts: { pending: 0, accepted: 1, rejected: 0 },
    });
  });

  it('rejects with a reason (required), no points; grants the default points without a figure', async () => {
    const u = await makeShopUser(db());
    const admin = await t().login('admin');
    const x = await commit(u.token, { categoryId: String(cat('其他')), text: '这一页的插图颜色不对' });
    const y = await commit(u.token, {});
    expectRefusal(
      await decide(admin, { id: String(x.body.data.id), decision: 'reject' }),
      400,
      /^请填写驳回原因$/,
    );
    const no = await decide(admin, { id: String(x.body.data.id), decision: 'reject', reason: '未发现错误' });
    expect(no.body.data).toMatchObject({
      status: 'rejected',
      statusText: '未采纳',
      rejectReason: '未发现错误',
      points: 0,
    });
    const yes = await decide(admin, { id: String(y.body.data.id), decision: 'accept' });
    expect(yes.body.data.points).toBe(20);
    const list = await get<RewardList>('book/reward/getRewardList/rejected', undefined, u.token);
    expect(list.body.data.page.list.map((r) => r.rejectReason)).toEqual(['未发现错误']);
    expect(list.body.data).toMatchObject({
      pointsEarned: 20,
      counts: { pending: 0, accepted: 1, rejected: 1 },
    });
    expectRefusal(await decide(admin, { id: '999999', decision: 'accept' }), 404, /^纠错记录不存在$/);
  });

  it('refuses bad reports with a clear message and writes nothing', async () => {
    const u = await makeShopUser(db());
    const other = await makeShopUser(db());
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('reward_reports')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', u.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expectRefusal(await commit(u.token, { text: '' }), 400, /错误描述至少5个字$/);
    expectRefusal(await commit(u.token, { text: '        ' }), 400, /错误描述至少5个字$/);
    expectRefusal(await commit(u.token, { bookNo: '000' }), 400, /^书号不存在/);
    expectRefusal(await commit(u.token, { bookNo: 'a b' }), 400, /书号不正确$/);
    expectRefusal(await commit(u.token, { page: '0' }), 400, /页码至少为1$/);
    expectRefusal(await commit(u.token, { categoryId: '99999' }), 400, /^错误类型不存在$/);
    expectRefusal(await commit(u.token, { text: '字'.repeat(501) }), 400, /不能超过500个字/);
    // Someone else's photo.
    const theirs = await uploadPhoto(other.token, await jpeg());
    expectRefusal(
      await commit(u.token, { fileIds: String(theirs.body.data.id) }),
      400,
      /^图片不存在或已使用/,
    );
    // Seven photos.
    expectRefusal(await commit(u.token, { fileIds: '1,2,3,4,5,6,7' }), 400, /最多选6个/);
    expect(await count()).toBe(0);
    // The other's photo is still theirs to use.
    expect((await commit(other.token, { fileIds: String(theirs.body.data.id) })).status).toBe(200);
    // Not a picture.
    const text = await uploadPhoto(u.token, {
      name: 'a.jpg',
      data: Buffer.from('not a picture at all'),
      type: 'image/jpeg',
    });
    expect(text.status).toBe(400);
    expect(text.body.msg).toMatch(/图片/);
    expectRefusal(
      await uploadPhoto(u.token, await jpeg(), 'book/reward/fileUpload/essay/0'),
      400,
      /^上传类型须为 reward$/,
    );
    const pending = await db()
      .selectFrom('reward_pending_files')
      .select('upload_id')
      .where('user_id', '=', u.id)
      .execute();
    expect(pending).toEqual([]);
    // Unauthenticated.
    expectRefusal(await post('book/reward/rewardCommit', {}), 401);
  });

  it('keeps reports private: another user’s is 404; operators only on the admin calls', async () => {
    const u = await makeShopUser(db());
    const other = await makeShopUser(db());
    const rep = await commit(u.token, {});
    expectRefusal(
      await get(`book/reward/getRewardInfo/${rep.body.data.id}`, undefined, other.token),
      404,
      /^纠错记录不存在$/,
    );
    expectRefusal(await get('book/reward/getRewardInfo/999999', undefined, u.token), 404);
    expectRefusal(await get('book/reward/getRewardList/done', undefined, u.token), 400, /^状态须为/);
    const theirs = await get<RewardList>('book/reward/getRewardList/all', undefined, other.token);
    expect(theirs.body.data.page.total).toBe(0);
    const refused = [
      await get('admin/reward/getRewardList', undefined, u.token),
      await post('admin/reward/decide', { id: String(rep.body.data.id), decision: 'accept' }, u.token),
      await get('admin/reward/getCategoryList', undefined, u.token),
      await post('admin/reward/saveCategory', { name: '排版错误' }, u.token),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
  });

  it('remembers the last book and category; checks each', async () => {
    const u = await makeShopUser(db());
    const saved = await post<FeedbackSelect>('book/reward/saveFeedBackSelect', { bookNo: '221' }, u.token);
    expect(saved.body.data).toMatchObject({ bookNo: '221', bookTitle: '数学 二年级上册', categoryId: null });
    const both = await post<FeedbackSelect>(
      'book/reward/saveFeedBackSelect',
      { categoryId: String(cat('答案错误')) },
      u.token,
    );
    expect(both.body.data).toMatchObject({ bookNo: '221', categoryName: '答案错误' });
    expectRefusal(
      await post('book/reward/saveFeedBackSelect', { bookNo: '000' }, u.token),
      400,
      /^书号不存在/,
    );
    expectRefusal(
      await post('book/reward/saveFeedBackSelect', { categoryId: '99999' }, u.token),
      400,
      /^错误类型不存在$/,
    );
    expectRefusal(await post('book/reward/saveFeedBackSelect', {}, u.token), 400, /^请选择书本或错误类型$/);
  });

  it('lets operators list, add and rename categories (unique names)', async () => {
    const admin = await t().login('admin');
    const name = dialect === 'sqlite' ? '排版错误' : '印刷错误';
    const made = await post<RewardCategory>('admin/reward/saveCategory', { name }, admin);
    expect(made.status).toBe(200);
    expectRefusal(
      await post('admin/reward/saveCategory', { name: '错别字' }, admin),
      409,
      /^已有同名的错误类型$/,
    );
    const renamed = await post<RewardCategory>(
      'admin/reward/saveCategory',
      { id: String(made.body.data.id), name: `${name}2` },
      admin,
    );
    expect(renamed.body.data).toEqual({ id: made.body.data.id, name: `${name}2` });
    expectRefusal(
      await post('admin/reward/saveCategory', { id: '99999', name: '无' }, admin),
      404,
      /^类型不存在$/,
    );
    const list = await get<RewardCategory[]>('admin/reward/getCategoryList', undefined, admin);
    expect(list.body.data.at(-1)).toEqual(renamed.body.data);
  });
});
