import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';
import { bookEntryPages } from './entry-routes';

/** The pages of this feature, registered by app/router.tsx (the entry pages first, see entry-routes.ts). */
export const bookPages: FeaturePage[] = [
  ...bookEntryPages,
  { route: PAGES.musicPlayer, Page: lazyPage(() => import('./pages/MusicPlayerPage')) },
  { route: PAGES.musicEmpty, Page: lazyPage(() => import('./pages/MusicEmptyPage')) },
  { route: PAGES.bookSearch, Page: lazyPage(() => import('./pages/BookSearchPage')) },
  { route: PAGES.readingListening, Page: lazyPage(() => import('./pages/ReadingListeningPage')) },
  { route: PAGES.chendu, Page: lazyPage(() => import('./pages/ChenduPage')) },
  { route: PAGES.readWrite, Page: lazyPage(() => import('./pages/ReadWritePage')) },
  { route: PAGES.knowledge, Page: lazyPage(() => import('./pages/KnowledgePage')) },
];
