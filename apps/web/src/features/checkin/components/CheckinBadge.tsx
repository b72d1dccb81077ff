import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { CloseIcon } from '@/components/icons';
import { isInAppPath } from '@/lib/navigation';
import { useCheckinBadge } from '../api/checkin';
import styles from './CheckinBadge.module.css';
import { Picture } from '@/components/Picture/Picture';

/** Closed badges stay closed for this visit of the app. */
let closedThisVisit = false;

/**
 * The home page's floating check-in badge (dakaying/getDakaFubiao): the newest running camp, with
 * 今日未打卡 / 今日已打卡 / 快来打卡; nothing when no camp runs or the call fails. The app shell loads it
 * lazily after home's first screen (app/shell/CheckinBadgeSlot.tsx), so home's first-screen JS is unchanged.
 */
export function CheckinBadge() {
  const navigate = useNavigate();
  const badge = useCheckinBadge();
  const [closed, setClosed] = useState(closedThisVisit);
  const b = badge.data;
  if (!b || closed) return null;
  const target = isInAppPath(b.url) ? b.url : `${PAGES.clockIndex.path}?dakaId=${b.dakaId}`;
  const done = b.text.includes('已打卡');
  return (
    <aside className={styles.badge} aria-label="打卡营入口">
      <button
        type="button"
        className={styles.open}
        onClick={() => void navigate(target)}
        aria-label={`${b.title}，${b.text}`}
      >
        {b.icon ? (
          <Picture className={styles.icon} src={b.icon} alt="" />
        ) : (
          <svg className={styles.icon} viewBox="0 0 40 40" aria-hidden="true">
            <circle cx="20" cy="20" r="20" fill="var(--jc-brand)" />
            <rect x="10" y="12" width="20" height="18" rx="3" fill="var(--jc-white)" />
            <rect x="10" y="12" width="20" height="5" rx="2" fill="var(--jc-gold-light)" />
            <path
              d="M15 23l4 4 7-8"
              stroke="var(--jc-success)"
              strokeWidth="3"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        )}
        <span className={done ? `${styles.text} ${styles.done}` : styles.text}>{b.text}</span>
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label="关闭打卡营入口"
        onClick={() => {
          closedThisVisit = true;
          setClosed(true);
        }}
      >
        <CloseIcon size={10} />
      </button>
    </aside>
  );
}
