import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import '@/styles/tokens.css';
import { configureConsoleClient } from './client';
import { CONSOLE_BUTTONS, ConsoleApp, consoleTheme } from './ConsoleApp';

// The operator console: the second entry of the web app (admin.html; docs/console.md).
dayjs.locale('zh-cn');
// antd's static messages and confirm dialogs render outside the tree: give them the same locale and theme.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={consoleTheme} button={CONSOLE_BUTTONS}>
      {children}
    </ConfigProvider>
  ),
});
configureConsoleClient();

const container = document.getElementById('console-root');
if (!container) throw new Error('#console-root is missing from admin.html');

createRoot(container).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
