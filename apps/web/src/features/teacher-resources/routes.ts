import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx: teaching resources for certified teachers. */
export const teacherResourcePages: FeaturePage[] = [
  { route: PAGES.teacherDownload, Page: lazyPage(() => import('./pages/TeacherDownloadPage')), auth: true },
  { route: PAGES.downloadDetails, Page: lazyPage(() => import('./pages/DownloadDetailsPage')), auth: true },
  {
    route: PAGES.downloadAllDetails,
    Page: lazyPage(() => import('./pages/DownloadAllDetailsPage')),
    auth: true,
  },
];
