import { useEffect, type ReactNode } from 'react';
import type { PageRoute } from '@jc/contract';
import { ChevronLeftIcon } from '@/components/icons';
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
      {/* Our own bar, not antd-mobile's NavBar: its back is a div with role=button that has no name and
          takes no focus, so screen readers and keyboards could not go back. */}
      <header className={styles.navBar}>
        {isTab ? null : (
          <button type="button" className={styles.navBack} aria-label="返回" onClick={goBack}>
            <ChevronLeftIcon size={24} />
          </button>
        )}
        <div className={styles.navTitle}>{route.title}</div>
      </header>
      {children}
    </>
  );
}
