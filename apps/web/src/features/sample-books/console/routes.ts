import type { ConsoleRoute } from '@/console-kit';

export const sampleBooksConsoleRoutes: ConsoleRoute[] = [
  {
    path: 'sample-books/requests',
    menu: { group: '审核', label: '样书申请' },
    page: () => import('./RequestsPage'),
  },
];
