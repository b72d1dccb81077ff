import type { ConsoleRoute } from '@/console-kit';

/** The feedback's console page: users' feedback to answer. */
export const feedbackConsoleRoutes: ConsoleRoute[] = [
  { path: 'feedback', menu: { group: '审核', label: '意见反馈' }, page: () => import('./FeedbackPage') },
];
