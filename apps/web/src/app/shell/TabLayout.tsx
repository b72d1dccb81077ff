import { TabBar } from 'antd-mobile';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { TAB_PAGES } from '@jc/contract';
import { TabIcon } from '@/components/icons';
import { useTabBarHidden } from '@/lib/app-state';
import { CheckinBadgeSlot } from './CheckinBadgeSlot';
import styles from './shell.module.css';

const TAB_LABELS = ['首页', '打卡营', '教师专区', '我的'] as const;

/** The four bottom tabs of spec section 2 around the tab pages; hidden while a mandatory choice is open. */
export function TabLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hidden = useTabBarHidden();
  return (
    <div className={hidden ? styles.tabPageBare : styles.tabPage}>
      <Outlet />
      <CheckinBadgeSlot />
      {hidden ? null : (
        <nav className={styles.tabBar} aria-label="主导航">
          <TabBar
            safeArea
            activeKey={pathname}
            // Tabs switch in place, like the mini program's switchTab: no stack of tab visits.
            onChange={(key) => navigate(key, { replace: true })}
          >
            {TAB_PAGES.map((tab, index) => (
              <TabBar.Item
                key={tab.path}
                title={TAB_LABELS[index]}
                icon={(active: boolean) => <TabIcon index={index} active={active} />}
              />
            ))}
          </TabBar>
        </nav>
      )}
    </div>
  );
}
