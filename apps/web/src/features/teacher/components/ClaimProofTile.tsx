import { useEffect, useRef } from 'react';
import { teacherEndpoints } from '@jc/contract';
import { CloseIcon } from '@/components/icons';
import { useUpload } from '@/components/Upload/use-upload';
import styles from './teacher.module.css';

export interface ClaimProof {
  key: string;
  file: Blob;
  url: string;
}

/** Where a proof stands on the claim form: its stored upload id once sent. */
export interface ProofStatus {
  key: string;
  fileId: number | null;
  busy: boolean;
}

/**
 * One proof picture of a points claim, sent on its own through teacher/fileUpload/integral as soon as it
 * is picked, with its share on the tile; a failure shows the server's words and 重试.
 */
export function ClaimProofTile({
  proof,
  index,
  onStatus,
  onRemove,
}: {
  proof: ClaimProof;
  index: number;
  onStatus: (status: ProofStatus) => void;
  onRemove: () => void;
}) {
  const upload = useUpload(teacherEndpoints.uploadFile);
  const { start, state } = upload;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start({ purpose: 'integral', file: proof.file });
  }, [proof.file, start]);

  const fileId = state.status === 'done' ? state.result.id : null;
  const busy = state.status === 'uploading';
  const report = useRef(onStatus);
  useEffect(() => {
    report.current = onStatus;
  });
  useEffect(() => report.current({ key: proof.key, fileId, busy }), [proof.key, fileId, busy]);

  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : 0;
  return (
    <div className={styles.tile}>
      <img src={proof.url} alt={`证明图片${index + 1}`} className={styles.thumb} />
      {state.status === 'uploading' ? (
        <div
          className={styles.tileState}
          role="progressbar"
          aria-label={`证明图片${index + 1}上传进度`}
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
        aria-label={`移除证明图片${index + 1}`}
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
