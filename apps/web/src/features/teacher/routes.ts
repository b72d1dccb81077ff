import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';
import { teacherEntryPages } from './entry-routes';

/** The teacher entrance (tab 2) and its own pages; resources and sample books are their own features. The tab is in
 * entry-routes.ts. */
export const teacherPages: FeaturePage[] = [
  ...teacherEntryPages,
  // The apply page's share path: open to everyone (a shared link), the steps ask for a login.
  { route: PAGES.apply, Page: lazyPage(() => import('./pages/ApplyPage')) },
  { route: PAGES.attestation, Page: lazyPage(() => import('./pages/AttestationPage')), auth: true },
  { route: PAGES.integralUpload, Page: lazyPage(() => import('./pages/IntegralUploadPage')), auth: true },
  { route: PAGES.bookFavorites, Page: lazyPage(() => import('./pages/BookFavoritesPage')), auth: true },
];
