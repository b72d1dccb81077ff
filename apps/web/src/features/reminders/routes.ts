import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** 学习提醒 (docs/reminders.md, "Web app"), registered by app/router.tsx; the settings page links to it. */
export const reminderPages: FeaturePage[] = [
  { route: PAGES.reminders, Page: lazyPage(() => import('./pages/RemindersPage')), auth: true },
];
