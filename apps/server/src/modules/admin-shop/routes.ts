import {
  adminRefundInput,
  adminSaveGoodsInput,
  adminShelfInput,
  adminShipInput,
  adminStockInput,
  orderListQuery,
} from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { parseInput, requestInput } from '../../shared/validate.js';
import { SHOP_CACHE_PREFIX } from '../shop/routes.js';
import { listOrders, refundOrder, shipOrder } from '../shop/orders.js';
import { saveGoods, setShelf, setStock } from './service.js';

/** Operator calls of the points shop, admin role only, under /api/admin/shop/. */
export default async function adminShopRoutes(app: FastifyInstance) {
  const admin = { config: { auth: 'admin' as const } };
  const invalidate = () => app.cache.invalidate(SHOP_CACHE_PREFIX);

  app.post('/admin/shop/saveGoods', admin, async (req) => {
    const goods = await saveGoods(app.db, parseInput(adminSaveGoodsInput, requestInput(req)));
    invalidate();
    return ok(goods, '保存成功');
  });

  app.post('/admin/shop/setShelf', admin, async (req) => {
    const { goodsId, onShelf } = parseInput(adminShelfInput, requestInput(req));
    const goods = await setShelf(app.db, goodsId, onShelf);
    invalidate();
    return ok(goods, onShelf ? '已上架' : '已下架');
  });

  app.post('/admin/shop/setStock', admin, async (req) => {
    const { goodsId, stock } = parseInput(adminStockInput, requestInput(req));
    const goods = await setStock(app.db, goodsId, stock);
    invalidate();
    return ok(goods, '库存已更新');
  });

  app.get('/admin/shop/getOrderList', admin, async (req) => {
    const q = parseInput(orderListQuery, requestInput(req));
    return ok(await listOrders(app.db, q));
  });

  app.post('/admin/shop/shipOrder', admin, async (req) => {
    const { orderId, waybillNo } = parseInput(adminShipInput, requestInput(req));
    return ok(await shipOrder(app.db, orderId, waybillNo), '已发货');
  });

  app.post('/admin/shop/refundOrder', admin, async (req) => {
    const { orderId, reason } = parseInput(adminRefundInput, requestInput(req));
    const order = await refundOrder(app.db, orderId, reason);
    invalidate();
    return ok(order, '订单已取消，积分和库存已退回');
  });
}
