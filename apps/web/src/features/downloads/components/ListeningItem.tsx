import type { SavedItem } from '../lib/listening-store';
import { formatDuration, formatSize } from '../lib/format';
import type { ListeningRow } from '../hooks/use-listening-downloads';
import { FileIcon, ProgressBar } from './FileIcon';
import styles from '../pages/Downloads.module.css';

/** One listening item: play and delete when downloaded, else 下载 (or 重试) with its progress and error. */
export function ListeningItem(props: {
  row: ListeningRow;
  item: SavedItem | undefined;
  percent: number | undefined;
  error: string | undefined;
  playing: boolean;
  supported: boolean;
  online: boolean;
  onPlay: () => void;
  onDownload: () => void;
  onRemove: () => void;
}) {
  const { row, item, percent: pct, error, supported, online } = props;
  return (
    <li className={`${styles.row} ${props.playing ? styles.playing : ''}`} aria-label={row.title}>
      <div className={styles.rowMain}>
        <FileIcon kind="mp3" />
        <div className={styles.rowBody}>
          <div className={styles.rowTitle}>{row.title}</div>
          <div className={styles.rowMeta}>
            {formatDuration(row.duration)}
            {item ? <span className={styles.done}> · 已下载 {formatSize(item.bytes)}</span> : null}
          </div>
        </div>
        <div className={styles.rowActions}>
          {item ? (
            <>
              <PlayButton title={row.title} onPlay={props.onPlay} />
              <button
                type="button"
                className={`${styles.iconButton} ${styles.iconDanger}`}
                aria-label={`删除 ${row.title}`}
                onClick={props.onRemove}
              >
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                  <path
                    d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    fill="none"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </>
          ) : !supported ? (
            <PlayButton title={row.title} onPlay={props.onPlay} />
          ) : (
            <button
              type="button"
              className={styles.smallButton}
              disabled={pct !== undefined || !online || !supported}
              onClick={props.onDownload}
            >
              {pct !== undefined ? '下载中' : error ? '重试' : '下载'}
            </button>
          )}
        </div>
      </div>
      {pct !== undefined ? <ProgressBar percent={pct} label={`${row.title} 下载进度`} /> : null}
      {error ? (
        <div className={styles.error} role="alert">
          下载失败：{error}
        </div>
      ) : null}
    </li>
  );
}

function PlayButton({ title, onPlay }: { title: string; onPlay: () => void }) {
  return (
    <button type="button" className={styles.iconButton} aria-label={`播放 ${title}`} onClick={onPlay}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
      </svg>
    </button>
  );
}
