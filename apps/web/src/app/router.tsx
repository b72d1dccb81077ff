import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginGate } from '@/components/LoginGate';
import { advertPages } from '@/features/advert/routes';
import { authPages } from '@/features/auth/routes';
import { shopPages } from '@/features/shop/routes';
import { addressPages } from '@/features/address/routes';
import { paypwdPages } from '@/features/paypwd/routes';
import { bookPages } from '@/features/book/routes';
import { downloadsPages } from '@/features/downloads/routes';
import { readerPages } from '@/features/reader/routes';
import { answerPages } from '@/features/answer/routes';
import { scanPages } from '@/features/scan/routes';
import { homePages } from '@/features/home/routes';
import { myPages } from '@/features/my/routes';
import { checkinPages } from '@/features/checkin/routes';
import { servicePages } from '@/features/service/routes';
import { reminderPages } from '@/features/reminders/routes';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';
import { setNavigator } from '@/lib/navigation';
import { entryGuardLoader } from './entry-guard';
import { PageFrame } from './shell/PageFrame';
import { RootLayout } from './shell/RootLayout';
import { TabLayout } from './shell/TabLayout';

const NotFoundPage = lazyPage(() => import('./routes/NotFoundPage'));

/** Every feature's pages (`features/<name>/routes.ts`); a new feature adds its list here. */
const FEATURE_PAGES: FeaturePage[] = [
  ...advertPages,
  ...authPages,
  ...shopPages,
  ...addressPages,
  ...paypwdPages,
  ...bookPages,
  ...downloadsPages,
  ...readerPages,
  ...answerPages,
  ...scanPages,
  ...homePages,
  ...myPages,
  ...checkinPages,
  ...servicePages,
  ...reminderPages,
];

function pageRoute({ route, Page, auth, prefetch }: FeaturePage, queryClient: QueryClient): RouteObject {
  return {
    path: route.path,
    ...(prefetch
      ? {
          loader: () => {
            prefetch(queryClient);
            return null;
          },
        }
      : {}),
    element: (
      <PageFrame route={route}>
        {auth ? (
          <LoginGate>
            <Page />
          </LoginGate>
        ) : (
          <Page />
        )}
      </PageFrame>
    ),
  };
}

export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    element: <RootLayout />,
    loader: entryGuardLoader,
    // The entry guard must see every navigation, not only the first one.
    shouldRevalidate: () => true,
    HydrateFallback: () => null,
    children: [
      ...FEATURE_PAGES.filter((p) => !p.tab).map((p) => pageRoute(p, queryClient)),
      {
        element: <TabLayout />,
        children: FEATURE_PAGES.filter((p) => p.tab).map((p) => pageRoute(p, queryClient)),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(appRoutes(queryClient), { basename: '/' });
  // Code outside React (the API client's code-120 redirect) navigates through the router.
  setNavigator((to, options) => void router.navigate(to, { replace: options?.replace }));
  return router;
}
