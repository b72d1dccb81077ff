import { useEffect, useRef } from 'react';
import { CloseIcon } from '@/components/icons';
import { PictureGrid, takePictures } from './PicturePicker';
import styles from './UploadTile.module.css';
import { Picture } from '../Picture/Picture';

/**
 * A picture a form holds until it is sent with the form: one already stored (`id`, kept from an earlier
 * submission) or a new file (`file`), with its preview.
 */
export interface HeldPicture {
  key: string;
  id: number | null;
  file: Blob | null;
  url: string;
}

let seq = 0;

/** A stored picture the form keeps (a rejected application's proof shown again). */
export const keptPicture = (id: number, url: string): HeldPicture => ({ key: `k${id}`, id, file: null, url });

/**
 * Pictures with previews that travel with the form (not sent as they are picked, see
 * `UploadingPictures`): pick several at once up to `max`, remove; new files' previews are freed when they
 * are removed or the form is left. `label` names them for screen readers (证明图片1, 移除反馈图片2).
 */
export function HeldPicturePicker({
  pictures,
  onChange,
  max,
  label,
  columns,
  disabled,
}: {
  pictures: HeldPicture[];
  onChange: (next: HeldPicture[]) => void;
  max: number;
  label: string;
  columns?: number;
  disabled?: boolean;
}) {
  const latest = useRef(pictures);
  useEffect(() => {
    latest.current = pictures;
  });
  useEffect(() => () => latest.current.forEach((p) => p.file && URL.revokeObjectURL(p.url)), []);

  const pick = (files: File[]) => {
    const added = takePictures(files, pictures.length, max, label).map((file) => ({
      key: `n${++seq}`,
      id: null,
      file,
      url: URL.createObjectURL(file),
    }));
    onChange([...pictures, ...added]);
  };

  const remove = (key: string) => {
    const gone = pictures.find((p) => p.key === key);
    if (gone?.file) URL.revokeObjectURL(gone.url);
    onChange(pictures.filter((p) => p.key !== key));
  };

  return (
    <PictureGrid
      count={pictures.length}
      max={max}
      label={label}
      columns={columns}
      disabled={disabled}
      onPick={pick}
    >
      {pictures.map((p, i) => (
        <div key={p.key} className={styles.tile}>
          <Picture src={p.url} alt={`${label}${i + 1}`} className={styles.thumb} />
          <button
            type="button"
            className={styles.remove}
            aria-label={`移除${label}${i + 1}`}
            disabled={disabled}
            onClick={() => remove(p.key)}
          >
            <CloseIcon size={14} />
          </button>
        </div>
      ))}
    </PictureGrid>
  );
}
