import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { RESOURCE_CATEGORY_NAMES, type DownloadResource } from '@jc/contract';
import { fetchWithProgress, saveBlob } from '@/lib/fetch-progress';
import { downloadFileName, formatSize, isPdf, percentOf } from '../lib/format';
import styles from '../pages/Downloads.module.css';
import { FileIcon, ProgressBar } from './FileIcon';

export type RowState =
  | { kind: 'idle' }
  | { kind: 'loading'; percent: number }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

/**
 * One downloadable resource: name, category, size; 下载 fetches it with a percent bar and hands it to the
 * browser's download; a PDF can also be opened in the viewer. `startSignal` increases to start a
 * download from outside (全部下载).
 */
export function ResourceRow({
  resource,
  onPreview,
  startSignal = 0,
}: {
  resource: DownloadResource;
  onPreview?: () => void;
  startSignal?: number;
}) {
  const [state, setState] = useState<RowState>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'loading', percent: 0 });
    try {
      const blob = await fetchWithProgress(
        resource.path,
        (received, total) => setState({ kind: 'loading', percent: percentOf(received, total) }),
        { expectedBytes: resource.size, signal: controller.signal },
      );
      setState({ kind: 'done' });
      saveBlob(blob, downloadFileName(resource.title, resource.path, resource.kind));
    } catch (error) {
      if (!controller.signal.aborted)
        setState({ kind: 'error', message: error instanceof Error ? error.message : '下载失败，请重试' });
    } finally {
      abort.current = null;
    }
  };

  const startRef = useRef(start);
  useLayoutEffect(() => {
    startRef.current = start;
  });
  useEffect(() => {
    if (startSignal > 0) void startRef.current();
  }, [startSignal]);

  const loading = state.kind === 'loading';
  return (
    <li className={styles.row} aria-label={resource.title}>
      <div className={styles.rowMain}>
        <FileIcon kind={resource.kind} />
        <div className={styles.rowBody}>
          <div className={styles.rowTitle}>{resource.title}</div>
          <div className={styles.rowMeta}>
            {RESOURCE_CATEGORY_NAMES[resource.category] ?? '资料'} · {resource.kind.toUpperCase()} ·{' '}
            {formatSize(resource.size)}
          </div>
        </div>
        <div className={styles.rowActions}>
          {onPreview && isPdf(resource.kind, resource.path) ? (
            <button type="button" className={styles.smallGhost} onClick={onPreview}>
              预览
            </button>
          ) : null}
          <button
            type="button"
            className={styles.smallButton}
            disabled={loading}
            onClick={() => void start()}
          >
            {loading ? '下载中' : state.kind === 'error' ? '重试' : '下载'}
          </button>
        </div>
      </div>
      {state.kind === 'loading' || state.kind === 'done' ? (
        <ProgressBar
          percent={state.kind === 'done' ? 100 : state.percent}
          label={`${resource.title} 下载进度`}
        />
      ) : null}
      {state.kind === 'error' ? (
        <div className={styles.error} role="alert">
          下载失败：{state.message}
        </div>
      ) : null}
    </li>
  );
}
