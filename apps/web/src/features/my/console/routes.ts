import type { ConsoleRoute } from '@/console-kit';

export const myConsoleRoutes: ConsoleRoute[] = [
  { path: 'feedback', menu: { group: '审核', label: '意见反馈' }, page: () => import('./FeedbackPage') },
  {
    path: 'content/about',
    menu: { group: '内容', label: '协议与版本' },
    page: () => import('./AboutConsolePage'),
  },
  {
    path: 'content/reminders',
    menu: { group: '内容', label: '提醒模板' },
    page: () => import('./RemindersPage'),
  },
];
