import { ImageViewer } from 'antd-mobile';
import type { CheckinFile } from '@jc/contract';
import { gridColumns } from '../lib/checkin-logic';
import styles from './PostCard.module.css';
import { Picture } from '@/components/Picture/Picture';

/** A post's pictures as thumbnails; a tap opens the full-size pictures in a swipeable viewer. */
export function PictureGrid({ files }: { files: CheckinFile[] }) {
  const columns = gridColumns(files.length);
  const open = (index: number) =>
    ImageViewer.Multi.show({ images: files.map((f) => f.url), defaultIndex: index });
  return (
    <div className={styles.grid} data-columns={columns}>
      {files.map((file, index) => (
        <button
          key={file.fileId}
          type="button"
          className={styles.thumb}
          aria-label={`查看第${index + 1}张图片`}
          onClick={(e) => {
            e.stopPropagation();
            open(index);
          }}
        >
          <Picture src={file.thumbUrl || file.url} alt="" loading="lazy" />
        </button>
      ))}
    </div>
  );
}
