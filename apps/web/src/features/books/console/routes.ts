import type { ConsoleRoute } from '@/console-kit';

/** The book feature's console pages: the daily reading pieces (docs/catalogue.md, "Daily reading"). */
export const booksConsoleRoutes: ConsoleRoute[] = [
  { path: 'daily', menu: { group: '教材', label: '每日阅读' }, page: () => import('./DailyPage') },
];
