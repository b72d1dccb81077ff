import {
  addToCartInput,
  cancelOrDeleteInput,
  commitOrderInput,
  confirmReceiptInput,
  deleteCartInput,
  goodsInfoQuery,
  goodsListQuery,
  hotListQuery,
  ledgerQuery,
  orderListQuery,
  payOrderInput,
} from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { replyCached } from '../../shared/json-cache.js';
import { userOf } from '../../shared/user.js';
import { parseInput, requestInput } from '../../shared/validate.js';
import { checkPayPassword, withPayLock } from '../paypwd/service.js';
import {
  addToCart,
  findGoodsInfo,
  hotList,
  listCart,
  listCategories,
  listGoods,
  removeFromCart,
} from './goods.js';
import {
  cancelOrDelete,
  commitOrder,
  confirmReceipt,
  expireDueOrders,
  ledgerPage,
  listOrders,
  payOrder,
} from './orders.js';

/** Cached shop answers; every change of goods or stock drops them (other processes catch up in 60 s). */
export const SHOP_CACHE_PREFIX = 'shop:';
const SWEEP_EVERY_MS = 60_000;

export default async function shopRoutes(app: FastifyInstance) {
  const invalidate = () => app.cache.invalidate(SHOP_CACHE_PREFIX);

  // Unpaid orders past their 30 minutes: swept at start-up and every minute; reads and pays check too.
  let sweep: NodeJS.Timeout | null = null;
  const runSweep = async () => {
    try {
      if ((await expireDueOrders(app.db)) > 0) invalidate();
    } catch (err) {
      app.log.error({ err }, 'expiring unpaid orders failed');
    }
  };
  app.addHook('onReady', async () => {
    await runSweep();
    sweep = setInterval(() => void runSweep(), SWEEP_EVERY_MS);
    sweep.unref();
  });
  app.addHook('preClose', async () => {
    if (sweep) clearInterval(sweep);
    sweep = null;
  });

  app.get('/integral/getGoodsList', { config: { auth: 'none' } }, (req, reply) => {
    const q = parseInput(goodsListQuery, requestInput(req));
    // Keyword searches are unbounded in number, so only the browsing pages are cached.
    if (q.keyword) return listGoods(app.db, q).then(ok);
    const key = `${SHOP_CACHE_PREFIX}list:${q.categoryId ?? ''}:${q.sort}:${q.pageNum}:${q.pageSize}`;
    return replyCached(req, reply, app.cache, key, async () => ok(await listGoods(app.db, q)));
  });

  app.get('/integral/getGoodsInfo', { config: { auth: 'none' } }, async (req) => {
    const { goodsId } = parseInput(goodsInfoQuery, requestInput(req));
    return ok(await findGoodsInfo(app.db, goodsId));
  });

  app.get('/integral/getDicList', { config: { auth: 'none' } }, (req, reply) =>
    replyCached(req, reply, app.cache, `${SHOP_CACHE_PREFIX}categories`, async () =>
      ok(await listCategories(app.db)),
    ),
  );

  app.get('/integral/getFengYunBang', { config: { auth: 'none' } }, async (req) => {
    const { days, limit } = parseInput(hotListQuery, requestInput(req));
    return ok(await hotList(app.db, days, limit));
  });

  app.get('/integral/getMyCartList', { config: { auth: 'user' } }, async (req) =>
    ok(await listCart(app.db, userOf(req).id)),
  );

  app.post('/integral/addToMyCart', { config: { auth: 'user' } }, async (req) => {
    const input = parseInput(addToCartInput, requestInput(req));
    return ok(await addToCart(app.db, userOf(req).id, input), '已加入购物车');
  });

  app.post('/integral/deleteMyCart', { config: { auth: 'user' } }, async (req) => {
    const { goodsId } = parseInput(deleteCartInput, requestInput(req));
    return ok(await removeFromCart(app.db, userOf(req).id, goodsId), '已删除');
  });

  app.post('/integral/commitOrder', { config: { auth: 'user' } }, async (req) => {
    const input = parseInput(commitOrderInput, requestInput(req));
    const { order, created } = await commitOrder(app.db, app.store.dialect, userOf(req).id, input);
    if (created) invalidate();
    return ok(order, '下单成功');
  });

  app.post('/integral/payOrderByPwd', { config: { auth: 'user' } }, async (req) => {
    const { orderId, pwd } = parseInput(payOrderInput, requestInput(req));
    const user = userOf(req);
    const order = await withPayLock(user.id, () =>
      payOrder(app.db, user.id, orderId, () => checkPayPassword(app.db, app.state, user.id, pwd)),
    );
    invalidate();
    return ok(order, '支付成功');
  });

  app.post('/integral/cancleOrDeleteOrder', { config: { auth: 'user' } }, async (req) => {
    const { orderId, type } = parseInput(cancelOrDeleteInput, requestInput(req));
    const res = await cancelOrDelete(app.db, userOf(req).id, orderId, type);
    if (res.done === 'deleted') return ok(null, '订单已删除');
    invalidate();
    return ok(res.order, '订单已取消');
  });

  app.post('/integral/confirmReceiptByOrder', { config: { auth: 'user' } }, async (req) => {
    const { orderId } = parseInput(confirmReceiptInput, requestInput(req));
    return ok(await confirmReceipt(app.db, userOf(req).id, orderId), '已确认收货');
  });

  app.get('/integral/getOrderList', { config: { auth: 'user' } }, async (req) => {
    const q = parseInput(orderListQuery, requestInput(req));
    return ok(await listOrders(app.db, { ...q, userId: userOf(req).id }));
  });

  app.get('/integral/getIntegralUseList', { config: { auth: 'user' } }, async (req) => {
    const q = parseInput(ledgerQuery, requestInput(req));
    return ok(await ledgerPage(app.db, userOf(req).id, q));
  });
}
