import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const authPages: FeaturePage[] = [
  { route: PAGES.accountLogin, Page: lazyPage(() => import('./pages/LoginPage')) },
];
