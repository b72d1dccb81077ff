import { ChevronDownIcon, ScanIcon, SearchIcon } from '@/components/icons';
import styles from './HomeTopBar.module.css';

interface HomeTopBarProps {
  gradeLabel: string | null;
  /** Null while a server-rendered page hydrates (the server does not know the phone's clock). */
  dateText: string | null;
  greeting: string | null;
  nickname: string | null;
  onPickGrade: () => void;
  onSearch: () => void;
  onScan: () => void;
}

/** The home page's own top bar: grade(volume) switch, scan, search, date and a greeting. */
export function HomeTopBar({
  gradeLabel,
  dateText,
  greeting,
  nickname,
  onPickGrade,
  onSearch,
  onScan,
}: HomeTopBarProps) {
  return (
    <header className={styles.bar}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.grade}
          onClick={onPickGrade}
          // The name starts with the grade shown (WCAG 2.5.3) and says what the button does.
          aria-label={`${gradeLabel ?? '选择年级'}，切换年级`}
        >
          <span className={styles.gradeText}>{gradeLabel ?? '选择年级'}</span>
          <ChevronDownIcon size={18} />
        </button>
        <div className={styles.actions}>
          <button type="button" className={styles.iconButton} onClick={onScan} aria-label="扫一扫">
            <ScanIcon size={22} />
          </button>
          <button type="button" className={styles.iconButton} onClick={onSearch} aria-label="搜索图书">
            <SearchIcon size={22} />
          </button>
        </div>
      </div>
      <div className={styles.hello}>
        <p className={styles.greeting}>
          {greeting ?? '\u00a0'}
          {nickname ? `，${nickname}` : ''}
        </p>
        <p className={styles.date}>{dateText ?? '\u00a0'}</p>
      </div>
    </header>
  );
}
