import styles from '../../pages/BookDetailPage.module.css';

/** Phones held sideways see this over the page, whatever state it is in (loading, choices, failure). */
export function LandscapeNotice() {
  return (
    <div className={styles.landscape} role="alert">
      <PhoneRotateIcon />
      <p>请退出并以竖屏模式进入</p>
    </div>
  );
}

function PhoneRotateIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 48 48" fill="none" aria-hidden="true">
      <rect x="15" y="6" width="18" height="32" rx="3" stroke="currentColor" strokeWidth="2.4" />
      <path d="M21 33h6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      <path
        d="M8 26a16 16 0 0 0 10 14m-3 2 3-2-2-3"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
