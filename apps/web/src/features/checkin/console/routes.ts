import type { ConsoleRoute } from '@/console-kit';

export const checkinConsoleRoutes: ConsoleRoute[] = [
  { path: 'checkin/posts', menu: { group: '审核', label: '打卡内容' }, page: () => import('./PostsPage') },
];
