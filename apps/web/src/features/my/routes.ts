import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** The pages of this feature, registered by app/router.tsx. */
export const myPages: FeaturePage[] = [
  { route: PAGES.my, Page: lazyPage(() => import('./pages/MyPage')), tab: true },
  { route: PAGES.accountInstall, Page: lazyPage(() => import('./pages/SettingsPage')), auth: true },
  { route: PAGES.changeAccount, Page: lazyPage(() => import('./pages/ChangeAccountPage')) },
  { route: PAGES.browseRecording, Page: lazyPage(() => import('./pages/BrowseHistoryPage')), auth: true },
  { route: PAGES.aboutUs, Page: lazyPage(() => import('./pages/AboutPage')) },
  { route: PAGES.feedback, Page: lazyPage(() => import('./pages/FeedbackPage')), auth: true },
];
