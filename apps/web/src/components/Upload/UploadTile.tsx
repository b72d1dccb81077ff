import { useEffect, useRef } from 'react';
import type { AnyEndpoint, InputOf } from '@jc/contract';
import { CloseIcon } from '@/components/icons';
import { useUpload } from './use-upload';
import styles from './UploadTile.module.css';
import { Picture } from '../Picture/Picture';

/** A picture picked on a form, before and while it is sent. */
export interface PickedPicture {
  key: string;
  file: Blob;
  url: string;
}

/** Where a picture stands on the form: its stored upload id once sent. */
export interface PictureStatus {
  key: string;
  fileId: number | null;
  busy: boolean;
}

/**
 * One picture of a form, sent through `endpoint` (the shared upload hook) as soon as it is picked, with
 * its share on the tile; a failure shows the server's words and 重试. The endpoint answers the stored
 * upload (its `id` goes in the form's `fileIds`).
 */
export function UploadTile<E extends AnyEndpoint>({
  endpoint,
  input,
  picture,
  label,
  index,
  onStatus,
  onRemove,
}: {
  endpoint: E;
  /** The call's input for this picture's file. */
  input: (file: Blob) => InputOf<E>;
  picture: PickedPicture;
  /** What the picture is, for screen readers: 错误图片, 证明图片 (numbered from 1). */
  label: string;
  index: number;
  onStatus: (status: PictureStatus) => void;
  onRemove: () => void;
}) {
  const upload = useUpload(endpoint);
  const { start, state } = upload;
  const started = useRef(false);
  const inputOf = useRef(input);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start(inputOf.current(picture.file));
  }, [picture.file, start]);

  const fileId = state.status === 'done' ? (state.result as { id: number }).id : null;
  const busy = state.status === 'uploading';
  const report = useRef(onStatus);
  useEffect(() => {
    report.current = onStatus;
  });
  useEffect(() => report.current({ key: picture.key, fileId, busy }), [picture.key, fileId, busy]);

  const name = `${label}${index + 1}`;
  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : 0;
  return (
    <div className={styles.tile}>
      <Picture src={picture.url} alt={name} className={styles.thumb} />
      {state.status === 'uploading' ? (
        <div
          className={styles.state}
          role="progressbar"
          aria-label={`${name}上传进度`}
          aria-valuenow={percent}
        >
          上传中 {percent}%
          <div className={styles.bar} style={{ width: `${percent}%` }} />
        </div>
      ) : state.status === 'done' ? (
        <div className={styles.state}>已上传</div>
      ) : state.status === 'failed' || state.status === 'cancelled' ? (
        <div className={styles.state} role="alert">
          {state.status === 'failed' ? state.message : '已取消'}{' '}
          <button type="button" className={styles.retry} onClick={() => void upload.retry()}>
            重试
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.remove}
        aria-label={`移除${name}`}
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
