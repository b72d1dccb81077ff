import { Popup, Skeleton } from 'antd-mobile';
import styles from './BookChoicePopup.module.css';
import { Picture } from '@/components/Picture/Picture';

export interface BookChoice {
  key: string;
  cover: string;
  title: string;
  /** A second line (the lesson), optional. */
  detail?: string;
  /** A small tag (视频 / 音频), optional. */
  tag?: string;
}

/**
 * A bottom sheet listing books to pick from: the two sample lessons when the page was opened without a
 * book, or the books of a code that maps to several (choice by title). Cancelling leaves the page.
 */
export function BookChoicePopup({
  title,
  hint,
  choices,
  loading,
  failed,
  onRetry,
  onPick,
  onCancel,
}: {
  title: string;
  hint?: string;
  choices: BookChoice[];
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  onPick: (key: string) => void;
  onCancel: () => void;
}) {
  return (
    <Popup visible position="bottom" bodyClassName={styles.sheet} onMaskClick={onCancel}>
      <div role="dialog" aria-label={title}>
        <h2 className={styles.title}>{title}</h2>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        {loading ? (
          <div className={styles.loading} aria-label="加载中">
            <Skeleton.Paragraph lineCount={4} animated />
          </div>
        ) : failed ? (
          <div className={styles.failed}>
            <p>加载失败</p>
            {onRetry ? (
              <button type="button" className={styles.retry} onClick={onRetry}>
                重试
              </button>
            ) : null}
          </div>
        ) : choices.length === 0 ? (
          <p className={styles.failed}>暂无可选的图书</p>
        ) : (
          <ul className={styles.list} aria-label="可选图书">
            {choices.map((c) => (
              <li key={c.key}>
                <button type="button" className={styles.choice} onClick={() => onPick(c.key)}>
                  <Picture src={c.cover} alt="" className={styles.cover} />
                  <span className={styles.text}>
                    <span className={styles.bookTitle}>{c.title}</span>
                    {c.detail ? <span className={styles.detail}>{c.detail}</span> : null}
                  </span>
                  {c.tag ? <span className={styles.tag}>{c.tag}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className={styles.cancel} onClick={onCancel}>
          取消
        </button>
      </div>
    </Popup>
  );
}
