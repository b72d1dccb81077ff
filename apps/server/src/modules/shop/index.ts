import type { ModuleManifest } from '../manifest.js';
import { shopMigrations } from './migrations.js';
import routes from './routes.js';
import { shopSeed } from './seed.js';

/** What other modules (the operators' shop) may use of the shop: goods and order transitions. */
export { adminListGoods, findGoodsInfo, GOODS_NOT_FOUND } from './goods.js';
export { adminOrderPage, adminOrderRows, type AdminOrderFilters } from './admin-orders.js';
export { listOrders, orderById } from './order-reads.js';
export { refundOrder, shipOrder } from './order-operator-actions.js';
export { SHOP_CACHE_PREFIX } from './cache.js';

export const shopModule: ModuleManifest = {
  name: 'shop',
  routes,
  migrations: shopMigrations,
  seed: shopSeed,
};
