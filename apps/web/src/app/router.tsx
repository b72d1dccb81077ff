import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGES, type PageRoute } from '@jc/contract';
import { lazyPage } from '../lib/lazy-page';
import { setNavigator } from '../lib/navigation';
import { entryGuardLoader } from './entry-guard';
import { PageFrame } from './shell/PageFrame';
import { RootLayout } from './shell/RootLayout';
import { TabLayout } from './shell/TabLayout';

// Every page is its own chunk; the route table (paths, titles, nav kind) is the contract's PAGES.
const AdvertPage = lazyPage(() => import('../features/advert/pages/AdvertPage'));
const LoginPage = lazyPage(() => import('../features/auth/pages/LoginPage'));
const HomePage = lazyPage(() => import('../features/home/pages/HomePage'));
const MyPage = lazyPage(() => import('../features/my/pages/MyPage'));
const NotFoundPage = lazyPage(() => import('./routes/NotFoundPage'));

function page(route: PageRoute, Page: ComponentType): RouteObject {
  return {
    path: route.path,
    element: (
      <PageFrame route={route}>
        <Page />
      </PageFrame>
    ),
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    loader: entryGuardLoader,
    // The entry guard must see every navigation, not only the first one.
    shouldRevalidate: () => true,
    HydrateFallback: () => null,
    children: [
      page(PAGES.adPage, AdvertPage),
      page(PAGES.adPageFull, AdvertPage),
      page(PAGES.accountLogin, LoginPage),
      {
        element: <TabLayout />,
        children: [page(PAGES.home, HomePage), page(PAGES.my, MyPage)],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: '/' });
  // Code outside React (the API client's code-120 redirect) navigates through the router.
  setNavigator((to, options) => void router.navigate(to, { replace: options?.replace }));
  return router;
}
