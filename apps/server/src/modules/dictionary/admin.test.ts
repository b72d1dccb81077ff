import {
  Code,
  scheduleTimeFromMs,
  type AdminAppMenu,
  type AdminDicEntry,
  type DicData,
  type UploadedFile,
} from '@jc/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { picture, upload } from '../checkin/checkin.fixtures.js';

const MINUTE = 60_000;

describe.each(dialects)('operator calls of the dictionaries and menus on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  afterEach(() => vi.useRealTimers());

  const dic = (type: string) =>
    t()
      .call<DicData>('GET', '/api/bookmain/getDicData', { query: { type } })
      .then((r) => r.body.data.dicList.map((e) => e.name));
  const adminList = (token: string, type: string) =>
    t().call<AdminDicEntry[]>('GET', '/api/admin/dictionary/getDicList', { token, query: { type } });
  const save = (token: string, json: Record<string, unknown>) =>
    t().call<AdminDicEntry>('POST', '/api/admin/dictionary/saveDic', { token, json });
  const auditCount = async () =>
    Number(
      (
        await db()
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses pupils, teachers and staff (403, 700) and callers without a token', async () => {
    const tokens = await Promise.all(['student', 'teacher', 'staff'].map((a) => t().login(a)));
    const calls: ['GET' | 'POST', string][] = [
      ['GET', 'admin/dictionary/getDicList?type=grade'],
      ['POST', 'admin/dictionary/saveDic'],
      ['POST', 'admin/dictionary/setDicEnabled'],
      ['POST', 'admin/dictionary/deleteDic'],
      ['POST', 'admin/dictionary/sortDic'],
      ['POST', 'admin/dictionary/uploadIcon'],
      ['GET', 'admin/menu/getMenuList'],
      ['POST', 'admin/menu/saveMenu'],
      ['POST', 'admin/menu/setMenuEnabled'],
      ['POST', 'admin/menu/deleteMenu'],
    ];
    for (const [method, path] of calls) {
      for (const token of tokens) {
        const r = await t().call(method, `/api/${path}`, { token, form: {} });
        expect(r.status, path).toBe(403);
        expect(r.body).toEqual({ code: Code.forbiddenRole, msg: '没有权限访问', data: null });
      }
      expectRefusal(await t().call(method, `/api/${path}`), 401);
    }
  });

  it('lists a group with its disabled and scheduled entries, which the pupils do not see', async () => {
    const admin = await t().login('admin');
    const res = await adminList(admin, 'mainbanner');
    expect(res.status).toBe(200);
    const byName = new Map(res.body.data.map((e) => [e.name, e]));
    expect(byName.get('暑期阅读挑战 即将开始')).toMatchObject({
      enabled: true,
      live: false,
      startsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    });
    expect(byName.get('寒假打卡 已结束')).toMatchObject({ enabled: true, live: false });
    expect(byName.get('积分翻倍周（停用）')).toMatchObject({ enabled: false, live: false });
    expect(byName.get('晨读晚听 每天十分钟')).toMatchObject({ live: true, startsAt: '', endsAt: '' });
    expect(await dic('mainbanner')).toEqual([
      '晨读晚听 每天十分钟',
      '有奖征文 火热进行中',
      '积分商城 好礼兑换',
    ]);
    expectRefusal(await adminList(admin, 'nope'), 400, /^字典类型（type）须为以下之一/);
  });

  it('adds a banner that shows only inside its schedule, the cache following the start and the end', async () => {
    const admin = await t().login('admin');
    const now = Date.now();
    // The wire has whole minutes of Beijing time; the store keeps their epoch ms.
    const starts = Math.ceil(now / MINUTE) * MINUTE + 10 * MINUTE;
    const ends = starts + 10 * MINUTE;
    expect(await dic('mainbanner')).not.toContain('限时活动'); // cached now
    const res = await save(admin, {
      type: 'mainbanner',
      name: '限时活动',
      icon: '/media/dic/banner-shop.svg',
      urlAddress: '/pages/shopping/index',
      startsAt: scheduleTimeFromMs(starts),
      endsAt: scheduleTimeFromMs(ends),
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('保存成功');
    expect(res.body.data).toMatchObject({
      name: '限时活动',
      enabled: true,
      live: false,
      startsAt: scheduleTimeFromMs(starts),
      endsAt: scheduleTimeFromMs(ends),
    });
    const stored = await db()
      .selectFrom('dictionaries')
      .select(['starts_at', 'ends_at'])
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect([Number(stored.starts_at), Number(stored.ends_at)]).toEqual([starts, ends]);
    expect(await dic('mainbanner')).not.toContain('限时活动');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(starts - 1);
    expect(await dic('mainbanner')).not.toContain('限时活动');
    vi.setSystemTime(starts);
    expect((await dic('mainbanner')).at(-1)).toBe('限时活动');
    vi.setSystemTime(ends - 1);
    expect(await dic('mainbanner')).toContain('限时活动');
    vi.setSystemTime(ends);
    expect(await dic('mainbanner')).not.toContain('限时活动');
    // The seed's banner to come (in 30 days) shows on its day.
    vi.setSystemTime(now + 31 * 24 * 60 * MINUTE);
    expect(await dic('mainbanner')).toContain('暑期阅读挑战 即将开始');
  });

  it('takes a schedule as Beijing time and keeps it as epoch ms', async () => {
    const admin = await t().login('admin');
    const res = await save(admin, {
      type: 'mainAd',
      name: '国庆广告',
      icon: '/media/dic/banner-shop.svg',
      startsAt: '2030-10-01 08:00',
      endsAt: ' 2030-10-08 00:00 ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ startsAt: '2030-10-01 08:00', endsAt: '2030-10-08 00:00' });
    const row = await db()
      .selectFrom('dictionaries')
      .select(['starts_at', 'ends_at'])
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect([Number(row.starts_at), Number(row.ends_at)]).toEqual([
      Date.UTC(2030, 9, 1, 0, 0),
      Date.UTC(2030, 9, 7, 16, 0),
    ]);
    const cleared = await save(admin, { ...res.body.data, startsAt: '', endsAt: '' });
    expect(cleared.body.data).toMatchObject({ startsAt: '', endsAt: '', live: true });
  });

  it('edits, disables, reorders and deletes an entry, each recorded with before and after', async () => {
    const admin = await t().login('admin');
    const list = (await adminList(admin, 'mainBuoy')).body.data;
    const first = list[0]!;
    const edited = await save(admin, { ...first, name: '打卡营2', startsAt: '', endsAt: '' });
    expect(edited.body.data.name).toBe('打卡营2');
    expect(await dic('mainBuoy')).toContain('打卡营2');
    const audit = await db()
      .selectFrom('audit_log')
      .select(['call', 'target_kind', 'target_id', 'before_json', 'after_json'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      call: 'admin/dictionary/saveDic',
      target_kind: 'dictionary',
      target_id: String(first.id),
    });
    expect(JSON.parse(audit.before_json!)).toMatchObject({ name: first.name });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ name: '打卡营2' });

    const off = await t().call<AdminDicEntry>('POST', '/api/admin/dictionary/setDicEnabled', {
      token: admin,
      form: { id: String(first.id), enabled: 'false' },
    });
    expect(off.body).toMatchObject({ msg: '已停用', data: { enabled: false, live: false } });
    expect(await dic('mainBuoy')).not.toContain('打卡营2');

    const ids = list.map((e) => e.id).reverse();
    const sorted = await t().call<AdminDicEntry[]>('POST', '/api/admin/dictionary/sortDic', {
      token: admin,
      json: { type: 'mainBuoy', ids },
    });
    expect(sorted.body.data.map((e) => e.id)).toEqual(ids);
    expectRefusal(
      await t().call('POST', '/api/admin/dictionary/sortDic', {
        token: admin,
        json: { type: 'mainBuoy', ids: [ids[0]] },
      }),
      400,
      /^排序须列出角标的全部条目，每个一次$/,
    );

    const del = await t().call('POST', '/api/admin/dictionary/deleteDic', {
      token: admin,
      form: { id: String(first.id) },
    });
    expect(del.body).toMatchObject({ code: 200, msg: '已删除' });
    expect((await adminList(admin, 'mainBuoy')).body.data.map((e) => e.id)).not.toContain(first.id);
    expectRefusal(
      await t().call('POST', '/api/admin/dictionary/deleteDic', {
        token: admin,
        form: { id: String(first.id) },
      }),
      404,
      /^条目不存在$/,
    );
  });

  it('refuses bad input in Chinese, a grade in use, a missing id, and writes nothing then', async () => {
    const admin = await t().login('admin');
    const before = await auditCount();
    const rowsBefore = await db().selectFrom('dictionaries').selectAll().orderBy('id').execute();
    expectRefusal(await save(admin, { type: 'mainbanner', name: ' ' }), 400, /请输入名称/);
    expectRefusal(
      await save(admin, {
        type: 'mainbanner',
        name: 'x',
        startsAt: '2030-01-02 10:00',
        endsAt: '2030-01-02 10:00',
      }),
      400,
      /^结束时间须晚于开始时间$/,
    );
    expectRefusal(
      await save(admin, { type: 'mainbanner', name: 'x', startsAt: 1_900_000_000_000 }),
      400,
      /^开始时间须为YYYY-MM-DD HH:mm$/,
    );
    expectRefusal(
      await save(admin, { type: 'mainbanner', name: 'x', endsAt: '2030/01/02 10:00' }),
      400,
      /^结束时间须为YYYY-MM-DD HH:mm$/,
    );
    expectRefusal(
      await save(admin, { type: 'mainbanner', name: 'x', startsAt: '2030-02-30 10:00' }),
      400,
      /^开始时间不是有效的时间$/,
    );
    expectRefusal(
      await save(admin, { type: 'subject', name: '科学', urlAddress: 'red' }),
      400,
      /科目颜色须为/,
    );
    expectRefusal(
      await save(admin, { type: 'grade', name: '七年级', startsAt: '2030-01-02 10:00' }),
      400,
      /^年级不能设置开始和结束时间/,
    );
    expectRefusal(await save(admin, { id: 999999, type: 'grade', name: '七年级' }), 404, /^条目不存在$/);
    const grade = (await adminList(admin, 'grade')).body.data[0]!;
    expectRefusal(await save(admin, { ...grade, type: 'cebie' }), 400, /^字典类型不能修改$/);
    const used = await t().call('POST', '/api/admin/dictionary/deleteDic', {
      token: admin,
      form: { id: String(grade.id) },
    });
    expectRefusal(used, 409, /^“一年级”已被\d+本教材使用，不能删除；可以停用$/);
    expectRefusal(
      await t().call('POST', '/api/admin/dictionary/setDicEnabled', {
        token: admin,
        form: { id: 'x', enabled: 'true' },
      }),
      400,
      /条目不存在/,
    );
    expect(await db().selectFrom('dictionaries').selectAll().orderBy('id').execute()).toEqual(rowsBefore);
    expect(await auditCount()).toBe(before);
  });

  it('adds a subject with its two colours, shown to the pupils at once', async () => {
    const admin = await t().login('admin');
    expect(await dic('subject')).toEqual(['语文', '数学', '英语']);
    const res = await save(admin, { type: 'subject', name: '科学', urlAddress: '#112233,#9A9A9A' });
    expect(res.status).toBe(200);
    expect(await dic('subject')).toEqual(['语文', '数学', '英语', '科学']);
  });

  it('stores an icon through the upload path and refuses what is not a picture', async () => {
    const admin = await t().login('admin');
    const up = await upload<UploadedFile>(t(), 'admin/dictionary/uploadIcon', admin, {}, [
      { name: 'b.png', data: await picture('#2060c0', 'png'), type: 'image/png' },
    ]);
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ kind: 'image', mime: 'image/png' });
    const bad = await upload(t(), 'admin/dictionary/uploadIcon', admin, {}, [
      { name: 'b.png', data: Buffer.from('not a picture'), type: 'image/png' },
    ]);
    expect(bad.status).toBe(400);
    expectRefusal(await upload(t(), 'admin/dictionary/uploadIcon', admin, {}, []), 400, /请选择图片/);
  });

  it('adds, edits, disables and deletes an app menu; the pupils and the home list follow', async () => {
    const admin = await t().login('admin');
    const menus = () =>
      t()
        .call<{ name: string }[]>('GET', '/api/menu/GetAppMenuList')
        .then((r) => r.body.data.map((m) => m.name));
    const home = (grade: string, cebie: string) =>
      t()
        .call<{ funMenuList: { name: string }[] }>('GET', '/api/bookmain/getMainPageBookList', {
          query: { grade, cebie },
        })
        .then((r) => r.body.data.funMenuList.map((m) => m.name));
    const idOf = async (type: string) =>
      String(
        (await t().call<DicData>('GET', '/api/bookmain/getDicData', { query: { type } })).body.data
          .dicList[0]!.id,
      );
    const [grade, cebie] = [await idOf('grade'), await idOf('cebie')];
    await menus();
    expect(await home(grade, cebie)).not.toContain('新功能');
    const add = await t().call<AdminAppMenu>('POST', '/api/admin/menu/saveMenu', {
      token: admin,
      form: {
        name: '新功能',
        icon: '/media/dic/menu-shop.svg',
        urlAddress: '/pages/shopping/index',
        position: 'home',
        sort: '99',
        needLogin: 'true',
      },
    });
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({
      name: '新功能',
      position: 'home',
      needLogin: true,
      enabled: true,
      sort: 99,
    });
    expect(await menus()).toContain('新功能');
    expect(await home(grade, cebie)).toContain('新功能');
    const id = String(add.body.data.id);
    const list = await t().call<AdminAppMenu[]>('GET', '/api/admin/menu/getMenuList', {
      token: admin,
      query: { position: 'home' },
    });
    expect(list.body.data.every((m) => m.position === 'home')).toBe(true);
    expect(list.body.data.at(-1)?.name).toBe('新功能');
    await t().call('POST', '/api/admin/menu/setMenuEnabled', {
      token: admin,
      form: { id, enabled: 'false' },
    });
    expect(await menus()).not.toContain('新功能');
    expectRefusal(
      await t().call('POST', '/api/admin/menu/saveMenu', {
        token: admin,
        form: { name: '坏地址', icon: '/x.svg', urlAddress: 'javascript:alert(1)', position: 'home' },
      }),
      400,
      /^urlAddress：地址须以 \/pages\/ 或 https:\/\/ 开头$/,
    );
    expectRefusal(
      await t().call('POST', '/api/admin/menu/saveMenu', {
        token: admin,
        form: { name: 'x', icon: '/x.svg', urlAddress: '/pages/a', position: 'side' },
      }),
      400,
      /位置须为 home、extend 或 my/,
    );
    expectRefusal(
      await t().call('POST', '/api/admin/menu/saveMenu', {
        token: admin,
        form: { id: '999999', name: 'x', icon: '/x.svg', urlAddress: '/pages/a', position: 'home' },
      }),
      404,
      /^菜单不存在$/,
    );
    expect(
      (await t().call('POST', '/api/admin/menu/deleteMenu', { token: admin, form: { id } })).body.msg,
    ).toBe('已删除');
    expectRefusal(
      await t().call('POST', '/api/admin/menu/deleteMenu', { token: admin, form: { id } }),
      404,
      /^菜单不存在$/,
    );
  });
});
