import type { UploadState } from './use-upload';
import styles from './UploadProgress.module.css';

export interface UploadProgressProps {
  state: UploadState<unknown>;
  onCancel: () => void;
  onRetry: () => void;
}

/** The bar of one upload: the share sent with 取消, or the failure with 重试. Nothing while idle or done. */
export function UploadProgress({ state, onCancel, onRetry }: UploadProgressProps) {
  if (state.status === 'uploading') {
    const percent = Math.round(state.progress * 100);
    return (
      <div className={styles.row}>
        <div className={styles.track} role="progressbar" aria-label="上传进度" aria-valuenow={percent}>
          <div className={styles.bar} style={{ width: `${percent}%` }} />
        </div>
        <span className={styles.text}>上传中 {percent}%</span>
        <button type="button" className={styles.action} onClick={onCancel}>
          取消
        </button>
      </div>
    );
  }
  if (state.status === 'failed' || state.status === 'cancelled') {
    return (
      <div className={styles.row} role="alert">
        <span className={styles.failed}>{state.status === 'failed' ? state.message : '已取消上传'}</span>
        <button type="button" className={styles.action} onClick={onRetry}>
          重试
        </button>
      </div>
    );
  }
  return null;
}
