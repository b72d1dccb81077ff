import { Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { App as AntdApp, ConfigProvider, Spin, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createQueryClient } from '@/lib/query-client';
import { CONSOLE_ROUTES } from './console-pages';
import { createConsoleRouter, preloadRequestedPage } from './router';

/** antd's theme: the app's brand blue (--jc-brand in styles/tokens.css). */
export const consoleTheme: ThemeConfig = { token: { colorPrimary: '#2563eb', borderRadius: 6 } };

/** Buttons read as written (登录, not antd's spaced 登 录), for people and for tests alike. */
export const CONSOLE_BUTTONS = { autoInsertSpace: false };

export function ConsoleApp() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    preloadRequestedPage(CONSOLE_ROUTES, window.location.pathname);
    return createConsoleRouter(CONSOLE_ROUTES);
  });
  return (
    <ConfigProvider locale={zhCN} theme={consoleTheme} button={CONSOLE_BUTTONS}>
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<Spin size="large" />}>
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
