import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { runLaunchTasks } from '@/features/launch';

/** The app frame: the centred phone column, and the one-off launch work once the first page painted. */
export function RootLayout() {
  useEffect(() => {
    runLaunchTasks();
  }, []);
  return (
    <div className="jc-app">
      <Outlet />
    </div>
  );
}
