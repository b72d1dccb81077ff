import { useEffect, type ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import type { PageRoute } from '@jc/contract';
import { useGoBack } from '@/lib/use-go-back';
import styles from './shell.module.css';

interface PageFrameProps {
  route: Pick<PageRoute, 'title' | 'customNav' | 'tab'>;
  children: ReactNode;
}

/** Sets the page title from the route table and draws the shared nav bar for pages without their own. */
export function PageFrame({ route, children }: PageFrameProps) {
  const goBack = useGoBack();
  useEffect(() => {
    document.title = route.title;
  }, [route.title]);

  if (route.customNav) return <>{children}</>;

  const isTab = route.tab !== undefined;
  return (
    <>
      <NavBar className={styles.navBar} back={isTab ? null : ''} backIcon={!isTab} onBack={goBack}>
        {route.title}
      </NavBar>
      {children}
    </>
  );
}
