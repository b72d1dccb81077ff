import type { ConsoleRoute } from '@/console-kit';
import { shopConsoleRoutes } from '@/features/shop/console/routes';
import { checkinConsoleRoutes } from '@/features/checkin/console/routes';
import { articlesConsoleRoutes } from '@/features/articles/console/routes';

/**
 * Every feature's console pages, in menu order (docs/console.md): one line per feature, its
 * `features/<feature>/console/routes.ts`. A merge conflict here is resolved by keeping both lines.
 */
export const CONSOLE_ROUTES: ConsoleRoute[] = [
  ...shopConsoleRoutes,
  ...checkinConsoleRoutes,
  ...articlesConsoleRoutes,
];
