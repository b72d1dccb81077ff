import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const advertPages: FeaturePage[] = [
  { route: PAGES.adPage, Page: lazyPage(() => import('./pages/AdvertPage')) },
  { route: PAGES.adPageFull, Page: lazyPage(() => import('./pages/AdvertPage')) },
];
