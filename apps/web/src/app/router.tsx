import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { LoginGate } from '@/components/LoginGate';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';
import { setNavigator } from '@/lib/navigation';
import { entryGuardLoader } from './entry-guard';
import { ENTRY_PAGES } from './entry-pages';
import { PageFrame } from './shell/PageFrame';
import { RootLayout } from './shell/RootLayout';
import { TabLayout } from './shell/TabLayout';

const NotFoundPage = lazyPage(() => import('./routes/NotFoundPage'));

function pageRoute({ route, Page, auth, prefetch }: FeaturePage, queryClient: QueryClient): RouteObject {
  return {
    path: route.path,
    ...(prefetch
      ? {
          // Named, so a server-rendered page can tell the router its loader has run (hydrationFor).
          id: `page:${route.path}`,
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

const pageRoutes = (pages: FeaturePage[], queryClient: QueryClient) =>
  pages.map((p) => pageRoute(p, queryClient));

/** The routes the first screen registers: the entry pages (entry-pages.ts) and the not-found page. */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    element: <RootLayout />,
    loader: entryGuardLoader,
    // The entry guard must see every navigation, not only the first one.
    shouldRevalidate: () => true,
    HydrateFallback: () => null,
    children: [
      ...pageRoutes(
        ENTRY_PAGES.filter((p) => !p.tab),
        queryClient,
      ),
      {
        id: 'tabs',
        element: <TabLayout />,
        children: pageRoutes(
          ENTRY_PAGES.filter((p) => p.tab),
          queryClient,
        ),
      },
      // A splat match lets the router ask discoverPages first (fog of war), then shows this page.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

type Patch = (routeId: string, children: RouteObject[]) => void;

/**
 * The rest of the app's pages, fetched once on the first navigation the entry pages do not cover
 * (react-router's `patchRoutesOnNavigation`), and patched in under the root and the tab layout. A failed
 * fetch is forgotten, so the next navigation tries again.
 */
export function pageDiscovery(queryClient: QueryClient) {
  let discovered: Promise<void> | null = null;
  const entryPaths = new Set(ENTRY_PAGES.map((p) => p.route.path));
  return ({ path, patch }: { path: string; patch: Patch }): Promise<void> | void => {
    // The entry guard redirects the bare origin: nothing to discover there.
    if (path === '/') return;
    discovered ??= import('./feature-pages').then(
      ({ FEATURE_PAGES }) => {
        const rest = FEATURE_PAGES.filter((p) => !entryPaths.has(p.route.path));
        patch(
          'root',
          pageRoutes(
            rest.filter((p) => !p.tab),
            queryClient,
          ),
        );
        patch(
          'tabs',
          pageRoutes(
            rest.filter((p) => p.tab),
            queryClient,
          ),
        );
      },
      (error: unknown) => {
        discovered = null;
        throw error;
      },
    );
    return discovered;
  };
}

/**
 * A server-rendered page has run its routes' loaders on the server (the entry guard, the page's
 * prefetch, whose data came with the page): the router starts on that page at once instead of running
 * them again behind a blank fallback, so the hydration finds the server's markup.
 */
export function hydrationFor(routes: RouteObject[], location: string): HydrationState {
  const loaderData: Record<string, null> = {};
  for (const match of matchRoutes(routes, location) ?? []) {
    if (match.route.loader && match.route.id) loaderData[match.route.id] = null;
  }
  return { loaderData };
}

export function createAppRouter(queryClient: QueryClient, { hydrate = false }: { hydrate?: boolean } = {}) {
  const routes = appRoutes(queryClient);
  const router = createBrowserRouter(routes, {
    basename: '/',
    patchRoutesOnNavigation: pageDiscovery(queryClient),
    ...(hydrate
      ? { hydrationData: hydrationFor(routes, window.location.pathname + window.location.search) }
      : {}),
  });
  // Code outside React (the API client's code-120 redirect) navigates through the router.
  setNavigator((to, options) => void router.navigate(to, { replace: options?.replace }));
  return router;
}
