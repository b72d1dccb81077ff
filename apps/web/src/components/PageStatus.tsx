import type { ReactNode } from 'react';
import styles from './PageStatus.module.css';

export type StatusArt = 'error' | 'empty' | 'notFound' | 'offline';

/** Friendly line drawings for the status views; no image requests, so they show even offline. */
function Art({ kind }: { kind: StatusArt }) {
  const mark =
    kind === 'notFound' ? (
      <text x="60" y="70" textAnchor="middle" fontSize="26" fontWeight="700" fill="var(--jc-brand)">
        404
      </text>
    ) : kind === 'empty' ? (
      <path d="M44 58h32M44 68h20" stroke="var(--jc-text-weak)" strokeWidth="4" strokeLinecap="round" />
    ) : kind === 'offline' ? (
      <path
        d="M42 62a26 26 0 0 1 36 0M50 70a14 14 0 0 1 20 0"
        stroke="var(--jc-accent)"
        strokeWidth="5"
        fill="none"
      />
    ) : (
      <path d="M60 44v22M60 76v2" stroke="var(--jc-danger)" strokeWidth="6" strokeLinecap="round" />
    );
  return (
    <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true">
      <circle cx="60" cy="60" r="54" fill="var(--jc-primary-soft)" />
      <rect x="30" y="30" width="60" height="64" rx="10" fill="var(--jc-white)" />
      {mark}
      <circle cx="96" cy="26" r="8" fill="var(--jc-orange-200)" />
    </svg>
  );
}

export interface PageStatusProps {
  art?: StatusArt;
  /** A page's own picture instead of the line drawing. */
  picture?: ReactNode;
  title: string;
  description?: ReactNode;
  actionText?: string;
  onAction?: () => void;
  secondaryText?: string;
  onSecondary?: () => void;
  /** Fill the whole screen (a page without a nav bar). */
  full?: boolean;
}

/** The shared error, empty and not-found view: a picture, a sentence and a way out. */
export function PageStatus(props: PageStatusProps) {
  const {
    art = 'error',
    picture,
    title,
    description,
    actionText,
    onAction,
    secondaryText,
    onSecondary,
    full,
  } = props;
  return (
    <div className={`${styles.wrap} ${full ? styles.full : ''}`} role={art === 'error' ? 'alert' : undefined}>
      {picture ?? <Art kind={art} />}
      <h2 className={styles.title}>{title}</h2>
      {description ? <p className={styles.desc}>{description}</p> : null}
      {actionText || secondaryText ? (
        <div className={styles.actions}>
          {secondaryText ? (
            <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={onSecondary}>
              {secondaryText}
            </button>
          ) : null}
          {actionText ? (
            <button type="button" className={styles.button} onClick={onAction}>
              {actionText}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function PageLoading({ text = '加载中…', full }: { text?: string; full?: boolean }) {
  return (
    <div
      className={`${styles.wrap} ${full ? styles.full : ''}`}
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <div className={styles.spinner} />
      <p className={styles.loadingText}>{text}</p>
    </div>
  );
}
