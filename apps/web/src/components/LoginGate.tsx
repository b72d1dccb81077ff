import { useEffect, type ReactNode } from 'react';
import { Msg } from '@jc/contract';
import { currentLocation, loginUrl, navigateTo } from '@/lib/navigation';
import { requireLogin } from '@/lib/login-gate';
import { useIsLoggedIn } from '@/lib/session';
import { PageStatus } from './PageStatus';

/**
 * A page for logged-in users only: anonymous visitors get 请先登录 and, after 1.5 s, the login page
 * (replacing this one, so back does not loop) with a redirect back here.
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    if (loggedIn) return;
    let cancel = () => {};
    requireLogin(currentLocation(), { replace: true, onTimer: (c) => (cancel = c) });
    return () => cancel();
  }, [loggedIn]);

  if (loggedIn) return <>{children}</>;
  return (
    <PageStatus
      art="empty"
      title={Msg.pleaseLogin}
      description="登录后即可使用积分商城、订单和收货地址。"
      actionText="去登录"
      onAction={() => navigateTo(loginUrl(currentLocation()), { replace: true })}
    />
  );
}
