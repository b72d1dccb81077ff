import { ORDER_PAY_WINDOW_MS, type AddressSnapshot, type OrderStatus } from '@jc/contract';
import { sql } from 'kysely';
import { backdateLedgerRows, grantPoints, spendPoints, type GrantReason } from '../points/index.js';
import type { ModuleSeed, SeedContext } from '../../db/seed.js';

const pic = (stem: string) => [`/media/goods/${stem}.svg`, `/media/goods/${stem}-detail.svg`];

/** Demo categories; pictures come from scripts/make-goods-images.mjs. */
export const SHOP_CATEGORY_SEED = [
  { name: '文具', icon: '/media/goods/cat-stationery.svg' },
  { name: '图书', icon: '/media/goods/cat-books.svg' },
  { name: '益智玩具', icon: '/media/goods/cat-toys.svg' },
  { name: '生活用品', icon: '/media/goods/cat-living.svg' },
] as const;

interface GoodsSeed {
  stem: string;
  name: string;
  category: (typeof SHOP_CATEGORY_SEED)[number]['name'];
  points: number;
  stock: number;
  limit: number;
  onShelf?: boolean;
  description: string;
}

export const SHOP_GOODS_SEED: GoodsSeed[] = [
  {
    stem: 'pencil-set',
    name: '卡通铅笔套装',
    category: '文具',
    points: 60,
    stock: 200,
    limit: 0,
    description: 'HB 书写铅笔 12 支，圆杆握感舒适，附赠卷笔刀。',
  },
  {
    stem: 'markers-24',
    name: '24色水彩笔',
    category: '文具',
    points: 150,
    stock: 120,
    limit: 0,
    description: '24 种鲜艳颜色，可水洗配方，画画、做手账都好用。',
  },
  {
    stem: 'notebooks',
    name: '笔记本三件套',
    category: '文具',
    points: 80,
    stock: 300,
    limit: 0,
    description: 'A5 尺寸三本装，护眼米黄内页，线装不掉页。',
  },
  {
    stem: 'pencil-case',
    name: '大容量笔袋',
    category: '文具',
    points: 120,
    stock: 80,
    limit: 2,
    description: '双层大容量，防水面料，拉链结实耐用。',
  },
  {
    stem: 'idiom-stories',
    name: '成语故事绘本',
    category: '图书',
    points: 200,
    stock: 60,
    limit: 0,
    description: '100 个经典成语故事，彩色插图，全文注音，每个故事 5 分钟读完。',
  },
  {
    stem: 'tang-poems',
    name: '唐诗三百首注音版',
    category: '图书',
    points: 180,
    stock: 90,
    limit: 0,
    description: '精选唐诗 300 首，全文注音并配译文，附朗读音频。',
  },
  {
    stem: 'why-encyclopedia',
    name: '十万个为什么',
    category: '图书',
    points: 260,
    stock: 50,
    limit: 0,
    description: '科学启蒙百科，2000 个问题，全彩图解。',
  },
  {
    stem: 'rubiks-cube',
    name: '三阶魔方',
    category: '益智玩具',
    points: 90,
    stock: 150,
    limit: 0,
    description: '顺滑不卡顿，环保贴纸，锻炼空间思维。',
  },
  {
    stem: 'tangram',
    name: '木质七巧板',
    category: '益智玩具',
    points: 50,
    stock: 100,
    limit: 0,
    description: '榉木材质圆角打磨，附 100 道题卡，适合亲子一起玩。',
  },
  {
    stem: 'china-puzzle',
    name: '中国地图拼图',
    category: '益智玩具',
    points: 220,
    stock: 40,
    limit: 0,
    description: '按省份形状切块，边玩边认识省会城市，80 片，适合 6 岁以上。',
  },
  {
    stem: 'thermos-cup',
    name: '学生保温杯',
    category: '生活用品',
    points: 300,
    stock: 70,
    limit: 0,
    description: '316 不锈钢内胆，保温 12 小时，一键弹盖。',
  },
  {
    stem: 'desk-lamp',
    name: '护眼台灯',
    category: '生活用品',
    points: 680,
    stock: 5,
    limit: 1,
    description: '无频闪、无蓝光危害，三档亮度，USB 充电。每人限兑 1 台。',
  },
  {
    stem: 'umbrella',
    name: '卡通晴雨伞',
    category: '生活用品',
    points: 240,
    stock: 60,
    limit: 0,
    description: '晴雨两用，伞面反光条更安全，防夹手设计。',
  },
  {
    stem: 'globe',
    name: '发光地球仪',
    category: '益智玩具',
    points: 350,
    stock: 0,
    limit: 0,
    onShelf: false,
    description: '20 厘米球径，灯光照明，中英文标注。补货中，暂时下架。',
  },
];

const DAY = 24 * 60 * 60_000;

/**
 * The student's points history before the shop orders: [days ago, delta, reason, ref]. With the essay
 * award the articles seed grants the student (a first prize, 200), the earnings (370) equal the points of
 * the paid demo orders, so the student still ends at the account seed's 1200. The content-error reward is
 * the rewards seed's accepted report 1, which grants nothing more when it finds this row.
 */
const EARNINGS: [number, number, GrantReason, string][] = [
  [30, 10, 'checkin', 'checkin:1'],
  [29, 10, 'checkin', 'checkin:2'],
  [28, 10, 'checkin', 'checkin:3'],
  [16, 140, 'error_reward', 'error:1'],
];

/** One demo order of the student per status: [status, days ago committed, goods stem, quantity]. */
const ORDERS: [OrderStatus, number, string, number][] = [
  ['completed', 14, 'idiom-stories', 1],
  ['cancelled', 8, 'tangram', 2],
  ['shipped', 5, 'rubiks-cube', 1],
  ['paid', 2, 'notebooks', 1],
  ['unpaid', 0, 'pencil-set', 2],
];

/**
 * Demo goods, the student's address, points history and one order in every status. Runs on its own
 * when the goods table is empty (so stores seeded before the shop get it too);
 * the student's balance stays equal to the ledger sum. The student gets no payment password.
 */
async function seedShop({ trx, dialect, now }: SeedContext): Promise<boolean> {
  if (dialect === 'postgres') await sql`lock table goods in exclusive mode`.execute(trx);
  const has = await trx.selectFrom('goods').select('id').limit(1).executeTakeFirst();
  if (has) return false;

  const categoryIds = new Map<string, number>();
  for (const [i, c] of SHOP_CATEGORY_SEED.entries()) {
    const row = await trx
      .insertInto('goods_categories')
      .values({ name: c.name, icon: c.icon, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(c.name, row.id);
  }
  const goods = new Map<string, { id: number; name: string; points: number; picture: string }>();
  for (const [i, g] of SHOP_GOODS_SEED.entries()) {
    const pictures = pic(g.stem);
    const row = await trx
      .insertInto('goods')
      .values({
        name: g.name,
        pictures: JSON.stringify(pictures),
        description: g.description,
        category_id: categoryIds.get(g.category) ?? 0,
        points: g.points,
        stock: g.stock,
        limit_per_user: g.limit,
        on_shelf: g.onShelf === false ? 0 : 1,
        exchanged: 0,
        // Staggered so "newest" has an order.
        created_at: now - (SHOP_GOODS_SEED.length - i) * 60_000,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    goods.set(g.stem, { id: row.id, name: g.name, points: g.points, picture: pictures[0] ?? '' });
  }

  const student = await trx
    .selectFrom('users')
    .select('id')
    .where('account', '=', 'student')
    .executeTakeFirst();
  if (!student) return true;

  const address = {
    name: '张小明',
    phone: '13800138000',
    provinceCode: '33',
    provinceName: '浙江省',
    cityCode: '3301',
    cityName: '杭州市',
    districtCode: '330106',
    districtName: '西湖区',
    detail: '文三路 100 号 3 幢 201 室',
  } satisfies AddressSnapshot;
  await trx
    .insertInto('addresses')
    .values({
      user_id: student.id,
      name: address.name,
      phone: address.phone,
      province_code: address.provinceCode,
      province_name: address.provinceName,
      city_code: address.cityCode,
      city_name: address.cityName,
      district_code: address.districtCode,
      district_name: address.districtName,
      detail: address.detail,
      is_default: 1,
      created_at: now - 20 * DAY,
      updated_at: now - 20 * DAY,
    })
    .execute();

  // The opening grant of the account seed goes first in the history.
  await backdateLedgerRows(trx, student.id, 'seed', now - 40 * DAY);
  const userId = student.id;
  for (const [days, points, reason, ref] of EARNINGS)
    await grantPoints(trx, { userId, points, reason, ref, at: now - days * DAY });

  for (const [n, [status, days, stem, quantity]] of ORDERS.entries()) {
    const g = goods.get(stem);
    if (!g) continue;
    const at = status === 'unpaid' ? now : now - days * DAY;
    const total = g.points * quantity;
    const paid = status !== 'unpaid';
    const order = await trx
      .insertInto('orders')
      .values({
        order_no: `JF${new Date(at + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '')}${String(n + 1).padStart(10, '0')}`,
        user_id: student.id,
        idempotency_key: `demo-seed-order-${n + 1}`,
        status,
        total_points: total,
        address: JSON.stringify(address),
        remark: '',
        waybill_no: status === 'shipped' || status === 'completed' ? `SF10${String(4417325 + n)}` : '',
        cancel_reason: status === 'cancelled' ? '商品缺货，运营取消并退回积分' : '',
        hidden: 0,
        created_at: at,
        // The unpaid one is still payable for the usual 30 minutes after the seed.
        expires_at: at + ORDER_PAY_WINDOW_MS,
        paid_at: paid ? at + 60_000 : null,
        shipped_at: status === 'shipped' || status === 'completed' ? at + DAY : null,
        completed_at: status === 'completed' ? at + 4 * DAY : null,
        cancelled_at: status === 'cancelled' ? at + DAY : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values({
        order_id: order.id,
        goods_id: g.id,
        name: g.name,
        picture: g.picture,
        points: g.points,
        quantity,
      })
      .execute();
    const ref = `order:${order.id}`;
    if (paid) await spendPoints(trx, { userId, points: total, reason: 'order_pay', ref, at: at + 60_000 });
    if (status === 'cancelled')
      await grantPoints(trx, { userId, points: total, reason: 'order_refund', ref, at: at + DAY });
    // Reserved stock of live orders, and units exchanged of paid ones.
    const live = status !== 'cancelled';
    await trx
      .updateTable('goods')
      .set((eb) => ({
        stock: eb('stock', '-', live ? quantity : 0),
        exchanged: eb('exchanged', '+', live && paid ? quantity : 0),
      }))
      .where('id', '=', g.id)
      .execute();
  }
  return true;
}

/** Demo seeding only; after the accounts, whose student gets the orders. */
export const shopSeed: ModuleSeed = {
  after: ['account'],
  run: async (ctx) => (ctx.demo && (await seedShop(ctx)) ? { goods: SHOP_GOODS_SEED.length } : null),
};
