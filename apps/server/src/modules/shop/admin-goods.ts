import type { GoodsInfo } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { badInput, notFound } from '../../shared/errors.js';
import { findGoodsInfo, GOODS_NOT_FOUND } from './goods.js';

export interface SaveGoods {
  goodsId?: number | undefined;
  name: string;
  pictures: string[];
  description: string;
  categoryId: number;
  points: number;
  stock: number;
  limitPerUser: number;
  onShelf: boolean;
}

/** Creates a good, or updates one (stock is set as given: it is the units still available). */
export async function saveGoods(db: Db, input: SaveGoods, now = Date.now()): Promise<GoodsInfo> {
  const category = await db
    .selectFrom('goods_categories')
    .select('id')
    .where('id', '=', input.categoryId)
    .executeTakeFirst();
  if (!category) throw badInput('分类：分类不存在');
  const values = {
    name: input.name,
    pictures: JSON.stringify(input.pictures),
    description: input.description,
    category_id: input.categoryId,
    points: input.points,
    stock: input.stock,
    limit_per_user: input.limitPerUser,
    on_shelf: input.onShelf ? (1 as const) : (0 as const),
    updated_at: now,
  };
  let id: number;
  if (input.goodsId !== undefined) {
    const res = await db.updateTable('goods').set(values).where('id', '=', input.goodsId).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw notFound(GOODS_NOT_FOUND);
    id = input.goodsId;
  } else {
    const row = await db
      .insertInto('goods')
      .values({ ...values, exchanged: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  return findGoodsInfo(db, id, true);
}

export async function setShelf(db: Db, goodsId: number, onShelf: boolean): Promise<GoodsInfo> {
  const res = await db
    .updateTable('goods')
    .set({ on_shelf: onShelf ? 1 : 0, updated_at: Date.now() })
    .where('id', '=', goodsId)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw notFound(GOODS_NOT_FOUND);
  return findGoodsInfo(db, goodsId, true);
}

/** Sets the units available; reservations of unpaid orders are already taken out of it. */
export async function setStock(db: Db, goodsId: number, stock: number): Promise<GoodsInfo> {
  const res = await db
    .updateTable('goods')
    .set({ stock, updated_at: Date.now() })
    .where('id', '=', goodsId)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw notFound(GOODS_NOT_FOUND);
  return findGoodsInfo(db, goodsId, true);
}
