import { useEffect, useRef, type ChangeEvent } from 'react';
import { CloseIcon, PictureIcon } from '@/components/icons';
import { toast } from '@/lib/toast';
import { isPicture, PICTURE_TYPE_MSG, proofRoom } from '../lib/teacher-logic';
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
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(proofs);
  useEffect(() => {
    latest.current = proofs;
  });
  useEffect(() => () => latest.current.forEach((p) => p.file && URL.revokeObjectURL(p.url)), []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const good = files.filter(isPicture);
    if (good.length < files.length) toast(PICTURE_TYPE_MSG);
    const { take, note } = proofRoom(proofs.length, good.length, max);
    if (note) toast(note);
    const added = good
      .slice(0, take)
      .map((file) => ({ key: `n${++seq}`, id: null, file, url: URL.createObjectURL(file) }));
    onChange([...proofs, ...added]);
  };

  const remove = (key: string) => {
    const gone = proofs.find((p) => p.key === key);
    if (gone?.file) URL.revokeObjectURL(gone.url);
    onChange(proofs.filter((p) => p.key !== key));
  };

  return (
    <div className={styles.pictures}>
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
      {proofs.length < max ? (
        <button
          type="button"
          className={styles.add}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <PictureIcon size={26} />
          添加图片
        </button>
      ) : null}
      <input
        ref={input}
        className={styles.file}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        aria-label={`选择${label}`}
        onChange={pick}
      />
    </div>
  );
}
