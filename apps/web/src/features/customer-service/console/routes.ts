import type { ConsoleRoute } from '@/console-kit';

/** The customer-service console pages. */
export const customerServiceConsoleRoutes: ConsoleRoute[] = [
  {
    path: 'content/contact',
    menu: { group: '内容', label: '客服二维码' },
    page: () => import('./ContactPage'),
  },
];
