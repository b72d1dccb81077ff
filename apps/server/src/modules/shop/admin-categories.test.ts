import { Code, type AdminGoodsCategory, type AuditEntry, type GoodsCategory, type Paged } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { makeGoods } from './shop.fixtures.js';

describe.each(dialects)('goods categories (operators) on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const post = <T>(token: string, call: string, form: Record<string, string>) =>
    t().call<T>('POST', `/api/admin/shop/${call}`, { token, form });
  const list = async (token: string) =>
    (await t().call<AdminGoodsCategory[]>('GET', '/api/admin/shop/getCategoryList', { token })).body.data;
  const count = async () =>
    Number(
      (
        await db()
          .selectFrom('goods_categories')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses pupils, teachers and staff (403, 700) on every call, and writes nothing', async () => {
    const before = await count();
    for (const who of ['student', 'teacher', 'staff']) {
      const token = await t().login(who);
      for (const [method, name] of [
        ['GET', 'getCategoryList'],
        ['POST', 'saveCategory'],
        ['POST', 'deleteCategory'],
      ] as const) {
        const r = await t().call(method, `/api/admin/shop/${name}`, {
          token,
          form: { name: '越权分类', id: '1' },
        });
        expect(r.status, `${who} ${name}`).toBe(403);
        expect(r.body.code).toBe(Code.forbiddenRole);
      }
    }
    expect(await count()).toBe(before);
  });

  it('lists, creates, renames and reorders; the pupils see the change at once', async () => {
    const admin = await t().login('admin');
    const first = await list(admin);
    expect(first.length).toBeGreaterThan(1);
    expect(first.every((c) => c.goodsCount >= 0)).toBe(true);
    // The pupils' cached list is read before the change, so the change must invalidate it.
    const pupilsBefore = await t().call<GoodsCategory[]>('GET', '/api/integral/getDicList');
    expect(pupilsBefore.status).toBe(200);

    const made = await post<AdminGoodsCategory>(admin, 'saveCategory', { name: '  文创周边 ', sort: '0' });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ name: '文创周边', icon: '', sort: 0, goodsCount: 0 });
    const id = made.body.data.id;
    expect((await list(admin))[0]!.id).toBe(id);

    const renamed = await post<AdminGoodsCategory>(admin, 'saveCategory', {
      id: String(id),
      name: '文创',
      icon: '/media/goods/pencil-set.svg',
      sort: '99',
    });
    expect(renamed.body.data).toMatchObject({ id, name: '文创', sort: 99 });
    expect((await list(admin)).at(-1)!.id).toBe(id);
    const pupils = await t().call<GoodsCategory[]>('GET', '/api/integral/getDicList');
    expect(pupils.body.data.find((c) => c.id === id)).toEqual({
      id,
      name: '文创',
      icon: '/media/goods/pencil-set.svg',
    });

    const log = await t().call<Paged<AuditEntry>>('GET', '/api/admin/audit/getAuditList', {
      token: admin,
      query: { call: 'admin/shop/saveCategory', targetKind: 'goodsCategory', targetId: String(id) },
    });
    expect(log.body.data.list.map((e) => [e.before, e.after])).toEqual([
      [
        { name: '文创周边', icon: '', sort: 0 },
        { name: '文创', icon: '/media/goods/pencil-set.svg', sort: 99 },
      ],
      [null, { name: '文创周边', icon: '', sort: 0 }],
    ]);
  });

  it('refuses a blank or long name (400), a name in use (409) and a missing id (404), writing nothing', async () => {
    const admin = await t().login('admin');
    const [taken] = await list(admin);
    const before = await count();
    const blank = await post(admin, 'saveCategory', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toMatch(/请输入分类名称/);
    const long = await post(admin, 'saveCategory', { name: '很'.repeat(17) });
    expect(long.body.msg).toMatch(/分类名称不能超过16个字/);
    const badSort = await post(admin, 'saveCategory', { name: '排序', sort: '-1' });
    expect(badSort.body.msg).toMatch(/排序不能为负数/);
    const dup = await post(admin, 'saveCategory', { name: taken!.name });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe(`已有名为「${taken!.name}」的分类`);
    const missing = await post(admin, 'saveCategory', { id: '999999', name: '不存在' });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('分类不存在');
    expect(await count()).toBe(before);
    expect(await list(admin)).toEqual(await list(admin));
    expect((await list(admin)).find((c) => c.id === taken!.id)!.name).toBe(taken!.name);
  });

  it('deletes an unused category; refuses one goods use (409) and a missing one (404)', async () => {
    const admin = await t().login('admin');
    const goodsId = await makeGoods(db(), { onShelf: false });
    const used = await db()
      .selectFrom('goods')
      .select('category_id')
      .where('id', '=', goodsId)
      .executeTakeFirstOrThrow();
    const usedRow = (await list(admin)).find((c) => c.id === used.category_id)!;
    const refused = await post(admin, 'deleteCategory', { id: String(usedRow.id) });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `分类「${usedRow.name}」下还有 ${usedRow.goodsCount} 件商品，请先把商品移到其他分类`,
    );
    expect((await list(admin)).some((c) => c.id === usedRow.id)).toBe(true);

    const made = await post<AdminGoodsCategory>(admin, 'saveCategory', { name: '待删除' });
    const gone = await post(admin, 'deleteCategory', { id: String(made.body.data.id) });
    expect(gone.status).toBe(200);
    expect((await list(admin)).some((c) => c.id === made.body.data.id)).toBe(false);
    const again = await post(admin, 'deleteCategory', { id: String(made.body.data.id) });
    expect(again.status).toBe(404);
    const bad = await post(admin, 'deleteCategory', { id: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('分类编号须为数字');

    const log = await t().call<Paged<AuditEntry>>('GET', '/api/admin/audit/getAuditList', {
      token: admin,
      query: { call: 'admin/shop/deleteCategory' },
    });
    expect(log.body.data.list.map((e) => [e.targetId, e.before])).toEqual([
      [String(made.body.data.id), { name: '待删除', icon: '', sort: 0 }],
    ]);
  });
});
