import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** 关于我们 (docs/about.md): the version and the agreement texts; registered by app/router.tsx. */
export const aboutPages: FeaturePage[] = [
  { route: PAGES.aboutUs, Page: lazyPage(() => import('./pages/AboutPage')) },
];
