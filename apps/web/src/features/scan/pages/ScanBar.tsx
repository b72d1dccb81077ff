import { ChevronLeftIcon } from '@/components/icons';
import styles from './ScanPage.module.css';

/** The camera pages' own top bar over the picture: 返回 and the page's title. */
export function ScanBar({ title, onBack }: { title: string; onBack: () => void }) {
  return (
    <header className={styles.bar}>
      <button type="button" className={styles.back} onClick={onBack} aria-label="返回">
        <ChevronLeftIcon size={26} />
      </button>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
