import { useEffect, useRef } from 'react';
import { rewardEndpoints } from '@jc/contract';
import { CloseIcon } from '@/components/icons';
import { useUpload } from '@/components/Upload/use-upload';
import styles from './rewards.module.css';

export interface PickedPhoto {
  key: string;
  file: Blob;
  url: string;
}

/** Where a photo stands on the form: its stored upload id once sent. */
export interface PhotoStatus {
  key: string;
  fileId: number | null;
  busy: boolean;
}

/**
 * One photo of a report, sent through book/reward/fileUpload/reward/0 (the shared upload hook) as soon
 * as it is picked, with its share on the tile; a failure shows the server's words and 重试.
 */
export function PhotoTile({
  photo,
  index,
  onStatus,
  onRemove,
}: {
  photo: PickedPhoto;
  index: number;
  onStatus: (status: PhotoStatus) => void;
  onRemove: () => void;
}) {
  const upload = useUpload(rewardEndpoints.uploadPhoto);
  const { start, state } = upload;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start({ type: 'reward', yewuId: 0, file: photo.file });
  }, [photo.file, start]);

  const fileId = state.status === 'done' ? state.result.id : null;
  const busy = state.status === 'uploading';
  const report = useRef(onStatus);
  useEffect(() => {
    report.current = onStatus;
  });
  useEffect(() => report.current({ key: photo.key, fileId, busy }), [photo.key, fileId, busy]);

  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : 0;
  return (
    <div className={styles.tile}>
      <img src={photo.url} alt={`错误图片${index + 1}`} className={styles.thumb} />
      {state.status === 'uploading' ? (
        <div
          className={styles.tileState}
          role="progressbar"
          aria-label={`错误图片${index + 1}上传进度`}
          aria-valuenow={percent}
        >
          上传中 {percent}%
          <div className={styles.tileBar} style={{ width: `${percent}%` }} />
        </div>
      ) : state.status === 'done' ? (
        <div className={styles.tileState}>已上传</div>
      ) : state.status === 'failed' || state.status === 'cancelled' ? (
        <div className={styles.tileState} role="alert">
          {state.status === 'failed' ? state.message : '已取消'}{' '}
          <button type="button" className={styles.tileRetry} onClick={() => void upload.retry()}>
            重试
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.remove}
        aria-label={`移除错误图片${index + 1}`}
        onClick={() => {
          upload.cancel();
          onRemove();
        }}
      >
        <CloseIcon size={14} />
      </button>
    </div>
  );
}
