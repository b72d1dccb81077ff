import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** 学习周报 (docs/report.md): the logged-in pupil's week, for the parents. */
export const reportPages: FeaturePage[] = [
  { route: PAGES.weeklyReport, Page: lazyPage(() => import('./pages/WeeklyReportPage')), auth: true },
];
