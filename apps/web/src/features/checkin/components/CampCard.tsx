import type { CampListItem } from '@jc/contract';
import { CAMP_KIND_TEXT } from '@jc/contract';
import { CardButton } from '@/components/Card/Card';
import { campDates } from '../lib/checkin-logic';
import styles from './CampCard.module.css';
import { Picture } from '@/components/Picture/Picture';

/**
 * A camp in a list: cover, name, kind, dates, status and who joined; the whole card opens the camp. The
 * card is named by its text, title first: the cover with its status badge comes after the text in the
 * document and is drawn before it (`order`).
 */
export function CampCard({ camp, onOpen }: { camp: CampListItem; onOpen: () => void }) {
  return (
    <CardButton className={styles.card} onClick={onOpen}>
      <span className={styles.body}>
        <span className={styles.title}>{camp.title}</span>
        <span className={styles.meta}>
          {CAMP_KIND_TEXT[camp.kind]} · {campDates(camp.startDate, camp.endDate)}
        </span>
        {camp.gradeNames.length > 0 ? (
          <span className={styles.meta}>{camp.gradeNames.join('、')}</span>
        ) : null}
        <span className={styles.foot}>
          <span className={styles.count}>{camp.enrolledCount}人参加</span>
          {camp.enrolled ? <span className={styles.joined}>已参加</span> : null}
        </span>
      </span>
      <span className={styles.cover}>
        {camp.cover ? (
          <Picture src={camp.cover} alt="" loading="lazy" />
        ) : (
          <span className={styles.coverText} aria-hidden="true">
            打卡
          </span>
        )}
        <span className={`${styles.status} ${styles[camp.status]}`}>{camp.statusText}</span>
      </span>
    </CardButton>
  );
}
