import type { ConsoleRoute } from '@/console-kit';

/** The console's dashboard (docs/console.md): today's and this week's figures over the tjfx/ calls. */
export const statsConsoleRoutes: ConsoleRoute[] = [
  { path: 'dashboard', menu: { group: '概览', label: '数据看板' }, page: () => import('./DashboardPage') },
];
