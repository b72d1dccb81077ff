import type { ConsoleRoute } from '@/console-kit';

export const rewardsConsoleRoutes: ConsoleRoute[] = [
  {
    path: 'rewards/reports',
    menu: { group: '审核', label: '纠错审核' },
    page: () => import('./ReportsPage'),
  },
  {
    path: 'rewards/categories',
    menu: { group: '审核', label: '纠错类型' },
    page: () => import('./CategoriesPage'),
  },
];
