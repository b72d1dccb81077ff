import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const answerPages: FeaturePage[] = [
  { route: PAGES.searchAnswer, Page: lazyPage(() => import('./pages/SearchAnswerPage')), auth: true },
  { route: PAGES.answer, Page: lazyPage(() => import('./pages/AnswerPage')), auth: true },
];
