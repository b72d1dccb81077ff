import { useNavigate } from 'react-router';
import type { CampMine } from '@jc/contract';
import { PictureIcon, TrophyIcon } from '@/components/icons';
import { checkinUrls } from '../lib/checkin-logic';
import styles from './CampParts.module.css';

/** My numbers in a camp: days, streak, likes, and whether today is done. */
export function CampStats({ mine, running }: { mine: CampMine | null; running: boolean }) {
  if (!mine) return null;
  const items = [
    { label: '累计打卡', value: mine.days, unit: '天' },
    { label: '连续打卡', value: mine.streak, unit: '天' },
    { label: '获得点赞', value: mine.likesReceived, unit: '个' },
  ];
  return (
    <div className={styles.stats}>
      <div className={styles.statRow}>
        {items.map((i) => (
          <div key={i.label} className={styles.stat}>
            <strong>
              {i.value}
              <small>{i.unit}</small>
            </strong>
            <span>{i.label}</span>
          </div>
        ))}
      </div>
      {running ? (
        <p className={mine.checkedInToday ? styles.todayDone : styles.todayTodo}>
          {mine.checkedInToday ? '今日已打卡，真棒！' : '今天还没打卡哦，加油！'}
        </p>
      ) : null}
    </div>
  );
}

const CalendarIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <rect x="4" y="5.5" width="16" height="14" rx="2.5" stroke="currentColor" strokeWidth="1.8" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    <path
      d="m9 14.5 2 2 4-4"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const ChatIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <path
      d="M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
    <path d="M8.5 10.5h7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

const LINKS = [
  { text: '排行榜', url: checkinUrls.rankings, icon: <TrophyIcon size={22} />, tone: styles.toneGold },
  { text: '打卡记录', url: checkinUrls.history, icon: <CalendarIcon />, tone: styles.toneBlue },
  { text: '打卡海报', url: checkinUrls.poster, icon: <PictureIcon size={22} />, tone: styles.toneCoral },
  { text: '联系客服', url: checkinUrls.service, icon: <ChatIcon />, tone: styles.toneGreen },
];

/** The camp's other pages: rankings, my history, the poster and customer service. */
export function CampLinks({ dakaId }: { dakaId: number }) {
  const navigate = useNavigate();
  return (
    <nav className={styles.links} aria-label="打卡营功能">
      {LINKS.map((l) => (
        <button
          key={l.text}
          type="button"
          className={styles.link}
          onClick={() => void navigate(l.url(dakaId))}
        >
          <span className={`${styles.linkIcon} ${l.tone}`} aria-hidden="true">
            {l.icon}
          </span>
          {l.text}
        </button>
      ))}
    </nav>
  );
}
