import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx: sample books for certified teachers. */
export const sampleBookPages: FeaturePage[] = [
  {
    route: PAGES.sampleBookReceive,
    Page: lazyPage(() => import('./pages/SampleBookReceivePage')),
    auth: true,
  },
  { route: PAGES.submitReceive, Page: lazyPage(() => import('./pages/SubmitReceivePage')), auth: true },
  { route: PAGES.sampleRecording, Page: lazyPage(() => import('./pages/SampleRecordingPage')), auth: true },
];
