import { useSearchParams } from 'react-router';
import { PageStatus } from '@/components/PageStatus';
import { useCheckinFeed } from '../api/checkin';
import { Avatar } from '../components/Avatar';
import { CheckinFeed } from '../components/CheckinFeed';
import { idParam } from '../lib/checkin-logic';
import styles from './checkin-pages.module.css';

/** clock/userPage?userId[&dakaId]: one user's check-ins (in one camp when dakaId is given). */
export default function UserPage() {
  const [params] = useSearchParams();
  const userId = idParam(params.get('userId'));
  const dakaId = idParam(params.get('dakaId'));
  const filter = dakaId ? { userId, dakaId } : { userId };
  // The same query as the feed below (shared cache): the header takes the user from the first post.
  const feed = useCheckinFeed(filter, userId > 0);
  const first = feed.data?.pages[0];
  const user = first?.list[0]?.user;

  if (userId === 0) return <PageStatus art="notFound" title="没有找到这位同学" />;
  return (
    <div className={styles.page}>
      {user ? (
        <header className={styles.userHead}>
          <Avatar user={user} size={64} />
          <div>
            <h1>{user.nickname}</h1>
            <p>共 {first?.total ?? 0} 条打卡</p>
          </div>
        </header>
      ) : (
        <div className={styles.spacer} />
      )}
      <CheckinFeed
        filter={filter}
        showCamp={!dakaId}
        empty={{ title: '还没有打卡', description: '这位同学还没有公开的打卡。' }}
      />
    </div>
  );
}
