import type { ConsoleRoute } from '@/console-kit';

/** About us's console page: the agreement texts and the app's releases. */
export const aboutConsoleRoutes: ConsoleRoute[] = [
  {
    path: 'content/about',
    menu: { group: '内容', label: '协议与版本' },
    page: () => import('./AboutConsolePage'),
  },
];
