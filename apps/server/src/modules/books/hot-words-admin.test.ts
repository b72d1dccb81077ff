import { Code, type AdminHotWord, type HotWord } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';

describe.each(dialects)('operator calls of the hot search words on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const words = () =>
    t()
      .call<HotWord[]>('GET', '/api/bookmain/getEBookHotSearchList')
      .then((r) => r.body.data.map((w) => w.word));

  it('refuses pupils, teachers and staff (403, 700) and callers without a token', async () => {
    const tokens = await Promise.all(['student', 'teacher', 'staff'].map((a) => t().login(a)));
    for (const [method, path] of [
      ['GET', 'admin/hotword/getHotWordList'],
      ['POST', 'admin/hotword/saveHotWord'],
      ['POST', 'admin/hotword/setHotWordEnabled'],
      ['POST', 'admin/hotword/deleteHotWord'],
    ] as ['GET' | 'POST', string][]) {
      for (const token of tokens) {
        const r = await t().call(method, `/api/${path}`, { token, form: {} });
        expect(r.status, path).toBe(403);
        expect(r.body).toEqual({ code: Code.forbiddenRole, msg: '没有权限访问', data: null });
      }
      expectRefusal(await t().call(method, `/api/${path}`), 401);
    }
  });

  it('adds a word the search page shows, edits, disables and deletes it', async () => {
    const admin = await t().login('admin');
    const add = await t().call<AdminHotWord>('POST', '/api/admin/hotword/saveHotWord', {
      token: admin,
      form: { word: '  古诗词  ', sort: '0' },
    });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ msg: '保存成功', data: { word: '古诗词', sort: 0, enabled: true } });
    expect((await words())[0]).toBe('古诗词');
    const id = String(add.body.data.id);
    const list = await t().call<AdminHotWord[]>('GET', '/api/admin/hotword/getHotWordList', { token: admin });
    expect(list.body.data.map((w) => w.word)).toContain('古诗词');
    await t().call('POST', '/api/admin/hotword/saveHotWord', {
      token: admin,
      form: { id, word: '唐诗', sort: '5' },
    });
    expect(await words()).toContain('唐诗');
    const off = await t().call<AdminHotWord>('POST', '/api/admin/hotword/setHotWordEnabled', {
      token: admin,
      form: { id, enabled: 'false' },
    });
    expect(off.body).toMatchObject({ msg: '已停用', data: { enabled: false } });
    expect(await words()).not.toContain('唐诗');
    const audit = await t()
      .app.db.selectFrom('audit_log')
      .select(['call', 'target_kind', 'target_id', 'before_json', 'after_json'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      call: 'admin/hotword/setHotWordEnabled',
      target_kind: 'hot_word',
      target_id: id,
    });
    expect(JSON.parse(audit.before_json!)).toEqual({ enabled: true });
    expect(
      (await t().call('POST', '/api/admin/hotword/deleteHotWord', { token: admin, form: { id } })).body.msg,
    ).toBe('已删除');
    expectRefusal(
      await t().call('POST', '/api/admin/hotword/deleteHotWord', { token: admin, form: { id } }),
      404,
      /^热搜词不存在$/,
    );
  });

  it('refuses a blank or long word and a missing id, writing nothing', async () => {
    const admin = await t().login('admin');
    const before = await t().app.db.selectFrom('hot_words').selectAll().orderBy('id').execute();
    const save = (form: Record<string, string>) =>
      t().call('POST', '/api/admin/hotword/saveHotWord', { token: admin, form });
    expectRefusal(await save({ word: '   ' }), 400, /请输入热搜词/);
    expectRefusal(await save({ word: '字'.repeat(31) }), 400, /热搜词不能超过30个字/);
    expectRefusal(await save({ word: '词', sort: '-1' }), 400, /排序不能为负数/);
    expectRefusal(await save({ id: '999999', word: '词' }), 404, /^热搜词不存在$/);
    expect(await t().app.db.selectFrom('hot_words').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
