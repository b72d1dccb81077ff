import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchWithProgress, saveBlob } from '@/lib/fetch-progress';
import { formatSize, percentOf } from '@/lib/file-size';
import { linkIsStale, savedFileName } from '../lib/links';
import styles from './TeacherResources.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'loading'; percent: number }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

export interface DownloadTarget {
  id: number;
  title: string;
  kind: string;
  size: number;
  url: string;
  expiresAt: string;
}

/**
 * One resource or package: a check box for mailing, its name, kind and size, 下载 with a percent bar
 * (fetch + stream against Content-Length, then saved as a file). A link about to expire is renewed
 * through `renew` first. `extra` holds more buttons (收藏).
 */
export function DownloadItem({
  target,
  meta,
  selected,
  onSelect,
  renew,
  extra,
}: {
  target: DownloadTarget;
  meta: string;
  selected: boolean;
  onSelect: () => void;
  renew: () => Promise<string | null>;
  extra?: ReactNode;
}) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'loading', percent: 0 });
    try {
      const url = linkIsStale(target.expiresAt, Date.now()) ? await renew() : target.url;
      if (!url) throw new Error('文件不存在或已下架');
      const blob = await fetchWithProgress(
        url,
        (received, total) => setState({ kind: 'loading', percent: percentOf(received, total) }),
        { expectedBytes: target.size, signal: controller.signal },
      );
      setState({ kind: 'done' });
      saveBlob(blob, savedFileName(target.title, target.kind));
    } catch (error) {
      if (!controller.signal.aborted)
        setState({ kind: 'error', message: error instanceof Error ? error.message : '下载失败，请重试' });
    } finally {
      abort.current = null;
    }
  };

  const percent = state.kind === 'done' ? 100 : state.kind === 'loading' ? state.percent : 0;
  return (
    <li className={styles.item} aria-label={target.title}>
      <div className={styles.itemMain}>
        <input
          type="checkbox"
          className={styles.check}
          checked={selected}
          onChange={onSelect}
          aria-label={`选择 ${target.title}`}
        />
        <span className={styles.kind} aria-hidden="true">
          {(target.kind || 'file').slice(0, 4).toUpperCase()}
        </span>
        <div className={styles.itemBody}>
          <div className={styles.itemTitle}>{target.title}</div>
          <div className={styles.itemMeta}>
            {meta} · {formatSize(target.size)}
          </div>
        </div>
        {extra}
        <button
          type="button"
          className={styles.smallButton}
          disabled={state.kind === 'loading'}
          onClick={() => void start()}
        >
          {state.kind === 'loading' ? '下载中' : state.kind === 'error' ? '重试' : '下载'}
        </button>
      </div>
      {state.kind === 'loading' || state.kind === 'done' ? (
        <div className={styles.progress}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={`${target.title} 下载进度`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className={styles.barFill} style={{ width: `${percent}%` }} />
          </div>
          <span className={styles.percent}>{percent >= 100 ? '已下载' : `${percent}%`}</span>
        </div>
      ) : null}
      {state.kind === 'error' ? (
        <p className={styles.error} role="alert">
          下载失败：{state.message}
        </p>
      ) : null}
    </li>
  );
}
