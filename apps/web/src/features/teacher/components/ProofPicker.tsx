import { useEffect, useRef } from 'react';
import { CloseIcon } from '@/components/icons';
import { PictureGrid, takePictures } from '@/components/Upload/PicturePicker';
import styles from './teacher.module.css';

/** A proof on the form: one kept from the rejected application (`id`), or a new file (`file`). */
export interface Proof {
  key: string;
  id: number | null;
  file: Blob | null;
  url: string;
}

let seq = 0;
export const keptProof = (id: number, url: string): Proof => ({ key: `k${id}`, id, file: null, url });

/** Pictures with previews, up to `max`: pick (several at once), remove. New files' object URLs are freed. */
export function ProofPicker({
  proofs,
  onChange,
  max,
  disabled,
  label,
}: {
  proofs: Proof[];
  onChange: (next: Proof[]) => void;
  max: number;
  disabled?: boolean;
  label: string;
}) {
  const latest = useRef(proofs);
  useEffect(() => {
    latest.current = proofs;
  });
  useEffect(() => () => latest.current.forEach((p) => p.file && URL.revokeObjectURL(p.url)), []);

  const pick = (files: File[]) => {
    const added = takePictures(files, proofs.length, max, label).map((file) => ({
      key: `n${++seq}`,
      id: null,
      file,
      url: URL.createObjectURL(file),
    }));
    onChange([...proofs, ...added]);
  };

  const remove = (key: string) => {
    const gone = proofs.find((p) => p.key === key);
    if (gone?.file) URL.revokeObjectURL(gone.url);
    onChange(proofs.filter((p) => p.key !== key));
  };

  return (
    <PictureGrid count={proofs.length} max={max} label={label} disabled={disabled} onPick={pick}>
      {proofs.map((p, i) => (
        <div key={p.key} className={styles.tile}>
          <img src={p.url} alt={`${label}${i + 1}`} className={styles.thumb} />
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
