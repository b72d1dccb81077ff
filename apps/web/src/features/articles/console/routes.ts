import type { ConsoleRoute } from '@/console-kit';

/** The essay contests' console pages (REVIEWS adds the awards page by a line of its own). */
export const articlesConsoleRoutes: ConsoleRoute[] = [
  {
    path: 'articles/contests',
    menu: { group: '征文活动', label: '征文活动' },
    page: () => import('./ContestsPage'),
  },
];
