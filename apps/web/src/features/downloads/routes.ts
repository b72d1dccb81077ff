import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const downloadsPages: FeaturePage[] = [
  { route: PAGES.sampleBook, Page: lazyPage(() => import('./pages/SampleBookPage')) },
  { route: PAGES.sampleBookInfo, Page: lazyPage(() => import('./pages/SampleBookInfoPage')) },
  { route: PAGES.resourcesDownload, Page: lazyPage(() => import('./pages/ResourcesDownloadPage')) },
  { route: PAGES.listeningDownload, Page: lazyPage(() => import('./pages/ListeningDownloadPage')) },
];
