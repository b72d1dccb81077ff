import { lazy, Suspense, useState } from 'react';
import { Dialog, List, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import {
  CoinIcon,
  GiftIcon,
  LocationIcon,
  LockIcon,
  LogoutIcon,
  OrderIcon,
  ShieldIcon,
} from '@/components/icons';
import { QueryView } from '@/components/QueryView/QueryView';
import { useMyInfo } from '@/lib/auth';
import { loginUrl } from '@/lib/navigation';
import { useIsLoggedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useLogout } from '../api/account';
import { GuestCard, ProfileCard } from '../components/ProfileCard';
import styles from './MyPage.module.css';

// The password form (and the contract's schema library behind its rule) loads on first use.
const ChangePasswordPopup = lazy(() =>
  import('../components/ChangePasswordPopup').then((m) => ({ default: m.ChangePasswordPopup })),
);

const SHOP_ENTRIES = [
  { text: '积分商城', path: PAGES.shoppingIndex.path, Icon: GiftIcon },
  { text: '我的积分', path: PAGES.integrationIndex.path, Icon: CoinIcon },
  { text: '我的订单', path: PAGES.shoppingOrderList.path, Icon: OrderIcon },
  { text: '收货地址', path: PAGES.addressList.path, Icon: LocationIcon },
  { text: '支付密码', path: PAGES.zhifuPwd.path, Icon: ShieldIcon },
];

/** Tab 3: the profile (or a way to log in), the password change and logout. */
export default function MyPage() {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const myInfo = useMyInfo();
  const logout = useLogout();
  const [passwordOpen, setPasswordOpen] = useState(false);
  // Stays mounted after the first opening so the closing animation can play.
  const [passwordLoaded, setPasswordLoaded] = useState(false);

  if (!loggedIn) {
    return (
      <div className={styles.page}>
        <GuestCard onLogin={() => void navigate(loginUrl(PAGES.my.path))} />
      </div>
    );
  }

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      content: '确定要退出登录吗？',
      confirmText: '退出登录',
      cancelText: '取消',
    });
    if (!ok) return;
    logout.mutate(undefined, {
      onSettled: () => {
        toast('已退出登录');
        void navigate(PAGES.home.path, { replace: true });
      },
    });
  };

  const skeleton = (
    <div className={styles.page} aria-busy="true">
      <div className={styles.skeletonCard}>
        <Skeleton animated className={styles.skeletonAvatar} />
        <div className={styles.skeletonText}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      </div>
    </div>
  );

  return (
    <QueryView query={myInfo} error="个人信息加载失败" loading={skeleton}>
      {(user) => (
        <div className={styles.page}>
          <ProfileCard user={user} />
          <List className={styles.list} header="积分与兑换">
            {SHOP_ENTRIES.map((entry) => (
              <List.Item
                key={entry.path}
                prefix={<entry.Icon className={styles.itemIcon} />}
                extra={
                  entry.path === PAGES.integrationIndex.path ? user.points.toLocaleString('zh-CN') : undefined
                }
                onClick={() => void navigate(entry.path)}
              >
                {entry.text}
              </List.Item>
            ))}
          </List>
          <List className={styles.list} header="账号与安全">
            <List.Item
              prefix={<LockIcon className={styles.itemIcon} />}
              onClick={() => {
                setPasswordLoaded(true);
                setPasswordOpen(true);
              }}
            >
              修改登录密码
            </List.Item>
          </List>
          <button
            type="button"
            className={styles.logout}
            onClick={() => void confirmLogout()}
            disabled={logout.isPending}
          >
            <LogoutIcon size={20} />
            {logout.isPending ? '正在退出…' : '退出登录'}
          </button>
          {passwordOpen || passwordLoaded ? (
            <Suspense fallback={null}>
              <ChangePasswordPopup visible={passwordOpen} onClose={() => setPasswordOpen(false)} />
            </Suspense>
          ) : null}
        </div>
      )}
    </QueryView>
  );
}
