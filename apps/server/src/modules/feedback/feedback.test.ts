import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Code, type AdminFeedback, type Feedback, type Paged } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { failingWrites, storedUploads } from '../../test/uploads.js';
import { picture, upload } from '../checkin/checkin.fixtures.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { FEEDBACK_SEED } from './seed.js';

describe.each(dialects)('feedback on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const pictures = async (n: number) =>
    Promise.all(
      Array.from({ length: n }, async (_, i) => ({
        name: `p${i}.jpg`,
        data: await picture(`#${String(i * 2 + 1).repeat(6)}`),
      })),
    );

  it('is seeded from the demo users, in every status, with pictures', async () => {
    const admin = await t().login('admin');
    const all = await get<Paged<AdminFeedback>>('admin/feedback/getFeedbackList', { pageSize: '50' }, admin);
    expect(all.body.data.total).toBe(FEEDBACK_SEED.length);
    const statuses = new Set(all.body.data.list.map((f) => f.status));
    expect(statuses).toEqual(new Set(['pending', 'replied']));
    const withPictures = all.body.data.list.filter((f) => f.pictures.length > 0);
    expect(withPictures.length).toBeGreaterThanOrEqual(2);
    const served = await t().app.inject({ method: 'GET', url: withPictures[0]?.pictures[0]?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(new Set(all.body.data.list.map((f) => f.account)).size).toBeGreaterThanOrEqual(4);
    for (const f of all.body.data.list.filter((x) => x.status === 'replied')) {
      expect(f.reply).not.toBe('');
      expect(f.repliedAt).toMatch(/^\d{4}-/);
    }
  });

  it('saves a feedback with up to 4 pictures and lists the caller’s own, newest first', async () => {
    const u = await makeShopUser(db());
    const other = await makeShopUser(db());
    await upload(t(), 'myInfo/saveFeedback', other.token, { category: '其他', content: '别人的反馈内容' });
    const first = await upload<Feedback>(t(), 'myInfo/saveFeedback', u.token, {
      category: '功能异常',
      content: '  扫码后页面一直转圈。 ',
    });
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('感谢您的反馈');
    expect(first.body.data).toMatchObject({
      category: '功能异常',
      content: '扫码后页面一直转圈。',
      pictures: [],
      contact: '',
      status: 'pending',
      reply: '',
      repliedAt: '',
    });
    const second = await upload<Feedback>(
      t(),
      'myInfo/saveFeedback',
      u.token,
      { category: '内容纠错', content: '第12页的插图和课文对不上。', contact: '13900002222' },
      await pictures(4),
    );
    expect(second.body.data.pictures).toHaveLength(4);
    for (const p of second.body.data.pictures) {
      expect(p.url).toMatch(/^\/uploads\/image\/.+\.jpg$/);
      expect(p.thumbUrl).toMatch(/-thumb\.webp$/);
    }
    const list = await get<Paged<Feedback>>('myInfo/getFeedbackList', undefined, u.token);
    expect(list.body.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 10 });
    expect(list.body.data.list.map((f) => f.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(list.body.data.list[0]?.pictures).toEqual(second.body.data.pictures);
    const page2 = await get<Paged<Feedback>>(
      'myInfo/getFeedbackList',
      { pageNum: '2', pageSize: '1' },
      u.token,
    );
    expect(page2.body.data.list.map((f) => f.id)).toEqual([first.body.data.id]);
  });

  it('refuses bad input, 5 pictures and a non-picture, storing nothing', async () => {
    const u = await makeShopUser(db());
    const ok = { category: '产品建议', content: '希望增加夜间模式。' };
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...ok, category: '投诉' }, /^请选择反馈类型$/],
      [{ content: ok.content }, /^请选择反馈类型$/],
      [{ ...ok, content: '太慢' }, /^反馈内容至少5个字$/],
      [{ ...ok, content: '很'.repeat(141) }, /^反馈内容不能超过140个字$/],
      [{ ...ok, contact: '1'.repeat(51) }, /^联系方式不能超过50个字符$/],
    ];
    for (const [form, msg] of cases)
      expectRefusal(await upload(t(), 'myInfo/saveFeedback', u.token, form), 400, msg);
    expect(
      (await upload(t(), 'myInfo/saveFeedback', u.token, { ...ok, content: '很'.repeat(140) })).status,
    ).toBe(200);
    await db().deleteFrom('feedback').where('user_id', '=', u.id).execute();

    expectRefusal(
      await upload(t(), 'myInfo/saveFeedback', u.token, ok, await pictures(5)),
      400,
      /^一次最多上传4个图片$/,
    );
    // One good picture, then one that is not a picture: the good one is removed again.
    const mixed = [
      ...(await pictures(1)),
      { name: 'x.jpg', data: Buffer.from('%PDF-1.4 not a picture'), type: 'image/jpeg' },
    ];
    expectRefusal(await upload(t(), 'myInfo/saveFeedback', u.token, ok, mixed), 400, /^文件类型不支持/);
    expect(await db().selectFrom('feedback').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    expect(await db().selectFrom('uploads').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    expectRefusal(await upload(t(), 'myInfo/saveFeedback', undefined, ok), 401);
    expectRefusal(await get('myInfo/getFeedbackList'), 401);
  });

  it('writes the feedback in its pictures’ upload transaction: a refused write leaves no upload and no file', async () => {
    const u = await makeShopUser(db());
    const ok = { category: '功能异常', content: '上传图片后页面空白。' };
    const before = await storedUploads(t());
    // The picture rows fail after the feedback row: everything rolls back, and no clean-up is needed.
    const refused = await failingWrites(t(), { insert: 'feedback_pictures' }, async () =>
      upload(t(), 'myInfo/saveFeedback', u.token, ok, await pictures(2)),
    );
    expectRefusal(refused, 500);
    expect(await db().selectFrom('feedback').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    expect(await storedUploads(t())).toEqual(before);

    const saved = await upload<Feedback>(t(), 'myInfo/saveFeedback', u.token, ok, await pictures(2));
    expect(saved.status).toBe(200);
    expect(saved.body.data.pictures).toHaveLength(2);
    const after = await storedUploads(t());
    expect(after.rows).toHaveLength(before.rows.length + 2);
    expect(after.files).toHaveLength(before.files.length + 4);
  });

  it('lets operators list by status and reply; the user sees the reply', async () => {
    const u = await makeShopUser(db());
    const mine = (
      await upload<Feedback>(
        t(),
        'myInfo/saveFeedback',
        u.token,
        { category: '其他', content: '积分什么时候到账？' },
        await pictures(1),
      )
    ).body.data;
    const student = await t().login('student');
    const forbidden = await get('admin/feedback/getFeedbackList', undefined, student);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe(Code.forbiddenRole);
    expect(
      (await post('admin/feedback/replyFeedback', { id: String(mine.id), reply: '好' }, student)).status,
    ).toBe(403);

    const admin = await t().login('admin');
    const pending = await get<Paged<AdminFeedback>>(
      'admin/feedback/getFeedbackList',
      { status: 'pending', pageSize: '100' },
      admin,
    );
    expect(pending.body.data.list.every((f) => f.status === 'pending')).toBe(true);
    expect(pending.body.data.list[0]).toMatchObject({
      id: mine.id,
      userId: u.id,
      account: u.account,
      nickname: u.account,
    });
    expectRefusal(
      await get('admin/feedback/getFeedbackList', { status: 'closed' }, admin),
      400,
      /^状态不正确$/,
    );

    const reply = await post<AdminFeedback>(
      'admin/feedback/replyFeedback',
      { id: String(mine.id), reply: '积分在打卡后一分钟内到账，请下拉刷新。' },
      admin,
    );
    expect(reply.body.msg).toBe('已回复');
    expect(reply.body.data).toMatchObject({
      id: mine.id,
      status: 'replied',
      reply: '积分在打卡后一分钟内到账，请下拉刷新。',
    });
    expect(reply.body.data.pictures).toEqual(mine.pictures);
    const seen = await get<Paged<Feedback>>('myInfo/getFeedbackList', undefined, u.token);
    expect(seen.body.data.list[0]).toMatchObject({
      status: 'replied',
      repliedAt: expect.stringMatching(/^\d{4}-/),
    });
    const replied = await get<Paged<AdminFeedback>>(
      'admin/feedback/getFeedbackList',
      { status: 'replied', pageSize: '100' },
      admin,
    );
    expect(replied.body.data.list.map((f) => f.id)).toContain(mine.id);

    // Answered already: a second reply is refused (two operators cannot overwrite each other).
    expectRefusal(
      await post('admin/feedback/replyFeedback', { id: String(mine.id), reply: '再答一次' }, admin),
      409,
      /^该反馈已回复$/,
    );
    expectRefusal(
      await post('admin/feedback/replyFeedback', { id: '99999999', reply: '好' }, admin),
      404,
      /^反馈不存在$/,
    );
    expectRefusal(
      await post('admin/feedback/replyFeedback', { id: String(mine.id), reply: '  ' }, admin),
      400,
      /^请填写回复$/,
    );
    expectRefusal(
      await post('admin/feedback/replyFeedback', { id: 'abc', reply: '好' }, admin),
      400,
      /反馈编号/,
    );
    expect(
      existsSync(join(t().config.uploadsDir, (mine.pictures[0]?.url ?? '').slice('/uploads/'.length))),
    ).toBe(true);
  });
});
