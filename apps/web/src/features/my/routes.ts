import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';
import { myEntryPages } from './entry-routes';

/** The pages of this feature, registered by app/router.tsx (the entry pages first, see entry-routes.ts). */
export const myPages: FeaturePage[] = [
  ...myEntryPages,
  { route: PAGES.accountInstall, Page: lazyPage(() => import('./pages/SettingsPage')), auth: true },
  { route: PAGES.changeAccount, Page: lazyPage(() => import('./pages/ChangeAccountPage')) },
  { route: PAGES.browseRecording, Page: lazyPage(() => import('./pages/BrowseHistoryPage')), auth: true },
];
