import type { ConsoleRoute } from '@/console-kit';

export const articlesConsoleRoutes: ConsoleRoute[] = [
  {
    path: 'articles/submissions',
    menu: { group: '审核', label: '征文评奖' },
    page: () => import('./SubmissionsPage'),
  },
];
