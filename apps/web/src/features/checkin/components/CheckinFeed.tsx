import type { CheckinPost } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import type { EmptyView } from '@/components/QueryView/QueryView';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { useCheckinFeed, type FeedFilter } from '../api/checkin';
import { PostCard } from './PostCard';
import styles from './PostCard.module.css';

export interface CheckinFeedProps {
  /** Which check-ins: `{ dakaId }` a camp's, `{ taskId }` a task's, `{ userId }` a user's, `{ date }` a day's (any mix). */
  filter: FeedFilter;
  /** The view without any check-in (default 还没有人打卡). */
  empty?: EmptyView;
  /** Name the camp on each post (lists across camps). */
  showCamp?: boolean;
  /** Wait (e.g. for the user id) before asking. */
  enabled?: boolean;
}

/** Check-ins, newest first, 10 at a time as the user scrolls; loading, empty and failure views included. */
export function CheckinFeed({ filter, empty, showCamp, enabled = true }: CheckinFeedProps) {
  const feed = useCheckinFeed(filter, enabled);
  return (
    <InfiniteList
      query={feed}
      error="打卡动态加载失败"
      loading={<FeedSkeleton />}
      endText="— 没有更多打卡了 —"
      empty={empty ?? { title: '还没有人打卡', description: '快来做第一个打卡的小伙伴吧！' }}
    >
      {(posts: CheckinPost[]) => (
        <div className={styles.feed}>
          {posts.map((post) => (
            <PostCard key={post.dakaInfoId} post={post} showCamp={showCamp} />
          ))}
        </div>
      )}
    </InfiniteList>
  );
}

/** Two grey post shapes while the first page loads. */
export function FeedSkeleton() {
  return (
    <div className={styles.feed} aria-busy="true" aria-label="加载中">
      {[0, 1].map((i) => (
        <div key={i} className={styles.card}>
          <div className={styles.skHead}>
            <Skeleton className={styles.skAvatar} />
            <Skeleton className={styles.skLine} />
          </div>
          <Skeleton className={styles.skText} />
          <Skeleton className={styles.skPic} />
        </div>
      ))}
    </div>
  );
}
