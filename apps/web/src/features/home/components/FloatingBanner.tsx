import { useNavigate } from 'react-router';
import { CloseIcon } from '@/components/icons';
import { mainFubiaoStore, useMainFubiao } from '@/lib/app-state';
import { isInAppPath } from '@/lib/navigation';
import styles from './FloatingBanner.module.css';
import { Picture } from '@/components/Picture/Picture';

/** MAIN_FUBIAO: a small banner floating above the tab bar, closable for this session. */
export function FloatingBanner({ raised }: { raised: boolean }) {
  const navigate = useNavigate();
  const banner = useMainFubiao();
  if (!banner || banner.icon.trim() === '') return null;
  const clickable = isInAppPath(banner.urlAddress);
  return (
    <aside className={`${styles.banner} ${raised ? styles.raised : ''}`} aria-label={banner.name || '活动'}>
      <button
        type="button"
        className={styles.image}
        disabled={!clickable}
        onClick={() => void navigate(banner.urlAddress)}
      >
        <Picture src={banner.icon} alt={banner.name} />
      </button>
      <button
        type="button"
        className={styles.close}
        onClick={() => mainFubiaoStore.set(null)}
        aria-label="关闭"
      >
        <CloseIcon size={14} />
      </button>
    </aside>
  );
}
