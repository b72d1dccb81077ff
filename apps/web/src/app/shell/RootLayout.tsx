import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { runLaunchTasks } from '@/features/launch';
import { isInstalledWebApp } from '@/lib/platform/installed';

/** The app frame: the centred phone column, and the one-off launch work once the first page painted. */
export function RootLayout() {
  useEffect(() => {
    runLaunchTasks();
    // A shell's platform (native app, mini program) and the installed app's startup (notification
    // reminder, update check): their chunks load only there (docs/native.md).
    if (window.__JC_SHELL__ || window.__JC_PLATFORM__ || isInstalledWebApp())
      void import('@/lib/platform/startup').then((m) => m.runPlatformStartup());
  }, []);
  return (
    <div className="jc-app">
      <Outlet />
    </div>
  );
}
