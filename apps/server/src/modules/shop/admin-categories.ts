import type { AdminGoodsCategory } from '@jc/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { businessRule, notFound } from '../../shared/errors.js';

export const CATEGORY_NOT_FOUND = '分类不存在';

export interface SaveCategory {
  id?: number | undefined;
  name: string;
  icon: string;
  sort: number;
}

/** The category as the audit log keeps it: the fields an operator changes. */
export type CategoryAudit = Pick<AdminGoodsCategory, 'name' | 'icon' | 'sort'>;
const auditView = (c: AdminGoodsCategory): CategoryAudit => ({ name: c.name, icon: c.icon, sort: c.sort });

async function categoryRows(db: Kysely<Database>, id?: number): Promise<AdminGoodsCategory[]> {
  let q = db
    .selectFrom('goods_categories as c')
    .leftJoin('goods as g', 'g.category_id', 'c.id')
    .select(['c.id', 'c.name', 'c.icon', 'c.sort'])
    .select((eb) => eb.fn.count<number | string>('g.id').as('goods_count'))
    .groupBy(['c.id', 'c.name', 'c.icon', 'c.sort'])
    .orderBy('c.sort')
    .orderBy('c.id');
  if (id !== undefined) q = q.where('c.id', '=', id);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    icon: r.icon,
    sort: r.sort,
    goodsCount: Number(r.goods_count),
  }));
}

/** Every category in the shop's order, with how many goods (on the shelf or off it) use each. */
export function listCategoriesForAdmin(db: Db): Promise<AdminGoodsCategory[]> {
  return categoryRows(db);
}

/**
 * Creates or updates a category in one transaction; a name another category has is a 409, a missing id a
 * 404. Answers the category and, for an update, what it was before (for the audit log).
 */
export async function saveCategory(
  db: Db,
  input: SaveCategory,
): Promise<{ category: AdminGoodsCategory; before: CategoryAudit | null }> {
  return db.transaction().execute(async (trx) => {
    const same = await trx
      .selectFrom('goods_categories')
      .select('id')
      .where('name', '=', input.name)
      .executeTakeFirst();
    if (same && same.id !== input.id) throw businessRule(`已有名为「${input.name}」的分类`);
    const values = { name: input.name, icon: input.icon, sort: input.sort };
    if (input.id !== undefined) {
      const [old] = await categoryRows(trx, input.id);
      if (!old) throw notFound(CATEGORY_NOT_FOUND);
      await trx.updateTable('goods_categories').set(values).where('id', '=', input.id).execute();
      const [category] = await categoryRows(trx, input.id);
      return { category: category!, before: auditView(old) };
    }
    const row = await trx
      .insertInto('goods_categories')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    const [category] = await categoryRows(trx, row.id);
    return { category: category!, before: null };
  });
}

/** Deletes a category no good uses, in one transaction (409 while one does); answers what it was. */
export async function deleteCategory(db: Db, id: number): Promise<CategoryAudit> {
  return db.transaction().execute(async (trx) => {
    const [old] = await categoryRows(trx, id);
    if (!old) throw notFound(CATEGORY_NOT_FOUND);
    if (old.goodsCount > 0)
      throw businessRule(`分类「${old.name}」下还有 ${old.goodsCount} 件商品，请先把商品移到其他分类`);
    const res = await trx.deleteFrom('goods_categories').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) !== 1) throw notFound(CATEGORY_NOT_FOUND);
    return auditView(old);
  });
}
