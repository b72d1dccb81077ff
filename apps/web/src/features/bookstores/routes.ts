import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** Bookshops of the school archives (docs/bookstores.md), and the system pages that pick and show a point. */
export const bookstorePages: FeaturePage[] = [
  { route: PAGES.bookstores, Page: lazyPage(() => import('./pages/BookstoresPage')), auth: true },
  { route: PAGES.storesInfo, Page: lazyPage(() => import('./pages/StoresInfoPage')), auth: true },
  { route: PAGES.changeStores, Page: lazyPage(() => import('./pages/ChangeStoresPage')), auth: true },
  { route: PAGES.fahuoInfo, Page: lazyPage(() => import('./pages/FahuoInfoPage')), auth: true },
  { route: PAGES.kucunInfo, Page: lazyPage(() => import('./pages/KucunInfoPage')), auth: true },
  { route: PAGES.chooseLocation, Page: lazyPage(() => import('./pages/ChooseLocationPage')), auth: true },
  { route: PAGES.openLocation, Page: lazyPage(() => import('./pages/OpenLocationPage')), auth: true },
];
