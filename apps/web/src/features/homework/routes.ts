import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** Homework correction from a photo and finding a question of the books (docs/homework.md, "Web app"). */
export const homeworkPages: FeaturePage[] = [
  { route: PAGES.workCorrection, Page: lazyPage(() => import('./pages/WorkCorrectionPage')), auth: true },
  { route: PAGES.correctList, Page: lazyPage(() => import('./pages/CorrectListPage')), auth: true },
  { route: PAGES.searchTopics, Page: lazyPage(() => import('./pages/SearchTopicsPage')) },
];
