import { Suspense } from 'react';
import { Button, Layout, Menu, Space, Spin, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router';
import type { ConsoleRoute } from '@/console-kit';
import { useMyInfo } from '@/lib/auth';
import { buildMenu, selectedRoute } from './menu';
import { useConsoleLogout } from './session';
import styles from './console.module.css';

/** The console's frame: the side menu built from the registered routes, the header, the page. */
export function ConsoleLayout({ routes }: { routes: ConsoleRoute[] }) {
  const { pathname } = useLocation();
  const me = useMyInfo();
  const logout = useConsoleLogout();
  const selected = selectedRoute(routes, pathname);
  return (
    <Layout className={styles.frame}>
      <Layout.Sider width={216} theme="light" className={styles.sider}>
        <Link to="/" className={styles.brand}>
          课本伴学运营后台
        </Link>
        <nav aria-label="后台菜单">
          <Menu mode="inline" items={buildMenu(routes)} selectedKeys={selected ? [selected] : []} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Space size="middle">
            <Typography.Text>{me.data?.nickname || me.data?.account}</Typography.Text>
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
              退出登录
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Suspense fallback={<Spin size="large" className={styles.fullSpin} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
