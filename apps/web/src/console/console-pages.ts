import type { ConsoleRoute } from '@/console-kit';
import { aboutConsoleRoutes } from '@/features/about/console/routes';
import { articlesConsoleRoutes } from '@/features/articles/console/routes';
import { advertConsoleRoutes } from '@/features/advert/console/routes';
import { auditConsoleRoutes } from '@/features/audit/console/routes';
import { booksConsoleRoutes } from '@/features/books/console/routes';
import { catalogueConsoleRoutes } from '@/features/catalogue/console/routes';
import { checkinConsoleRoutes } from '@/features/checkin/console/routes';
import { customerServiceConsoleRoutes } from '@/features/customer-service/console/routes';
import { feedbackConsoleRoutes } from '@/features/feedback/console/routes';
import { homeConsoleRoutes } from '@/features/home/console/routes';
import { readerConsoleRoutes } from '@/features/reader/console/routes';
import { remindersConsoleRoutes } from '@/features/reminders/console/routes';
import { rewardsConsoleRoutes } from '@/features/rewards/console/routes';
import { sampleBooksConsoleRoutes } from '@/features/sample-books/console/routes';
import { shopConsoleRoutes } from '@/features/shop/console/routes';
import { statsConsoleRoutes } from '@/features/stats/console/routes';
import { teacherConsoleRoutes } from '@/features/teacher/console/routes';
import { usersConsoleRoutes } from '@/features/users/console/routes';

/**
 * Every feature's console pages, in menu order (docs/console.md): one line per feature, its
 * `features/<feature>/console/routes.ts`; the menu's groups come in the order they first appear.
 * A merge conflict here is resolved by keeping both lines.
 */
export const CONSOLE_ROUTES: ConsoleRoute[] = [
  ...statsConsoleRoutes,
  ...catalogueConsoleRoutes,
  ...booksConsoleRoutes,
  ...readerConsoleRoutes,
  ...homeConsoleRoutes,
  ...advertConsoleRoutes,
  ...customerServiceConsoleRoutes,
  ...shopConsoleRoutes,
  ...checkinConsoleRoutes,
  ...articlesConsoleRoutes,
  ...teacherConsoleRoutes,
  ...sampleBooksConsoleRoutes,
  ...rewardsConsoleRoutes,
  ...feedbackConsoleRoutes,
  ...aboutConsoleRoutes,
  ...remindersConsoleRoutes,
  ...usersConsoleRoutes,
  ...auditConsoleRoutes,
];
