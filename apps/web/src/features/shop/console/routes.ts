import type { ConsoleRoute } from '@/console-kit';

/** The points shop's console pages. */
export const shopConsoleRoutes: ConsoleRoute[] = [
  { path: 'shop/goods', menu: { group: '积分商城', label: '商品' }, page: () => import('./GoodsPage') },
  {
    path: 'shop/categories',
    menu: { group: '积分商城', label: '商品分类' },
    page: () => import('./CategoriesPage'),
  },
  { path: 'shop/orders', menu: { group: '积分商城', label: '订单' }, page: () => import('./OrdersPage') },
];
