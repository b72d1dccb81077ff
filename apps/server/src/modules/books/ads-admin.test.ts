import { Code, type AdminPageAd, type PopupAd, type UploadedFile, type VideoAdPics } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { useDictionaryIds } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { picture, upload } from '../checkin/checkin.fixtures.js';

interface Page<T> {
  list: T[];
  total: number;
}

const SHANGHAI_MS = 8 * 3600_000;
/** `YYYY-MM-DD HH:mm` in Shanghai, `minutes` from now. */
const at = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + SHANGHAI_MS).toISOString().slice(0, 16).replace('T', ' ');

describe.each(dialects)('pop-ups and page ads for operators on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const dic = useDictionaryIds(t);
  const save = (token: string, json: Record<string, unknown>) =>
    t().call<AdminPageAd>('POST', '/api/admin/advert/saveAd', { token, json });
  const popups = async (subject?: number) =>
    (
      await t().call<PopupAd[]>('GET', '/api/bookmain/getTanchuang', {
        query: subject ? { page: 'home', subject: String(subject) } : { page: 'home' },
      })
    ).body.data;
  const base = {
    page: 'home',
    slot: 'popup',
    name: '语文新课弹窗',
    icon: '/media/ads/popup-home.svg',
    urlAddress: '/pages/clock/index',
    desc: 'everyTime',
    sort: 0,
  };

  it('refuses pupils, teachers and staff (403, 700) and callers without a token, writing nothing', async () => {
    const tokens = await Promise.all(['student', 'teacher', 'staff'].map((a) => t().login(a)));
    const before = await db().selectFrom('page_ads').selectAll().execute();
    const calls: ['GET' | 'POST', string][] = [
      ['GET', 'admin/advert/getAdList'],
      ['POST', 'admin/advert/saveAd'],
      ['POST', 'admin/advert/setAdEnabled'],
      ['POST', 'admin/advert/deleteAd'],
      ['POST', 'admin/advert/uploadPicture'],
    ];
    for (const [method, path] of calls) {
      for (const token of tokens) {
        const r = await t().call(method, `/api/${path}`, { token, form: { id: String(before[0]!.id) } });
        expect(r.status, path).toBe(403);
        expect(r.body).toEqual({ code: Code.forbiddenRole, msg: '没有权限访问', data: null });
      }
      expectRefusal(await t().call(method, `/api/${path}`), 401);
    }
    expect(await db().selectFrom('page_ads').selectAll().execute()).toEqual(before);
  });

  it('lists the seeded ads with every status and filters by status', async () => {
    const admin = await t().login('admin');
    const list = (q: Record<string, string>) =>
      t().call<Page<AdminPageAd>>('GET', '/api/admin/advert/getAdList', { token: admin, query: q });
    const all = await list({ pageSize: '100' });
    expect(new Set(all.body.data.list.map((a) => a.status))).toEqual(
      new Set(['live', 'scheduled', 'ended', 'disabled']),
    );
    const scheduled = await list({ status: 'scheduled' });
    expect(scheduled.body.data.list.map((a) => a.name)).toEqual(['寒假阅读营报名']);
    expect(scheduled.body.data.list[0]!.subjectName).toBe('语文');
    const ended = await list({ status: 'ended', page: 'home' });
    expect(ended.body.data.list.map((a) => a.name)).toEqual(['期中复习专题']);
    expectRefusal(await list({ status: 'x' }), 400, /状态不正确/);
  });

  it('shows a pop-up only between its start and end, on its subject only', async () => {
    const admin = await t().login('admin');
    const now = await save(admin, { ...base, subjectId: dic['语文'], startsAt: at(-1), endsAt: at(60) });
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ msg: '保存成功', data: { status: 'live', subjectName: '语文' } });
    const later = await save(admin, { ...base, name: '明天的弹窗', startsAt: at(24 * 60) });
    expect(later.body.data.status).toBe('scheduled');
    const past = await save(admin, { ...base, name: '过期弹窗', endsAt: at(-1) });
    expect(past.body.data.status).toBe('ended');

    const yuwen = (await popups(dic['语文'])).map((a) => a.name);
    expect(yuwen[0]).toBe('语文新课弹窗');
    expect(yuwen).not.toContain('明天的弹窗');
    expect(yuwen).not.toContain('过期弹窗');
    expect((await popups(dic['数学'])).map((a) => a.name)).not.toContain('语文新课弹窗');
    expect((await popups()).map((a) => a.name)).not.toContain('语文新课弹窗');

    // Switched off: gone at once; on again: back.
    const off = await t().call<AdminPageAd>('POST', '/api/admin/advert/setAdEnabled', {
      token: admin,
      form: { id: String(now.body.data.id), enabled: 'false' },
    });
    expect(off.body).toMatchObject({ msg: '已停用', data: { status: 'disabled' } });
    expect((await popups(dic['语文'])).map((a) => a.name)).not.toContain('语文新课弹窗');

    // Its start moved into the past: the scheduled one shows now.
    await save(admin, { ...base, id: later.body.data.id, name: '明天的弹窗', startsAt: at(-5) });
    expect((await popups()).map((a) => a.name)).toContain('明天的弹窗');

    // The audit has the before and after.
    const audit = await db()
      .selectFrom('audit_log')
      .select(['target_kind', 'before_json', 'after_json'])
      .where('call', '=', 'admin/advert/setAdEnabled')
      .executeTakeFirstOrThrow();
    expect(audit.target_kind).toBe('ad');
    expect(JSON.parse(audit.before_json!)).toEqual({ enabled: true });
    expect(JSON.parse(audit.after_json!)).toEqual({ enabled: false });
  });

  it('schedules the book page carousels too', async () => {
    const admin = await t().login('admin');
    await save(admin, { ...base, page: 'bookDetails', slot: 'top', name: '未来轮播', startsAt: at(60) });
    await save(admin, { ...base, page: 'bookDetails', slot: 'top', name: '当前轮播', endsAt: at(60) });
    const r = await t().call<VideoAdPics>('GET', '/api/bookmain/getVideoADPic');
    const names = r.body.data.top.map((a) => a.name);
    expect(names).toContain('当前轮播');
    expect(names).not.toContain('未来轮播');
  });

  it('refuses bad input naming the field, a missing ad with 404, and writes nothing', async () => {
    const admin = await t().login('admin');
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('page_ads')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    expectRefusal(await save(admin, { ...base, name: '' }), 400, /请填写广告名称/);
    expectRefusal(await save(admin, { ...base, icon: 'javascript:x' }), 400, /广告图片地址无效/);
    expectRefusal(await save(admin, { ...base, startsAt: '明天' }), 400, /^开始时间须为YYYY-MM-DD HH:mm$/);
    expectRefusal(
      await save(admin, { ...base, startsAt: '2026-02-30 10:00' }),
      400,
      /^开始时间不是有效的时间$/,
    );
    expectRefusal(
      await save(admin, { ...base, startsAt: at(10), endsAt: at(5) }),
      400,
      /^结束时间须晚于开始时间$/,
    );
    expectRefusal(await save(admin, { ...base, slot: 'top' }), 400, /首页只有弹窗位置/);
    expectRefusal(await save(admin, { ...base, subjectId: dic['一年级'] }), 400, /学科（subjectId）不存在/);
    expectRefusal(await save(admin, { ...base, qrId: 999999 }), 400, /客服二维码（qrId）不存在/);
    expectRefusal(await save(admin, { ...base, id: 999999 }), 404, /广告不存在/);
    expectRefusal(
      await t().call('POST', '/api/admin/advert/deleteAd', { token: admin, form: { id: '999999' } }),
      404,
      /广告不存在/,
    );
    expect(await count()).toBe(n);
  });

  it('deletes an ad and stores its picture through the upload path', async () => {
    const admin = await t().login('admin');
    const up = await upload<UploadedFile>(t(), 'admin/advert/uploadPicture', admin, {}, [
      { name: 'a.png', data: await picture('#c02060', 'png'), type: 'image/png' },
    ]);
    expect(up.body).toMatchObject({ msg: '图片已上传', data: { kind: 'image' } });
    const made = await save(admin, { ...base, name: '上传的弹窗', icon: up.body.data.url });
    expect(made.body.data.icon).toBe(up.body.data.url);
    const none = await upload(t(), 'admin/advert/uploadPicture', admin, {}, []);
    expectRefusal(none, 400, /请选择图片/);
    const del = await t().call('POST', '/api/admin/advert/deleteAd', {
      token: admin,
      form: { id: String(made.body.data.id) },
    });
    expect(del.body.msg).toBe('已删除');
    expect(
      await db().selectFrom('page_ads').select('id').where('id', '=', made.body.data.id).execute(),
    ).toEqual([]);
  });
});
