import type { ConsoleRoute } from '@/console-kit';

export const myConsoleRoutes: ConsoleRoute[] = [
  { path: 'feedback', menu: { group: '审核', label: '意见反馈' }, page: () => import('./FeedbackPage') },
];
