import { UploadProgress } from '@/components/Upload/UploadProgress';
import { useItemUpload, type ItemStatus, type MediaItem } from '../hooks/use-item-upload';
import { AudioPlayer } from './AudioPlayer';
import styles from './MediaTiles.module.css';
import { Picture } from '@/components/Picture/Picture';

interface TileProps {
  item: MediaItem;
  onStatus: (status: ItemStatus) => void;
  onRemove: (key: string) => void;
}

/** One picture of the publish form: its preview, the upload bar (取消 / 重试) and a remove button. */
export function PictureTile({ item, onStatus, onRemove }: TileProps) {
  const { state, cancel, retry } = useItemUpload(item, onStatus);
  return (
    <div className={styles.tile} data-testid="picture-tile" data-status={state.status}>
      <Picture src={item.preview} alt="" />
      {state.status !== 'done' && state.status !== 'idle' ? (
        <div className={styles.tileBar}>
          <UploadProgress state={state} onCancel={cancel} onRetry={() => void retry()} />
        </div>
      ) : null}
      <button
        type="button"
        className={styles.remove}
        aria-label="删除这张图片"
        onClick={() => onRemove(item.key)}
      >
        ×
      </button>
    </div>
  );
}

/** The recording or the video of the publish form: played back here, with its upload bar. */
export function MediaFileRow({ item, onStatus, onRemove }: TileProps) {
  const { state, cancel, retry } = useItemUpload(item, onStatus);
  return (
    <div className={styles.mediaRow} data-testid="media-row" data-status={state.status}>
      {item.kind === 'audio' ? (
        <AudioPlayer src={item.preview} label="录音" />
      ) : (
        <video className={styles.video} src={item.preview} controls playsInline preload="metadata" />
      )}
      <UploadProgress state={state} onCancel={cancel} onRetry={() => void retry()} />
      {state.status === 'done' ? <p className={styles.sent}>已上传</p> : null}
      <button
        type="button"
        className={styles.textButton}
        onClick={() => {
          if (state.status === 'uploading') cancel();
          onRemove(item.key);
        }}
      >
        {item.kind === 'audio' ? '删除录音，重新录制' : '删除视频'}
      </button>
    </div>
  );
}
