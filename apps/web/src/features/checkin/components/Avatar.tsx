import type { CheckinUser } from '@jc/contract';
import { initialOf } from '../lib/checkin-logic';
import styles from './PostCard.module.css';
import { Picture } from '@/components/Picture/Picture';

/** A user's round picture, or the first letter of their name on a tint when they have none. */
export function Avatar({
  user,
  size = 40,
}: {
  user: Pick<CheckinUser, 'nickname' | 'avatar'>;
  size?: number;
}) {
  const box = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (user.avatar) {
    return <Picture className={styles.avatar} style={box} src={user.avatar} alt="" loading="lazy" />;
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={box} aria-hidden="true">
      {initialOf(user.nickname)}
    </span>
  );
}
