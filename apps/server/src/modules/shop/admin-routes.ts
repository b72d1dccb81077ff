import { adminShopEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { localFileStore, storeUpload } from '../uploads/index.js';
import { auditDetail } from '../audit/index.js';
import { deleteCategory, listCategoriesForAdmin, saveCategory } from './admin-categories.js';
import { exportOrders } from './admin-export.js';
import { saveGoods, setShelf, setStock } from './admin-goods.js';
import { adminOrderPage } from './admin-orders.js';
import { SHOP_CACHE_PREFIX } from './cache.js';
import { adminListGoods } from './goods.js';
import { refundOrder, shipOrder } from './order-operator-actions.js';

/** Operator calls of the points shop, admin role only, under /api/admin/shop/ (registered by routes.ts). */
export async function adminShopRoutes(app: FastifyInstance) {
  const invalidate = () => app.cache.invalidate(SHOP_CACHE_PREFIX);

  const files = { store: localFileStore(app.appConfig.uploadsDir), limits: app.appConfig.uploadLimits };

  serve(app, adminShopEndpoints, {
    goodsList: async (q) => ok(await adminListGoods(app.db, q)),
    uploadPicture: async ({ file }, { user }) => {
      const part = file[0]!;
      const data = part instanceof Uint8Array ? Buffer.from(part) : Buffer.from(await part.arrayBuffer());
      const up = await storeUpload(app.db, files.store, files.limits, {
        userId: user.id,
        kind: 'image',
        data,
      });
      return ok(up, '图片已上传');
    },
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
    categoryList: async () => ok(await listCategoriesForAdmin(app.db)),
    saveCategory: async (input, ctx) => {
      const { category, before } = await saveCategory(app.db, input);
      invalidate();
      auditDetail(ctx, {
        target: { kind: 'goodsCategory', id: category.id },
        ...(before ? { before } : {}),
        after: { name: category.name, icon: category.icon, sort: category.sort },
      });
      return ok(category, '保存成功');
    },
    deleteCategory: async ({ id }, ctx) => {
      const before = await deleteCategory(app.db, id);
      invalidate();
      auditDetail(ctx, { target: { kind: 'goodsCategory', id }, before });
      return ok(null, '已删除');
    },
    orderList: async (q) => ok(await adminOrderPage(app.db, q)),
    exportOrders: async (q, { reply }) => exportOrders(app.db, reply, q),
    shipOrder: async ({ orderId, waybillNo }) => ok(await shipOrder(app.db, orderId, waybillNo), '已发货'),
    refundOrder: async ({ orderId, reason }) => {
      const order = await refundOrder(app.db, orderId, reason);
      invalidate();
      return ok(order, '订单已取消，积分和库存已退回');
    },
  });
}
