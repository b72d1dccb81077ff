import {
  YANGSHU_TERM_LIMIT,
  type AdminYangshuRequest,
  type AuditEntry,
  type Paged,
  type UploadedFile,
  type YangshuBook,
  type YangshuRequest,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { picture, upload } from '../checkin/checkin.fixtures.js';
import type { ShopUser } from '../shop/shop.fixtures.js';
import { sampleBookCalls } from './sample-books.fixtures.js';

/** Sample-book requests: committing, refusals, the term quota, the operator's states and the receipt. */
describe.each(dialects)('sample-book requests on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const { makeTeacher, offers, quota } = sampleBookCalls(t);
  const commit = (u: ShopUser, items: string, extra: Record<string, string> = {}) =>
    post<YangshuRequest>(
      'yangshu/commitYangshu',
      { items, addressId: String(u.addressId), ...extra },
      u.token,
    );
  const admin = () => t().login('admin');
  const requestCount = async () =>
    Number(
      (
        await db()
          .selectFrom('yangshu_requests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('commits a request: the address copied, the items kept, the quota taken; history and one', async () => {
    const u = await makeTeacher();
    const [a, b] = (await offers(u.token)).list as [YangshuBook, YangshuBook];
    const res = await commit(u, `${a.id}:2,${b.id}:1`, { note: ' 备课用 ' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('样书申请已提交，请等待审核');
    const r = res.body.data;
    expect(r).toMatchObject({
      totalCount: 3,
      note: '备课用',
      status: 'requested',
      statusText: '待审核',
      expressCompany: '',
      waybillNo: '',
      rejectReason: '',
      receiptPictures: [],
      approvedAt: '',
    });
    expect(r.items).toEqual([
      { yangshuId: a.id, bookNo: a.bookNo, title: a.title, cover: a.cover, count: 2 },
      { yangshuId: b.id, bookNo: b.bookNo, title: b.title, cover: b.cover, count: 1 },
    ]);
    const own = await db()
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', u.addressId)
      .executeTakeFirstOrThrow();
    expect(r.address).toEqual({
      name: own.name,
      phone: own.phone,
      provinceCode: own.province_code,
      provinceName: own.province_name,
      cityCode: own.city_code,
      cityName: own.city_name,
      districtCode: own.district_code,
      districtName: own.district_name,
      detail: own.detail,
    });
    expect(r.address).not.toHaveProperty('id');
    // A later change of the address book leaves the request's copy alone.
    await db().updateTable('addresses').set({ detail: '改过的地址' }).where('id', '=', u.addressId).execute();
    const one = await get<YangshuRequest>('yangshu/getHistoryInfo', { id: String(r.id) }, u.token);
    expect(one.body.data).toEqual(r);
    expect(await quota(u.token)).toMatchObject({ used: 3, remaining: YANGSHU_TERM_LIMIT - 3 });
    const second = await commit(u, `${b.id}:1`);
    const history = (await get<Paged<YangshuRequest>>('yangshu/getHistoryList', undefined, u.token)).body
      .data;
    expect(history.list.map((x) => x.id)).toEqual([second.body.data.id, r.id]);
    const approvedOnly = await get<Paged<YangshuRequest>>(
      'yangshu/getHistoryList',
      { status: 'approved' },
      u.token,
    );
    expect(approvedOnly.body.data.total).toBe(0);
    expectRefusal(await get('yangshu/getHistoryList', { status: 'lost' }, u.token), 400, /状态/);
  });

  it('refuses bad requests with Chinese messages and writes nothing', async () => {
    const u = await makeTeacher();
    const other = await makeTeacher();
    const list = (await offers(u.token)).list;
    const [a, b] = list as [YangshuBook, YangshuBook];
    const before = await requestCount();
    expectRefusal(await commit(u, ''), 400, /请选择样书/);
    expectRefusal(await commit(u, 'abc'), 400, /样书清单格式不正确/);
    expectRefusal(await commit(u, `${a.id}:0`), 400, /至少1册/);
    expectRefusal(await commit(u, `${a.id}:1,${a.id}:1`), 400, /只选一次/);
    expectRefusal(await post('yangshu/commitYangshu', { items: `${a.id}:1` }, u.token), 400, /收货地址/);
    expectRefusal(await commit(u, `${a.id}:1`, { note: '长'.repeat(141) }), 400, /备注/);
    // Another's address: the same 404 as a missing one.
    expectRefusal(
      await commit(u, `${a.id}:1`, { addressId: String(other.addressId) }),
      404,
      /收货地址不存在/,
    );
    expectRefusal(await commit(u, `${a.id}:1`, { addressId: '999999' }), 404, /收货地址不存在/);
    // Not on offer: unknown, or withdrawn.
    expectRefusal(await commit(u, `${a.id}:1,999999:1`), 409, /不在样书目录中/);
    await db().updateTable('yangshu_offers').set({ enabled: 0 }).where('id', '=', b.id).execute();
    expectRefusal(await commit(u, `${b.id}:1`), 409, /不在样书目录中/);
    expect((await offers(u.token)).list.map((x) => x.id)).not.toContain(b.id);
    await db().updateTable('yangshu_offers').set({ enabled: 1 }).where('id', '=', b.id).execute();
    expectRefusal(
      await commit(u, `${a.id}:${a.maxPerRequest + 1}`),
      409,
      new RegExp(`每次最多申请${a.maxPerRequest}册`),
    );
    expect(await requestCount()).toBe(before);
    expect(await quota(u.token)).toMatchObject({ used: 0, remaining: YANGSHU_TERM_LIMIT });
  });

  it('keeps the term quota: beyond it 409 saying what remains; a rejection gives the copies back', async () => {
    const u = await makeTeacher();
    const list = (await offers(u.token)).list;
    // Fill up to the limit with requests of each book's maximum.
    let left = YANGSHU_TERM_LIMIT;
    const made: number[] = [];
    for (const b of list) {
      if (left === 0) break;
      const n = Math.min(b.maxPerRequest, left);
      const r = await commit(u, `${b.id}:${n}`);
      expect(r.status).toBe(200);
      made.push(r.body.data.id);
      left -= n;
    }
    expect(await quota(u.token)).toMatchObject({ used: YANGSHU_TERM_LIMIT, remaining: 0 });
    const first = list[0] as YangshuBook;
    expectRefusal(await commit(u, `${first.id}:1`), 409, /额度已用完/);
    const token = await admin();
    // Reject the request of 2 copies; the first book allows 3 a request.
    const second = list[1] as YangshuBook;
    expect(first.maxPerRequest).toBe(3);
    expect(second.maxPerRequest).toBe(2);
    await post('admin/teacher/rejectYangshu', { id: String(made[1]), reason: '库存不足，下月再申请' }, token);
    expect(await quota(u.token)).toMatchObject({ used: YANGSHU_TERM_LIMIT - 2, remaining: 2 });
    expectRefusal(await commit(u, `${first.id}:3`), 409, /还可申请2册样书，本次申请了3册/);
    expect((await commit(u, `${first.id}:2`)).status).toBe(200);
    expect((await quota(u.token)).remaining).toBe(0);
  });

  it('holds the quota when requests race', async () => {
    const u = await makeTeacher();
    const list = (await offers(u.token)).list.filter((b) => b.maxPerRequest >= 2);
    const results = await Promise.all(list.slice(0, 8).map((b) => commit(u, `${b.id}:2`)));
    const okCount = results.filter((r) => r.status === 200).length;
    expect(okCount).toBe(Math.min(list.slice(0, 8).length, YANGSHU_TERM_LIMIT / 2));
    for (const r of results.filter((x) => x.status !== 200)) expectRefusal(r, 409);
    expect(await quota(u.token)).toMatchObject({ used: okCount * 2 });
  });

  it('runs the operator’s states: approve, ship with a waybill, reject; wrong states 409, unknown 404', async () => {
    const u = await makeTeacher();
    const [a] = (await offers(u.token)).list as [YangshuBook];
    const id = String((await commit(u, `${a.id}:1`)).body.data.id);
    const token = await admin();
    const ship = (form: Record<string, string>) =>
      post<AdminYangshuRequest>('admin/teacher/shipYangshu', form, token);
    expectRefusal(
      await ship({ id, expressCompany: '顺丰速运', waybillNo: 'SF123456789' }),
      409,
      /请先审核通过/,
    );
    const approved = await post<AdminYangshuRequest>('admin/teacher/approveYangshu', { id }, token);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      statusText: '待发货',
      userId: u.id,
      account: u.account,
    });
    expect(approved.body.data.approvedAt).toMatch(/^\d{4}-/);
    expectRefusal(await post('admin/teacher/approveYangshu', { id }, token), 409, /待发货/);
    expectRefusal(await ship({ id, expressCompany: '顺丰速运', waybillNo: '单号' }), 400, /快递单号/);
    expectRefusal(await ship({ id, expressCompany: '顺', waybillNo: 'SF123456789' }), 400, /快递公司/);
    const shipped = await ship({ id, expressCompany: '顺丰速运', waybillNo: 'SF123456789' });
    expect(shipped.body.data).toMatchObject({
      status: 'shipped',
      expressCompany: '顺丰速运',
      waybillNo: 'SF123456789',
    });
    expectRefusal(
      await post('admin/teacher/rejectYangshu', { id, reason: '不发了' }, token),
      409,
      /不能驳回/,
    );
    expectRefusal(await ship({ id, expressCompany: '顺丰速运', waybillNo: 'SF123456789' }), 409, /不能发货/);
    expectRefusal(await post('admin/teacher/approveYangshu', { id: '999999' }, token), 404, /样书申请不存在/);
    expectRefusal(await post('admin/teacher/rejectYangshu', { id, reason: '' }, token), 400, /驳回原因/);

    const list = (
      await get<Paged<AdminYangshuRequest>>(
        'admin/teacher/getYangshuList',
        { status: 'shipped', pageSize: '50' },
        token,
      )
    ).body.data;
    expect(list.list.every((r) => r.status === 'shipped')).toBe(true);
    expect(list.list.map((r) => r.id)).toContain(Number(id));
    const all = (await get<Paged<AdminYangshuRequest>>('admin/teacher/getYangshuList', undefined, token)).body
      .data;
    expect(all.total).toBeGreaterThan(list.total);

    const id2 = String((await commit(u, `${a.id}:1`)).body.data.id);
    await post('admin/teacher/approveYangshu', { id: id2 }, token);
    const rejected = await post<AdminYangshuRequest>(
      'admin/teacher/rejectYangshu',
      { id: id2, reason: '该书暂缺货' },
      token,
    );
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '该书暂缺货',
      statusText: '未通过',
    });
    expect(await quota(u.token)).toMatchObject({ used: 1 });

    // The audit log has each decision's status before and after (refusals are not recorded).
    const log = async (targetId: string) =>
      (
        await get<Paged<AuditEntry>>(
          'admin/audit/getAuditList',
          { targetKind: 'yangshuRequest', targetId },
          token,
        )
      ).body.data.list.map((e) => [e.call, e.before, e.after]);
    expect(await log(id)).toEqual([
      [
        'admin/teacher/shipYangshu',
        { status: 'approved' },
        { status: 'shipped', expressCompany: '顺丰速运', waybillNo: 'SF123456789' },
      ],
      ['admin/teacher/approveYangshu', { status: 'requested' }, { status: 'approved' }],
    ]);
    expect(await log(id2)).toEqual([
      ['admin/teacher/rejectYangshu', { status: 'approved' }, { status: 'rejected', reason: '该书暂缺货' }],
      ['admin/teacher/approveYangshu', { status: 'requested' }, { status: 'approved' }],
    ]);
  });

  it('confirms receipt of a shipped request with photos; unshipped 409, another’s 404, foreign files refused', async () => {
    const u = await makeTeacher();
    const other = await makeTeacher();
    const [a] = (await offers(u.token)).list as [YangshuBook];
    const id = String((await commit(u, `${a.id}:1`)).body.data.id);
    const confirm = (token: string, form: Record<string, string>) =>
      post<YangshuRequest>('yangshu/confirmReceipt', form, token);
    expectRefusal(await confirm(u.token, { id }), 409, /尚未发货/);
    expectRefusal(await confirm(other.token, { id }), 404, /样书申请不存在/);
    const token = await admin();
    await post('admin/teacher/approveYangshu', { id }, token);
    expectRefusal(await confirm(u.token, { id }), 409, /尚未发货/);
    await post(
      'admin/teacher/shipYangshu',
      { id, expressCompany: '中通快递', waybillNo: 'ZT12345678' },
      token,
    );
    expectRefusal(await confirm(other.token, { id }), 404);

    // The photos: the one upload path, checked by content.
    const up = await upload<UploadedFile>(t(), 'yangshu/fileUpload/receipt', u.token, {}, [
      { name: 'a.jpg', data: await picture('#aa5500') },
    ]);
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ kind: 'image', mime: 'image/jpeg' });
    expectRefusal(
      await upload(t(), 'yangshu/fileUpload/receipt', u.token, {}, [
        { name: 'x.jpg', data: Buffer.from('<html>not a picture</html>') },
      ]),
      400,
    );
    expectRefusal(
      await upload(t(), 'yangshu/fileUpload/receipt', u.token, {}, []),
      400,
      /请选择要上传的图片/,
    );
    expectRefusal(
      await upload(t(), 'yangshu/fileUpload/avatar', u.token, {}, [{ name: 'a.jpg', data: await picture() }]),
      400,
      /receipt/,
    );
    const foreign = await upload<UploadedFile>(t(), 'yangshu/fileUpload/receipt', other.token, {}, [
      { name: 'b.jpg', data: await picture('#0055aa') },
    ]);
    expectRefusal(
      await confirm(u.token, { id, fileIds: String(foreign.body.data.id) }),
      400,
      /签收照片不存在/,
    );
    expectRefusal(await confirm(u.token, { id, fileIds: 'a,b' }), 400, /签收照片/);
    expect((await get<YangshuRequest>('yangshu/getHistoryInfo', { id }, u.token)).body.data.status).toBe(
      'shipped',
    );

    const done = await confirm(u.token, { id, fileIds: String(up.body.data.id) });
    expect(done.body.msg).toBe('已确认签收');
    expect(done.body.data).toMatchObject({ status: 'received', statusText: '已签收' });
    expect(done.body.data.receivedAt).toMatch(/^\d{4}-/);
    expect(done.body.data.receiptPictures).toEqual([
      { id: up.body.data.id, url: up.body.data.url, thumbUrl: up.body.data.thumbUrl },
    ]);
    expectRefusal(await confirm(u.token, { id }), 409, /已确认签收/);
    // An attached photo cannot be attached again.
    expect(
      await db()
        .selectFrom('yangshu_pending_files')
        .select('upload_id')
        .where('upload_id', '=', up.body.data.id)
        .execute(),
    ).toEqual([]);
    expectRefusal(await get('yangshu/getHistoryInfo', { id }, other.token), 404, /样书申请不存在/);
    expectRefusal(await get('yangshu/getHistoryInfo', { id: '0' }, u.token), 400, /样书申请不存在/);
  });

  it('confirms receipt without photos', async () => {
    const u = await makeTeacher();
    const [a] = (await offers(u.token)).list as [YangshuBook];
    const id = String((await commit(u, `${a.id}:1`)).body.data.id);
    const token = await admin();
    await post('admin/teacher/approveYangshu', { id }, token);
    await post(
      'admin/teacher/shipYangshu',
      { id, expressCompany: '中通快递', waybillNo: 'ZT12345679' },
      token,
    );
    const done = await post<YangshuRequest>('yangshu/confirmReceipt', { id }, u.token);
    expect(done.body.data).toMatchObject({ status: 'received', receiptPictures: [] });
  });
});
