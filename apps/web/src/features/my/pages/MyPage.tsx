import { Dialog, List, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import {
  GiftIcon,
  LocationIcon,
  LogoutIcon,
  OrderIcon,
  ScanIcon,
  ShieldIcon,
  TrophyIcon,
} from '@/components/icons';
import { QueryView } from '@/components/QueryView/QueryView';
import { useMyInfo } from '@/lib/auth';
import { useDicData } from '@/lib/dictionary';
import { loginUrl } from '@/lib/navigation';
import { useIsLoggedIn } from '@/lib/session';
import { useLogout } from '../api/account';
import {
  CameraSearchIcon,
  ChatIcon,
  CorrectIcon,
  ErrorReportIcon,
  EssayIcon,
  GearIcon,
  HeadphoneIcon,
  HeadsetIcon,
  HistoryIcon,
  InfoIcon,
  StoreIcon,
  SchoolIcon,
  ChartIcon,
} from '../components/my-icons';
import { GuestCard, ProfileCard } from '../components/ProfileCard';
import { entriesFor, FEATURE_ENTRIES, gradeText, SERVICE_ENTRIES } from '../lib/my-logic';
import styles from './MyPage.module.css';

const ICONS: Record<string, (p: { className?: string; size?: number }) => React.ReactNode> = {
  shop: GiftIcon,
  orders: OrderIcon,
  clock: TrophyIcon,
  browse: HistoryIcon,
  address: LocationIcon,
  scan: ScanIcon,
  homework: CorrectIcon,
  topics: CameraSearchIcon,
  essays: EssayIcon,
  rewards: ErrorReportIcon,
  listening: HeadphoneIcon,
  paypwd: ShieldIcon,
  bookstores: StoreIcon,
  settings: GearIcon,
  feedback: ChatIcon,
  kefu: HeadsetIcon,
  about: InfoIcon,
  archives: SchoolIcon,
  stats: ChartIcon,
  report: ChartIcon,
};

function EntryIcon({ name, className, size }: { name: string; className?: string; size?: number }) {
  const Icon = ICONS[name];
  return Icon ? <Icon className={className} size={size} /> : null;
}

/** Tab 3: the profile (or a way to log in), every feature the user may use, settings and help, logout. */
export default function MyPage() {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const myInfo = useMyInfo();
  const grades = useDicData('grade');
  const cebies = useDicData('cebie');
  const logout = useLogout();

  const services = (
    <List className={styles.list} header="服务与帮助">
      {SERVICE_ENTRIES.filter((e) => loggedIn || e.key !== 'settings').map((entry) => (
        <List.Item
          key={entry.key}
          prefix={<EntryIcon name={entry.key} className={styles.itemIcon} />}
          onClick={() => void navigate(entry.path)}
        >
          {entry.text}
        </List.Item>
      ))}
    </List>
  );

  if (!loggedIn) {
    return (
      <div className={styles.page}>
        <GuestCard onLogin={() => void navigate(loginUrl(PAGES.my.path))} />
        {services}
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
    logout.mutate();
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
          <ProfileCard
            user={user}
            grade={gradeText(user, grades.data?.dicList, cebies.data?.dicList)}
            onSettings={() => void navigate(PAGES.accountInstall.path)}
            onPoints={() => void navigate(PAGES.integrationIndex.path)}
          />
          <section className={styles.grid} aria-label="常用功能">
            <h2 className={styles.gridTitle}>常用功能</h2>
            <div className={styles.cells}>
              {entriesFor(FEATURE_ENTRIES, user.roles).map((entry) => (
                <button
                  key={entry.key}
                  type="button"
                  className={styles.cell}
                  onClick={() => void navigate(entry.path)}
                >
                  <span className={styles.cellIcon}>
                    <EntryIcon name={entry.key} size={24} />
                  </span>
                  {entry.text}
                </button>
              ))}
            </div>
          </section>
          {services}
          <button
            type="button"
            className={styles.logout}
            onClick={() => void confirmLogout()}
            disabled={logout.isPending}
          >
            <LogoutIcon size={20} />
            {logout.isPending ? '正在退出…' : '退出登录'}
          </button>
        </div>
      )}
    </QueryView>
  );
}
