import { useState } from 'react';
import { initialOf } from '../lib/ranking';
import styles from './InitialAvatar.module.css';
import { Picture } from '@/components/Picture/Picture';

/** A round avatar: the user's picture, or the first character of the name on a tint when there is none. */
export function InitialAvatar({ name, src, size = 40 }: { name: string; src: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (src && !broken) {
    return (
      <Picture className={styles.avatar} src={src} alt="" style={style} onError={() => setBroken(true)} />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={style} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}
