import { useEffect, type ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PAGES, type PageRoute } from '@jc/contract';
import styles from './shell.module.css';

interface PageFrameProps {
  route: Pick<PageRoute, 'title' | 'customNav' | 'tab'>;
  children: ReactNode;
}

/** Sets the page title from the route table and draws the shared nav bar for pages without their own. */
export function PageFrame({ route, children }: PageFrameProps) {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = route.title;
  }, [route.title]);

  if (route.customNav) return <>{children}</>;

  // History entries made inside the app carry an index; without one, back would leave the app.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  const isTab = route.tab !== undefined;
  return (
    <>
      <NavBar
        className={styles.navBar}
        back={isTab ? null : ''}
        backIcon={!isTab}
        onBack={() => (canGoBack ? navigate(-1) : navigate(PAGES.home.path, { replace: true }))}
      >
        {route.title}
      </NavBar>
      {children}
    </>
  );
}
