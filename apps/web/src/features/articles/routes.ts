import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** Essay contests (有奖征文), my submissions, awarded essays and certificates. docs/articles.md "Web app". */
export const articlePages: FeaturePage[] = [
  { route: PAGES.solicitingArticle, Page: lazyPage(() => import('./pages/SolicitingArticlePage')) },
  { route: PAGES.solicitingArticleOne, Page: lazyPage(() => import('./pages/SolicitingArticleOnePage')) },
  {
    route: PAGES.solicitingSubmit,
    Page: lazyPage(() => import('./pages/SolicitingSubmitPage')),
    auth: true,
  },
  { route: PAGES.solicitingList, Page: lazyPage(() => import('./pages/SolicitingListPage')), auth: true },
  {
    route: PAGES.solicitingDetails,
    Page: lazyPage(() => import('./pages/SolicitingDetailsPage')),
    auth: true,
  },
  { route: PAGES.writer, Page: lazyPage(() => import('./pages/WriterPage')) },
  // Public: `?code=` checks a certificate without a login; the page asks for one for the caller's own.
  { route: PAGES.certificateDownload, Page: lazyPage(() => import('./pages/CertificateDownloadPage')) },
];
