import type { ConsoleRoute } from '@/console-kit';

export const teacherConsoleRoutes: ConsoleRoute[] = [
  {
    path: 'teacher/applications',
    menu: { group: '审核', label: '教师认证' },
    page: () => import('./ApplicationsPage'),
  },
  { path: 'teacher/claims', menu: { group: '审核', label: '积分申请' }, page: () => import('./ClaimsPage') },
];
