import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';
import { checkinEntryPages } from './entry-routes';

/** The pages of this feature, registered by app/router.tsx (the entry pages first, see entry-routes.ts). */
export const checkinPages: FeaturePage[] = [
  ...checkinEntryPages,
  { route: PAGES.clockIndex, Page: lazyPage(() => import('./pages/CampPage')) },
  { route: PAGES.clockPublish, Page: lazyPage(() => import('./pages/PublishPage')), auth: true },
  { route: PAGES.clockDakaDetails, Page: lazyPage(() => import('./pages/DetailsPage')) },
  { route: PAGES.clockUserPage, Page: lazyPage(() => import('./pages/UserPage')) },
  {
    route: PAGES.clockHistoryDetails,
    Page: lazyPage(() => import('./pages/HistoryDetailsPage')),
    auth: true,
  },
  { route: PAGES.clockRankings, Page: lazyPage(() => import('./pages/RankingsPage')) },
  { route: PAGES.clockService, Page: lazyPage(() => import('./pages/ServicePage')) },
  { route: PAGES.clockHistory, Page: lazyPage(() => import('./pages/HistoryPage')), auth: true },
  { route: PAGES.clockPoster, Page: lazyPage(() => import('./pages/PosterPage')), auth: true },
];
