import type { ConsoleRoute } from '@/console-kit';

/** The check-in camp's console pages (REVIEWS adds the posts page by a line of its own). */
export const checkinConsoleRoutes: ConsoleRoute[] = [
  { path: 'checkin/camps', menu: { group: '打卡营', label: '打卡营' }, page: () => import('./CampsPage') },
];
