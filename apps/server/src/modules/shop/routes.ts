import { shopEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { SHOP_CACHE_PREFIX } from './cache.js';
import { runPeriodically } from '../../shared/periodic.js';
import { sendCached, serve } from '../../shared/serve.js';
import { checkPayPassword, withPayLock } from '../paypwd/index.js';
import { ledgerPage } from '../points/index.js';
import { adminShopRoutes } from './admin-routes.js';
import {
  addToCart,
  findGoodsInfo,
  hotList,
  listCart,
  listCategories,
  listGoods,
  removeFromCart,
} from './goods.js';
import { cancelOrDelete, confirmReceipt, payOrder } from './order-buyer-actions.js';
import { commitOrder } from './order-commit.js';
import { expireDueOrders } from './order-expiry.js';
import { listOrders } from './order-reads.js';

/** Cached shop answers; every change of goods or stock drops them (other processes catch up in 60 s). */
const SWEEP_EVERY_MS = 60_000;

/** The shop's calls (/api/integral/…), then the operators' under /api/admin/shop/ (admin-routes.ts). */
export default async function shopRoutes(app: FastifyInstance) {
  const invalidate = () => app.cache.invalidate(SHOP_CACHE_PREFIX);

  // Unpaid orders past their 30 minutes: swept at start-up and every minute; reads and pays check too.
  runPeriodically(app, {
    what: 'expiring unpaid orders',
    everyMs: SWEEP_EVERY_MS,
    job: async () => {
      if ((await expireDueOrders(app.db)) > 0) invalidate();
    },
  });

  serve(app, shopEndpoints, {
    goodsList: (q, ctx) => {
      // Keyword searches are unbounded in number, so only the browsing pages are cached.
      if (q.keyword) return listGoods(app.db, q).then((page) => ok(page));
      const key = `${SHOP_CACHE_PREFIX}list:${q.categoryId ?? ''}:${q.sort}:${q.pageNum}:${q.pageSize}`;
      return sendCached(ctx, key, async () => ok(await listGoods(app.db, q)));
    },
    goodsInfo: async ({ goodsId }) => ok(await findGoodsInfo(app.db, goodsId)),
    categories: (_input, ctx) =>
      sendCached(ctx, `${SHOP_CACHE_PREFIX}categories`, async () => ok(await listCategories(app.db))),
    hotList: async ({ days, limit }) => ok(await hotList(app.db, days, limit)),
    cart: async (_input, { user }) => ok(await listCart(app.db, user.id)),
    addToCart: async (input, { user }) => ok(await addToCart(app.db, user.id, input), '已加入购物车'),
    deleteCart: async ({ goodsId }, { user }) => ok(await removeFromCart(app.db, user.id, goodsId), '已删除'),
    commitOrder: async (input, { user }) => {
      const { order, created } = await commitOrder(app.db, app.store.dialect, user.id, input);
      if (created) invalidate();
      return ok(order, '下单成功');
    },
    payOrder: async ({ orderId, pwd }, { user }) => {
      const order = await withPayLock(app.state, user.id, () =>
        payOrder(app.db, user.id, orderId, () => checkPayPassword(app.db, app.state, user.id, pwd)),
      );
      invalidate();
      return ok(order, '支付成功');
    },
    cancelOrDelete: async ({ orderId, type }, { user }) => {
      const res = await cancelOrDelete(app.db, user.id, orderId, type);
      if (res.done === 'deleted') return ok(null, '订单已删除');
      invalidate();
      return ok(res.order, '订单已取消');
    },
    confirmReceipt: async ({ orderId }, { user }) =>
      ok(await confirmReceipt(app.db, user.id, orderId), '已确认收货'),
    orderList: async (q, { user }) => ok(await listOrders(app.db, { ...q, userId: user.id })),
    ledger: async (q, { user }) => ok(await ledgerPage(app.db, user.id, q)),
  });

  await adminShopRoutes(app);
}
