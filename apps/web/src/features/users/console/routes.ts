import type { ConsoleRoute } from '@/console-kit';

/** The console's user pages (docs/users-admin.md). */
export const usersConsoleRoutes: ConsoleRoute[] = [
  { path: 'users', menu: { group: '用户', label: '用户管理' }, page: () => import('./UsersPage') },
];
