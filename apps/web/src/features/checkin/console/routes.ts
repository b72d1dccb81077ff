import type { ConsoleRoute } from '@/console-kit';

/** The check-in camp's console pages: camps and their tasks, and the posts to hide. */
export const checkinConsoleRoutes: ConsoleRoute[] = [
  { path: 'checkin/camps', menu: { group: '活动', label: '打卡营' }, page: () => import('./CampsPage') },
  { path: 'checkin/posts', menu: { group: '审核', label: '打卡内容' }, page: () => import('./PostsPage') },
];
