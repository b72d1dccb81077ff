import {
  MAX_QUANTITY,
  type AddToCartInput,
  type CartLine,
  type GoodsCategory,
  type GoodsInfo,
  type GoodsListItem,
  type GOODS_SORTS,
  type HotGoods,
  type Paged,
} from '@jc/contract';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { fetchPage, likePattern } from '../../shared/list-query.js';
import type { GoodsTable } from './tables.js';
import { businessRule, notFound } from '../../shared/errors.js';

export const GOODS_NOT_FOUND = '商品不存在或已下架';

export function picturesOf(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

type GoodsRow = Pick<
  Selectable<GoodsTable>,
  'id' | 'name' | 'pictures' | 'points' | 'stock' | 'exchanged' | 'category_id'
>;

export function toListItem(g: GoodsRow): GoodsListItem {
  return {
    goodsId: g.id,
    name: g.name,
    picture: picturesOf(g.pictures)[0] ?? '',
    points: g.points,
    stock: g.stock,
    exchanged: g.exchanged,
    categoryId: g.category_id,
  };
}

const LIST_COLUMNS = ['id', 'name', 'pictures', 'points', 'stock', 'exchanged', 'category_id'] as const;

/** What each sort of the goods list orders by before the id (`default`: the id alone). */
const SORT_ORDER = {
  hot: ['exchanged', 'desc'],
  pointsAsc: ['points', 'asc'],
  pointsDesc: ['points', 'desc'],
  newest: ['created_at', 'desc'],
  default: null,
} as const satisfies Record<(typeof GOODS_SORTS)[number], readonly [string, 'asc' | 'desc'] | null>;

export async function listGoods(
  db: Db,
  q: {
    pageNum: number;
    pageSize: number;
    categoryId?: number | undefined;
    keyword?: string | undefined;
    sort: (typeof GOODS_SORTS)[number];
  },
): Promise<Paged<GoodsListItem>> {
  let base = db.selectFrom('goods').where('on_shelf', '=', 1);
  if (q.categoryId !== undefined) base = base.where('category_id', '=', q.categoryId);
  if (q.keyword) base = base.where(sql<boolean>`lower(name) like ${likePattern(q.keyword)} escape '\\'`);
  let rows = base.select(LIST_COLUMNS);
  const order = SORT_ORDER[q.sort];
  if (order) rows = rows.orderBy(order[0], order[1]);
  const { rows: list, total } = await fetchPage(rows.orderBy('id'), q);
  return { list: list.map(toListItem), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** One good with its category; `includeOffShelf` for operators. */
export async function findGoodsInfo(db: Db, goodsId: number, includeOffShelf = false): Promise<GoodsInfo> {
  let query = db
    .selectFrom('goods')
    .innerJoin('goods_categories as c', 'c.id', 'goods.category_id')
    .selectAll('goods')
    .select('c.name as category_name')
    .where('goods.id', '=', goodsId);
  if (!includeOffShelf) query = query.where('goods.on_shelf', '=', 1);
  const g = await query.executeTakeFirst();
  if (!g) throw notFound(GOODS_NOT_FOUND);
  return toGoodsInfo(g);
}

/** A goods row with its category's name, as the wire's GoodsInfo. */
export function toGoodsInfo(g: Selectable<GoodsTable> & { category_name: string }): GoodsInfo {
  return {
    ...toListItem(g),
    pictures: picturesOf(g.pictures),
    description: g.description,
    categoryName: g.category_name,
    limitPerUser: g.limit_per_user,
    onShelf: g.on_shelf === 1,
  };
}

/** Every good for operators, on the shelf or off it, newest first. */
export async function adminListGoods(
  db: Db,
  q: {
    pageNum: number;
    pageSize: number;
    categoryId?: number | undefined;
    keyword?: string | undefined;
    onShelf?: boolean | undefined;
  },
): Promise<Paged<GoodsInfo>> {
  let base = db
    .selectFrom('goods')
    .innerJoin('goods_categories as c', 'c.id', 'goods.category_id')
    .selectAll('goods')
    .select('c.name as category_name');
  if (q.categoryId !== undefined) base = base.where('goods.category_id', '=', q.categoryId);
  if (q.onShelf !== undefined) base = base.where('goods.on_shelf', '=', q.onShelf ? 1 : 0);
  if (q.keyword)
    base = base.where(sql<boolean>`lower(goods.name) like ${likePattern(q.keyword)} escape '\\'`);
  const { rows, total } = await fetchPage(base.orderBy('goods.id', 'desc'), q);
  return { list: rows.map(toGoodsInfo), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function listCategories(db: Db): Promise<GoodsCategory[]> {
  const rows = await db
    .selectFrom('goods_categories')
    .select(['id', 'name', 'icon'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows;
}

/** Goods ranked by units in paid (not refunded) orders paid within the last `days` days. */
export async function hotList(db: Db, days: number, limit: number, now = Date.now()): Promise<HotGoods[]> {
  const since = now - days * 24 * 60 * 60_000;
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('goods as g', 'g.id', 'i.goods_id')
    .select(['g.id', 'g.name', 'g.pictures', 'g.points', 'g.stock', 'g.exchanged', 'g.category_id'])
    .select((eb) => eb.fn.sum<number>('i.quantity').as('units'))
    .where('o.status', 'in', ['paid', 'shipped', 'completed'])
    .where('o.paid_at', '>=', since)
    .where('g.on_shelf', '=', 1)
    .groupBy(['g.id', 'g.name', 'g.pictures', 'g.points', 'g.stock', 'g.exchanged', 'g.category_id'])
    .orderBy('units', 'desc')
    .orderBy('g.id')
    .limit(limit)
    .execute();
  return rows.map((r, i) => ({ ...toListItem(r), rank: i + 1, exchangedInWindow: Number(r.units) }));
}

export async function listCart(db: Db, userId: number): Promise<CartLine[]> {
  const rows = await db
    .selectFrom('cart_lines as l')
    .innerJoin('goods as g', 'g.id', 'l.goods_id')
    .select(['g.id', 'g.name', 'g.pictures', 'g.points', 'g.stock', 'g.on_shelf', 'l.quantity'])
    .where('l.user_id', '=', userId)
    .orderBy('l.updated_at', 'desc')
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({
    goodsId: r.id,
    name: r.name,
    picture: picturesOf(r.pictures)[0] ?? '',
    points: r.points,
    quantity: r.quantity,
    stock: r.stock,
    onShelf: r.on_shelf === 1,
  }));
}

/** Adds to (or sets) a cart line; the line may not exceed the stock, the per-user limit or 99. */
export async function addToCart(
  db: Db,
  userId: number,
  input: { goodsId: number; quantity: number; mode: NonNullable<AddToCartInput['mode']> },
  now = Date.now(),
): Promise<CartLine[]> {
  await db.transaction().execute(async (trx) => {
    const g = await trx
      .selectFrom('goods')
      .select(['name', 'stock', 'on_shelf', 'limit_per_user'])
      .where('id', '=', input.goodsId)
      .executeTakeFirst();
    if (!g) throw notFound(GOODS_NOT_FOUND);
    if (g.on_shelf !== 1) throw businessRule(`「${g.name}」已下架`);
    // Atomic upsert, then check the resulting line; a refusal rolls it back.
    const line = await trx
      .insertInto('cart_lines')
      .values({ user_id: userId, goods_id: input.goodsId, quantity: input.quantity, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'goods_id']).doUpdateSet({
          quantity:
            input.mode === 'add'
              ? sql<number>`cart_lines.quantity + excluded.quantity`
              : sql<number>`excluded.quantity`,
          updated_at: now,
        }),
      )
      .returning('quantity')
      .executeTakeFirstOrThrow();
    if (line.quantity > g.stock) throw businessRule(`「${g.name}」库存不足，仅剩${g.stock}件`);
    if (g.limit_per_user > 0 && line.quantity > g.limit_per_user)
      throw businessRule(`「${g.name}」每人限兑${g.limit_per_user}件`);
    if (line.quantity > MAX_QUANTITY) throw businessRule(`每种商品最多兑换${MAX_QUANTITY}件`);
  });
  return listCart(db, userId);
}

export async function removeFromCart(db: Db, userId: number, goodsIds: number[]): Promise<CartLine[]> {
  await db.deleteFrom('cart_lines').where('user_id', '=', userId).where('goods_id', 'in', goodsIds).execute();
  return listCart(db, userId);
}
