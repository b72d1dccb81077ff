import { adminShopEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { listOrders, refundOrder, shipOrder, SHOP_CACHE_PREFIX } from '../shop/index.js';
import { saveGoods, setShelf, setStock } from './service.js';

/** Operator calls of the points shop, admin role only, under /api/admin/shop/. */
export default async function adminShopRoutes(app: FastifyInstance) {
  const invalidate = () => app.cache.invalidate(SHOP_CACHE_PREFIX);

  serve(app, adminShopEndpoints, {
    saveGoods: async (input) => {
      const goods = await saveGoods(app.db, input);
      invalidate();
      return ok(goods, '保存成功');
    },
    setShelf: async ({ goodsId, onShelf }) => {
      const goods = await setShelf(app.db, goodsId, onShelf);
      invalidate();
      return ok(goods, onShelf ? '已上架' : '已下架');
    },
    setStock: async ({ goodsId, stock }) => {
      const goods = await setStock(app.db, goodsId, stock);
      invalidate();
      return ok(goods, '库存已更新');
    },
    orderList: async (q) => ok(await listOrders(app.db, q)),
    shipOrder: async ({ orderId, waybillNo }) => ok(await shipOrder(app.db, orderId, waybillNo), '已发货'),
    refundOrder: async ({ orderId, reason }) => {
      const order = await refundOrder(app.db, orderId, reason);
      invalidate();
      return ok(order, '订单已取消，积分和库存已退回');
    },
  });
}
