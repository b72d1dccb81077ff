import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The pages of this feature a visit may start on: registered with the first screen (app/entry-pages.ts),
 * while the rest of routes.ts is fetched on the first navigation elsewhere (docs/web.md, "Routes").
 */
export const bookEntryPages: FeaturePage[] = [
  { route: PAGES.bookDetails, Page: lazyPage(() => import('./pages/BookDetailPage')) },
];
