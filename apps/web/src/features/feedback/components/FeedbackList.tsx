import { useInfiniteQuery } from '@tanstack/react-query';
import { FEEDBACK_STATUS_TEXT, type Feedback } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { useNow } from '@/lib/use-now';
import { shortTime } from '@/lib/short-time';
import { myFeedbackQuery } from '../api/feedback';
import styles from './FeedbackList.module.css';
import { Picture } from '@/components/Picture/Picture';

function FeedbackCard({ item, now }: { item: Feedback; now: number }) {
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <span className={styles.category}>{item.category}</span>
        <span className={item.status === 'replied' ? `${styles.status} ${styles.replied}` : styles.status}>
          {FEEDBACK_STATUS_TEXT[item.status]}
        </span>
      </div>
      <p className={styles.content}>{item.content}</p>
      {item.pictures.length > 0 ? (
        <div className={styles.pictures}>
          {item.pictures.map((p) => (
            <a key={p.url} href={p.url} target="_blank" rel="noreferrer">
              <Picture src={p.thumbUrl || p.url} alt="反馈图片" className={styles.thumb} loading="lazy" />
            </a>
          ))}
        </div>
      ) : null}
      <p className={styles.time}>{shortTime(item.createdAt, now)}</p>
      {item.reply ? (
        <div className={styles.reply}>
          <p className={styles.replyLabel}>
            客服回复{item.repliedAt ? ` · ${shortTime(item.repliedAt, now)}` : ''}
          </p>
          <p className={styles.replyText}>{item.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

/** 我的反馈: the user's own feedback, newest first, with status and the operators' replies. */
export function FeedbackList() {
  const list = useInfiniteQuery(myFeedbackQuery());
  const now = useNow().getTime();
  return (
    <section className={styles.section} aria-label="我的反馈">
      <h2 className={styles.title}>我的反馈</h2>
      <InfiniteList
        query={list}
        error="反馈记录加载失败"
        empty={{ title: '还没有反馈记录', description: '提交的反馈和客服的回复会显示在这里。' }}
      >
        {(items: Feedback[]) => (
          <ul className={styles.list}>
            {items.map((item) => (
              <FeedbackCard key={item.id} item={item} now={now} />
            ))}
          </ul>
        )}
      </InfiniteList>
    </section>
  );
}
