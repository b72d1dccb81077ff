import type { ConsoleRoute } from '@/console-kit';

/** The essay contests' console pages: the contests and their windows, and the awards queue. */
export const articlesConsoleRoutes: ConsoleRoute[] = [
  {
    path: 'articles/contests',
    menu: { group: '活动', label: '征文活动' },
    page: () => import('./ContestsPage'),
  },
  {
    path: 'articles/categories',
    menu: { group: '活动', label: '征文类别' },
    page: () => import('./CategoriesPage'),
  },
  {
    path: 'articles/submissions',
    menu: { group: '审核', label: '征文评奖' },
    page: () => import('./SubmissionsPage'),
  },
];
