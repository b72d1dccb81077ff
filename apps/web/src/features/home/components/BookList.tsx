import { Skeleton } from 'antd-mobile';
import { parseBookButtons, type BookButton, type BookListItem } from '@jc/contract';
import styles from './HomeBooks.module.css';
import { Picture } from '@/components/Picture/Picture';

interface BookListProps {
  books: readonly BookListItem[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onButton: (book: BookListItem, button: BookButton, index: number) => void;
  onOpen: (book: BookListItem) => void;
}

const BUTTON_TONE: Record<string, string> = {
  s: styles.toneVideo!,
  t: styles.toneAudio!,
  d: styles.toneDown!,
  kf: styles.toneKf!,
};

/** The books of the chosen subject, grade and volume: cover, title and the book's own buttons. */
export function BookList({ books, loading, failed, onRetry, onButton, onOpen }: BookListProps) {
  if (loading) {
    return (
      <div className={styles.books} aria-busy="true" aria-label="图书加载中">
        {[0, 1].map((i) => (
          <div key={i} className={styles.card}>
            <Skeleton animated className={styles.coverSkeleton} />
            <div className={styles.cardBody}>
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <div className={styles.notice} role="alert">
        图书加载失败
        <button type="button" className={styles.retry} onClick={onRetry}>
          重试
        </button>
      </div>
    );
  }
  if (!books || books.length === 0) {
    return (
      <div className={styles.notice}>
        <svg className={styles.emptyArt} viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="var(--jc-primary-soft)" />
          <path d="M14 20c6-2 12-2 18 2v26c-6-4-12-4-18-2z" fill="var(--jc-brand)" />
          <path d="M50 20c-6-2-12-2-18 2v26c6-4 12-4 18-2z" fill="var(--jc-blue-350)" />
          <circle cx="48" cy="14" r="5" fill="var(--jc-accent)" />
        </svg>
        暂无合适的图书信息
      </div>
    );
  }
  return (
    <ul className={styles.books} aria-label="图书">
      {books.map((book) => {
        const buttons = parseBookButtons(book.buttons);
        return (
          <li key={book.bookNo} className={styles.card}>
            <button
              type="button"
              className={styles.cover}
              onClick={() => onOpen(book)}
              aria-label={book.title}
            >
              <Picture src={book.pictureV} alt="" loading="lazy" />
            </button>
            <div className={styles.cardBody}>
              <h3 className={styles.bookTitle}>{book.title}</h3>
              <div className={styles.buttons}>
                {buttons.map((button, index) => (
                  <button
                    key={`${button.type}-${index}`}
                    type="button"
                    className={`${styles.bookButton} ${BUTTON_TONE[button.type] ?? ''}`}
                    onClick={() => onButton(book, button, index)}
                  >
                    {button.name}
                  </button>
                ))}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
