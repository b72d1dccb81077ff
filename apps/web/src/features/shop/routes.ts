import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const shopPages: FeaturePage[] = [
  { route: PAGES.shoppingIndex, Page: lazyPage(() => import('./pages/ShopIndexPage')), auth: true },
  { route: PAGES.shoppingSearch, Page: lazyPage(() => import('./pages/SearchPage')), auth: true },
  { route: PAGES.shoppingDetail, Page: lazyPage(() => import('./pages/GoodsDetailPage')), auth: true },
  { route: PAGES.shoppingCar, Page: lazyPage(() => import('./pages/CartPage')), auth: true },
  { route: PAGES.shoppingSubmitOrder, Page: lazyPage(() => import('./pages/SubmitOrderPage')), auth: true },
  { route: PAGES.shoppingOrderList, Page: lazyPage(() => import('./pages/OrderListPage')), auth: true },
  { route: PAGES.shoppingOrderDetails, Page: lazyPage(() => import('./pages/OrderDetailPage')), auth: true },
  { route: PAGES.integrationIndex, Page: lazyPage(() => import('./pages/IntegrationIndexPage')), auth: true },
  { route: PAGES.integrationList, Page: lazyPage(() => import('./pages/IntegrationListPage')), auth: true },
  { route: PAGES.shoppingTop, Page: lazyPage(() => import('./pages/ShoppingTopPage')), auth: true },
];
