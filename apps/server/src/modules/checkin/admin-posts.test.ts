import { Code, type AuditEntry, type CheckinPost, type Paged } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { makeCamp, upload } from './checkin.fixtures.js';

/** The operators' check-in queue: admin/checkin/getPostList and hiding by admin/checkin/hidePost. */
describe.each(dialects)('operators’ check-in posts on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const { get, post } = apiCalls(t);
  const list = (q: Record<string, string>, token: string) =>
    get<Paged<CheckinPost>>('admin/checkin/getPostList', q, token);

  it('lists every post newest first, by camp and status, hides once and shows again', async () => {
    const camp = await makeCamp(db(), {});
    const u = await makeShopUser(db());
    expect(
      (await post('dakaying/commitDakaYingBaoming', { dakaId: String(camp.campId) }, u.token)).status,
    ).toBe(200);
    const mk = async (taskId: number | undefined, content: string) =>
      (
        await upload<CheckinPost>(t(), 'dakaying/commitDakaInfoAndFile', u.token, {
          taskId: String(taskId),
          content,
        })
      ).body.data;
    const first = await mk(camp.taskIds[0], '第一天的打卡');
    const second = await mk(camp.taskIds[1], '第二天的打卡');
    const admin = await t().login('admin');
    const dakaId = String(camp.campId);

    const all = await list({ dakaId }, admin);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((p) => p.dakaInfoId)).toEqual([second.dakaInfoId, first.dakaInfoId]);
    expect(all.body.data.list[0]).toMatchObject({ content: '第二天的打卡', hidden: false, mine: false });

    const hid = await post<CheckinPost>(
      'admin/checkin/hidePost',
      { dakaInfoId: String(first.dakaInfoId) },
      admin,
    );
    expect(hid.body).toMatchObject({ code: 200, msg: '已隐藏', data: { hidden: true } });
    // Decided already: refused in Chinese, the counts unchanged.
    expectRefusal(
      await post('admin/checkin/hidePost', { dakaInfoId: String(first.dakaInfoId) }, admin),
      409,
      /^该打卡已隐藏$/,
    );
    // The audit log has the post's state before and after, once (the refusal is not recorded).
    const log = await get<Paged<AuditEntry>>(
      'admin/audit/getAuditList',
      { call: 'admin/checkin/hidePost', targetKind: 'checkinPost', targetId: String(first.dakaInfoId) },
      admin,
    );
    expect(log.body.data.list.map((e) => [e.before, e.after])).toEqual([
      [{ hidden: false }, { hidden: true }],
    ]);
    const hidden = await list({ dakaId, status: 'hidden' }, admin);
    expect(hidden.body.data).toMatchObject({
      total: 1,
      list: [{ dakaInfoId: first.dakaInfoId, hidden: true }],
    });
    const shown = await list({ dakaId, status: 'shown' }, admin);
    expect(shown.body.data).toMatchObject({ total: 1, list: [{ dakaInfoId: second.dakaInfoId }] });
    expect((await list({ dakaId }, admin)).body.data.total).toBe(2);
    // The pupils' feed no longer has it.
    const other = await makeShopUser(db());
    const feed = await get<Paged<CheckinPost>>('dakaying/getDakaRijiList', { dakaId }, other.token);
    expect(feed.body.data.list.map((p) => p.dakaInfoId)).toEqual([second.dakaInfoId]);

    // Across camps: the hidden filter finds it among the seed's posts; the totals add up.
    const everyHidden = await list({ status: 'hidden', pageSize: '100' }, admin);
    expect(everyHidden.body.data.list.map((p) => p.dakaInfoId)).toContain(first.dakaInfoId);
    expect(everyHidden.body.data.list.every((p) => p.hidden)).toBe(true);
    const counted = await db()
      .selectFrom('checkin_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await list({}, admin)).body.data.total).toBe(Number(counted.n));

    const again = await post<CheckinPost>(
      'admin/checkin/hidePost',
      { dakaInfoId: String(first.dakaInfoId), hidden: '0' },
      admin,
    );
    expect(again.body.data.hidden).toBe(false);
    expectRefusal(
      await post('admin/checkin/hidePost', { dakaInfoId: String(first.dakaInfoId), hidden: '0' }, admin),
      409,
      /^该打卡未隐藏$/,
    );
    expect((await list({ dakaId, status: 'shown' }, admin)).body.data.total).toBe(2);
  });

  it('names the bad field, and refuses pupils, teachers and staff', async () => {
    const admin = await t().login('admin');
    expectRefusal(await list({ status: 'gone' }, admin), 400, /状态/);
    expectRefusal(await list({ dakaId: 'x' }, admin), 400, /打卡营/);
    expectRefusal(await list({ dakaId: '99999999' }, admin), 404, /打卡营不存在/);
    expectRefusal(await list({ pageSize: '0' }, admin), 400);
    for (const who of ['student', 'teacher', 'staff']) {
      const r = await list({}, await t().login(who));
      expect(r.status, who).toBe(403);
      expect(r.body.code).toBe(Code.forbiddenRole);
    }
    expect((await get('admin/checkin/getPostList')).body.code).toBe(Code.noToken);
  });
});
