import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const paypwdPages: FeaturePage[] = [
  { route: PAGES.zhifuPwd, Page: lazyPage(() => import('./pages/PayPasswordPage')), auth: true },
];
