import styles from '../pages/Downloads.module.css';

/** A coloured badge with the file type (PDF red, audio green, anything else grey). */
export function FileIcon({ kind }: { kind: string }) {
  const k = kind.toLowerCase();
  const tone =
    k === 'pdf' ? styles.filePdf : /^(mp3|m4a|aac|wav|ogg)$/.test(k) ? styles.fileAudio : styles.fileOther;
  return (
    <span className={`${styles.fileIcon} ${tone}`} aria-hidden="true">
      {(k || 'file').slice(0, 4).toUpperCase()}
    </span>
  );
}

/** A percent bar with its figure. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className={`${styles.barFill} ${percent >= 100 ? styles.barDone : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className={`${styles.percent} ${percent >= 100 ? styles.done : ''}`}>
        {percent >= 100 ? '已下载' : `${percent}%`}
      </span>
    </div>
  );
}
