import { Code, type AdminKefuDesk, type AdminQiweiQr, type KefuInfo, type QiweiQrCode } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';

interface Page<T> {
  list: T[];
  total: number;
}

describe.each(dialects)('customer-service QR codes for operators on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const saveQr = (token: string, json: Record<string, unknown>) =>
    t().call<AdminQiweiQr>('POST', '/api/admin/contact/saveQr', { token, json });
  const sheet = {
    type: 'summer',
    pageTitle: '暑期答疑群',
    qrTitle: '扫码进群',
    qrTitle2: '每天答疑',
    path: '/media/ads/qiwei-qr-2.svg',
    bottomText: '长按识别',
    canClose: true,
  };

  it('refuses pupils, teachers and staff (403, 700) and callers without a token, writing nothing', async () => {
    const tokens = await Promise.all(['student', 'teacher', 'staff'].map((a) => t().login(a)));
    const before = await db().selectFrom('qiwei_qrcodes').selectAll().execute();
    const desks = await db().selectFrom('kefu_desks').selectAll().execute();
    const calls: ['GET' | 'POST', string][] = [
      ['GET', 'admin/contact/getQrList'],
      ['POST', 'admin/contact/saveQr'],
      ['POST', 'admin/contact/deleteQr'],
      ['GET', 'admin/contact/getKefuList'],
      ['POST', 'admin/contact/saveKefu'],
      ['POST', 'admin/contact/uploadPicture'],
    ];
    for (const [method, path] of calls) {
      for (const token of tokens) {
        const r = await t().call(method, `/api/${path}`, { token, form: { id: String(before[1]!.id) } });
        expect(r.status, path).toBe(403);
        expect(r.body).toEqual({ code: Code.forbiddenRole, msg: '没有权限访问', data: null });
      }
      expectRefusal(await t().call(method, `/api/${path}`), 401);
    }
    expect(await db().selectFrom('qiwei_qrcodes').selectAll().execute()).toEqual(before);
    expect(await db().selectFrom('kefu_desks').selectAll().execute()).toEqual(desks);
  });

  it('adds, edits and deletes an enterprise-contact sheet that the pupils read', async () => {
    const admin = await t().login('admin');
    const list = await t().call<Page<AdminQiweiQr>>('GET', '/api/admin/contact/getQrList', { token: admin });
    expect(list.body.data.list.map((q) => q.type)).toEqual(['default', 'video']);
    expect(list.body.data.list[0]!.usedBy).toBeGreaterThan(0);

    const made = await saveQr(admin, sheet);
    expect(made.body).toMatchObject({ msg: '保存成功', data: { type: 'summer', usedBy: 0 } });
    const id = made.body.data.id;
    const edited = await saveQr(admin, { ...sheet, id, pageTitle: '暑期答疑二群', canClose: false });
    expect(edited.body.data).toMatchObject({ pageTitle: '暑期答疑二群', canClose: false });
    const read = await t().call<QiweiQrCode>('GET', '/api/weixinService/getQiweiqrCode', {
      query: { type: 'summer' },
    });
    expect(read.body.data).toMatchObject({ qrId: id, pageTitle: '暑期答疑二群', canClose: false });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('call', '=', 'admin/contact/saveQr')
      .where('target_id', '=', String(id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ pageTitle: '暑期答疑群' });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ pageTitle: '暑期答疑二群' });

    const del = await t().call('POST', '/api/admin/contact/deleteQr', {
      token: admin,
      form: { id: String(id) },
    });
    expect(del.body.msg).toBe('已删除');
    expectRefusal(
      await t().call('POST', '/api/admin/contact/deleteQr', { token: admin, form: { id: String(id) } }),
      404,
      /二维码不存在/,
    );
  });

  it('refuses a taken type, deleting the fallback or a sheet in use, and bad input, writing nothing', async () => {
    const admin = await t().login('admin');
    const before = await db().selectFrom('qiwei_qrcodes').selectAll().orderBy('id').execute();
    const [fallback, video] = before as [(typeof before)[0], (typeof before)[0]];
    expectRefusal(await saveQr(admin, { ...sheet, type: 'video' }), 409, /类型 video 已被其他二维码使用/);
    expectRefusal(await saveQr(admin, { ...sheet, id: fallback.id, type: 'other' }), 409, /类型不能修改/);
    expectRefusal(await saveQr(admin, { ...sheet, type: 'a b' }), 400, /类型须为/);
    expectRefusal(await saveQr(admin, { ...sheet, path: '' }), 400, /请上传二维码图片/);
    expectRefusal(await saveQr(admin, { ...sheet, id: 999999 }), 404, /二维码不存在/);
    const del = (id: number) =>
      t().call('POST', '/api/admin/contact/deleteQr', { token: admin, form: { id: String(id) } });
    expectRefusal(await del(fallback.id), 409, /默认二维码（default）不能删除/);
    // An ad opens the video sheet: refused while it does.
    await db().updateTable('page_ads').set({ qr_id: video.id }).where('slot', '=', 'bottom').execute();
    expectRefusal(await del(video.id), 409, /正被\d+个广告或图书使用/);
    expect(await db().selectFrom('qiwei_qrcodes').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('edits a customer-service desk that getKefuQrcode answers', async () => {
    const admin = await t().login('admin');
    const desks = await t().call<AdminKefuDesk[]>('GET', '/api/admin/contact/getKefuList', { token: admin });
    expect(desks.body.data.map((d) => d.type)).toContain('kefu_1');
    const desk = desks.body.data.find((d) => d.type === 'kefu_1')!;
    const saved = await t().call<AdminKefuDesk>('POST', '/api/admin/contact/saveKefu', {
      token: admin,
      json: { ...desk, phone: '400-800-1234', workTime: '周一至周五 9:00-18:00' },
    });
    expect(saved.body).toMatchObject({ msg: '保存成功', data: { phone: '400-800-1234' } });
    const read = await t().call<KefuInfo>('GET', '/api/myInfo/getKefuQrcode/kefu_1');
    expect(read.body.data).toMatchObject({ phone: '400-800-1234', workTime: '周一至周五 9:00-18:00' });

    const bad = await t().call('POST', '/api/admin/contact/saveKefu', {
      token: admin,
      json: { ...desk, phone: 'call me' },
    });
    expectRefusal(bad, 400, /电话只能包含数字和-/);
    expectRefusal(
      await t().call('POST', '/api/admin/contact/saveKefu', {
        token: admin,
        json: { ...desk, type: 'kefu_x' },
      }),
      400,
      /客服类型须为/,
    );
    const again = await t().call<KefuInfo>('GET', '/api/myInfo/getKefuQrcode/kefu_1');
    expect(again.body.data.phone).toBe('400-800-1234');
  });
});
