import { lazy } from 'react';
import { Button, Empty, Result } from 'antd';
import {
  Link,
  Navigate,
  createBrowserRouter,
  matchRoutes,
  useRouteError,
  type RouteObject,
} from 'react-router';
import type { ConsoleRoute } from '@/console-kit';
import { AdminGuard } from './AdminGuard';
import { ConsoleLayout } from './ConsoleLayout';
import { CONSOLE_BASE } from './paths';

const SignInPage = lazy(() => import('./SignInPage'));

/** The console's home: its first menu page. */
function ConsoleHome({ routes }: { routes: ConsoleRoute[] }) {
  const first = routes.find((r) => r.menu);
  return first ? <Navigate to={`/${first.path}`} replace /> : <Empty description="暂无可用的后台页面" />;
}

function NotFound() {
  return (
    <Result
      status="404"
      title="页面不存在"
      extra={
        <Link to="/">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}

/** A page that failed to load (a release replaced its chunk, the network dropped). */
function RouteError() {
  const error = useRouteError();
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle={error instanceof Error ? error.message : '请刷新后重试。'}
      extra={<Button onClick={() => window.location.reload()}>刷新</Button>}
    />
  );
}

export function consoleRoutes(routes: ConsoleRoute[]): RouteObject[] {
  return [
    { path: 'login', element: <SignInPage />, errorElement: <RouteError /> },
    {
      path: '/',
      element: (
        <AdminGuard>
          <ConsoleLayout routes={routes} />
        </AdminGuard>
      ),
      errorElement: <RouteError />,
      children: [
        { index: true, element: <ConsoleHome routes={routes} /> },
        ...routes.map((route) => {
          const Page = lazy(route.page);
          return { path: route.path, element: <Page />, errorElement: <RouteError /> };
        }),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/**
 * Starts loading the page an address names at once, beside the shell and the session check, instead of
 * after them: an operator opening a link (or a reload) waits for one round of downloads, not two. The
 * lazy route asks for the same module later and gets the one already on its way.
 */
export function preloadRequestedPage(routes: ConsoleRoute[], pathname: string): void {
  if (!pathname.startsWith(`${CONSOLE_BASE}/`)) return;
  const matched = matchRoutes(
    routes.map((route) => ({ path: route.path })),
    pathname.slice(CONSOLE_BASE.length),
  );
  const path = matched?.[0]?.route.path;
  const route = routes.find((r) => r.path === path);
  // A page that fails here fails again in its route, which shows the error with a way to reload.
  route?.page().catch(() => undefined);
}

/** The console's router: every page under /admin/ (the server answers them with admin.html). */
export function createConsoleRouter(routes: ConsoleRoute[]) {
  return createBrowserRouter(consoleRoutes(routes), { basename: CONSOLE_BASE });
}
