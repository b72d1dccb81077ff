import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const scanPages: FeaturePage[] = [
  { route: PAGES.camera, Page: lazyPage(() => import('./pages/ScanPage')) },
];
