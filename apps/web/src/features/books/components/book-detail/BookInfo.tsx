import type { BkInfo } from '@jc/contract';
import { StarIcon } from '@/components/icons';
import { requireLogin } from '@/lib/login-gate';
import styles from '../../pages/BookDetailPage.module.css';

/** The favorite toggle as useFavorite gives it. */
export interface FavoriteState {
  exists: boolean;
  toggle: { isPending: boolean; mutate: (on: boolean) => void };
}

/** Title, 收藏, what is playing and the subtitle, under the media area. */
export function BookHead({
  book,
  nowPlaying,
  favorite,
}: {
  book: BkInfo;
  nowPlaying: string | null;
  favorite: FavoriteState;
}) {
  return (
    <section className={styles.head}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{book.title}</h1>
        <button
          type="button"
          className={`${styles.favorite} ${favorite.exists ? styles.favoriteOn : ''}`}
          aria-pressed={favorite.exists}
          disabled={favorite.toggle.isPending}
          onClick={() => {
            if (requireLogin()) favorite.toggle.mutate(!favorite.exists);
          }}
        >
          <StarIcon size={18} />
          {favorite.exists ? '已收藏' : '收藏'}
        </button>
      </div>
      {nowPlaying ? <p className={styles.nowPlaying}>正在播放：{nowPlaying}</p> : null}
      {book.subTitle ? <p className={styles.subTitle}>{book.subTitle}</p> : null}
    </section>
  );
}

/** Subject, edition and grade tags, then the counters (书号, 课时, 播放量). */
export function BookCounters({ book }: { book: BkInfo }) {
  return (
    <section className={styles.info}>
      <div className={styles.tags}>
        <span className={styles.tag}>{book.subject}</span>
        {book.bookarea ? <span className={styles.tag}>{book.bookarea}</span> : null}
        <span className={styles.tag}>
          {book.grade}
          {book.cebie}
        </span>
      </div>
      <dl className={styles.counters}>
        <div>
          <dt>书号</dt>
          <dd>{book.bookNo}</dd>
        </div>
        <div>
          <dt>课时</dt>
          <dd>{book.countLesson}</dd>
        </div>
        <div>
          <dt>播放量</dt>
          <dd>{book.hitsVideo}</dd>
        </div>
      </dl>
    </section>
  );
}
