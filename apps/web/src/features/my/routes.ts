import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const myPages: FeaturePage[] = [
  { route: PAGES.my, Page: lazyPage(() => import('./pages/MyPage')), tab: true },
];
