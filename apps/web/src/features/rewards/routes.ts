import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** Content-error rewards (纠错有奖, docs/rewards.md): the report form, the caller's reports, one report. */
export const rewardPages: FeaturePage[] = [
  { route: PAGES.rewardQuery, Page: lazyPage(() => import('./pages/RewardQueryPage')), auth: true },
  { route: PAGES.rewardList, Page: lazyPage(() => import('./pages/RewardListPage')), auth: true },
  { route: PAGES.rewardDetails, Page: lazyPage(() => import('./pages/RewardDetailsPage')), auth: true },
];
