import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { Navigate } from 'react-router';
import { useMyInfo } from '@/lib/auth';
import { currentLocation } from '@/lib/navigation';
import { useIsLoggedIn } from '@/lib/session';
import { consoleLoginUrl, CONSOLE_BASE } from './paths';
import { useConsoleLogout } from './session';
import styles from './console.module.css';

/**
 * Only administrators see the console: without a session the login page, with a session of another
 * role "需要管理员权限" and a way to log out. The server checks every admin call again (auth: 'admin').
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const me = useMyInfo();
  const logout = useConsoleLogout();
  if (!loggedIn)
    return <Navigate to={consoleLoginUrl(currentLocation()).slice(CONSOLE_BASE.length)} replace />;
  if (me.data === undefined) {
    if (me.isError)
      return (
        <Result
          status="error"
          title="无法读取账号信息"
          subTitle={me.error.message}
          extra={<Button onClick={() => void me.refetch()}>重试</Button>}
        />
      );
    return <Spin size="large" className={styles.fullSpin} />;
  }
  if (!me.data.roles.includes('admin'))
    return (
      <Result
        status="403"
        title="需要管理员权限"
        subTitle={`当前账号（${me.data.account}）不是管理员，请换用管理员账号登录。`}
        extra={
          <Button type="primary" onClick={() => void logout()}>
            退出登录
          </Button>
        }
      />
    );
  return children;
}
