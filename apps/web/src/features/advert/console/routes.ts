import type { ConsoleRoute } from '@/console-kit';

/** The ads' console pages. */
export const advertConsoleRoutes: ConsoleRoute[] = [
  { path: 'content/ads', menu: { group: '内容', label: '弹窗广告' }, page: () => import('./AdsPage') },
];
