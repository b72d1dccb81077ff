import type { ConsoleRoute } from '@/console-kit';

/** The reminders' console page: the templates a pupil's reminder is made from. */
export const remindersConsoleRoutes: ConsoleRoute[] = [
  {
    path: 'content/reminders',
    menu: { group: '内容', label: '提醒模板' },
    page: () => import('./RemindersPage'),
  },
];
