import type { ConsoleRoute } from '@/console-kit';
import { statsConsoleRoutes } from '@/features/stats/console/routes';
import { catalogueConsoleRoutes } from '@/features/catalogue/console/routes';

/**
 * Every feature's console pages, in menu order (docs/console.md): one line per feature, its
 * `features/<feature>/console/routes.ts`. A merge conflict here is resolved by keeping both lines.
 */
export const CONSOLE_ROUTES: ConsoleRoute[] = [...statsConsoleRoutes, ...catalogueConsoleRoutes];
