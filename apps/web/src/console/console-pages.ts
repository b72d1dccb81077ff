import type { ConsoleRoute } from '@/console-kit';
import { statsConsoleRoutes } from '@/features/stats/console/routes';
import { usersConsoleRoutes } from '@/features/users/console/routes';
import { auditConsoleRoutes } from '@/features/audit/console/routes';

/**
 * Every feature's console pages, in menu order (docs/console.md): one line per feature, its
 * `features/<feature>/console/routes.ts`. A merge conflict here is resolved by keeping both lines.
 */
export const CONSOLE_ROUTES: ConsoleRoute[] = [
  ...statsConsoleRoutes,
  ...usersConsoleRoutes,
  ...auditConsoleRoutes,
];
