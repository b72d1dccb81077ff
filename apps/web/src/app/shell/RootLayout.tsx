import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { runLaunchTasks } from '@/features/launch';
import { isInstalledWebApp } from '@/lib/platform/installed';

/** The app frame: the centred phone column, and the one-off launch work once the first page painted. */
export function RootLayout() {
  useEffect(() => {
    runLaunchTasks();
    // The installed app's startup (notification reminder, update check): its chunk loads only there.
    if (window.__JC_PLATFORM__ || isInstalledWebApp())
      void import('@/lib/platform/startup').then((m) => m.runPlatformStartup());
  }, []);
  return (
    <div className="jc-app">
      <Outlet />
    </div>
  );
}
