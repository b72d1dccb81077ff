import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const readerPages: FeaturePage[] = [
  { route: PAGES.pdfView, Page: lazyPage(() => import('./pages/PdfViewPage')) },
  { route: PAGES.chooseSubjectPdf, Page: lazyPage(() => import('./pages/ChooseSubjectPdfPage')) },
  { route: PAGES.bookIndex, Page: lazyPage(() => import('./pages/BookIndexPage')) },
  { route: PAGES.webView, Page: lazyPage(() => import('./pages/WebViewPage')) },
];
