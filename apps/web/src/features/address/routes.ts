import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const addressPages: FeaturePage[] = [
  { route: PAGES.addressList, Page: lazyPage(() => import('./pages/AddressListPage')), auth: true },
  { route: PAGES.changeAddress, Page: lazyPage(() => import('./pages/ChangeAddressPage')), auth: true },
];
