import { PAGES } from '@jc/contract';
import { dicQuery } from '@/lib/dictionary';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const homePages: FeaturePage[] = [
  {
    route: PAGES.home,
    Page: lazyPage(() => import('./pages/HomePage')),
    tab: true,
    // The banner (the largest picture of the first screen) and the subject tabs wait for these
    // dictionaries: start them as the navigation begins, beside the page chunk, not after it renders.
    prefetch: (queryClient) => {
      for (const group of ['mainbanner', 'subject', 'mainBuoy'] as const) {
        // Silent: if it fails, the page's own query tries again on mount and says so once.
        void queryClient.prefetchQuery(dicQuery(group, { silent: true }));
      }
    },
  },
];
