import { useEffect, useRef, type ChangeEvent } from 'react';
import { SUBMISSION_FILES_MAX } from '@jc/contract';
import { CloseIcon, PictureIcon } from '@/components/icons';
import { toast } from '@/lib/toast';
import { FILE_ACCEPT, FILE_TYPE_MSG, fileKind, fileRoom, type FormFile } from '../lib/contest';
import styles from './FilePicker.module.css';
import { Picture } from '@/components/Picture/Picture';

let seq = 0;

function FileTile({ file, index }: { file: FormFile; index: number }) {
  const kind = 'kept' in file ? file.kept.kind : file.kind;
  const url = 'kept' in file ? file.kept.thumbUrl || file.kept.url : file.url;
  const name = 'kept' in file ? `附件${index + 1}.pdf` : file.file.name;
  return kind === 'image' ? (
    <Picture src={url} alt={`附件${index + 1}`} className={styles.thumb} />
  ) : (
    <div className={styles.pdf}>
      <span className={styles.pdfMark}>PDF</span>
      <span>{name}</span>
    </div>
  );
}

/** The form's files: pictures with previews and PDFs as tiles, up to 5; pick several, remove any. */
export function FilePicker({
  files,
  onChange,
  disabled,
}: {
  files: FormFile[];
  onChange: (next: FormFile[]) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  useEffect(() => () => latest.current.forEach((f) => 'file' in f && URL.revokeObjectURL(f.url)), []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const good = picked.flatMap((file) => {
      const kind = fileKind(file);
      return kind ? [{ file, kind }] : [];
    });
    if (good.length < picked.length) toast(FILE_TYPE_MSG);
    const { take, note } = fileRoom(files.length, good.length);
    if (note) toast(note);
    const added: FormFile[] = good
      .slice(0, take)
      .map(({ file, kind }) => ({ key: `n${++seq}`, file, kind, url: URL.createObjectURL(file) }));
    onChange([...files, ...added]);
  };

  const remove = (key: string) => {
    const gone = files.find((f) => f.key === key);
    if (gone && 'file' in gone) URL.revokeObjectURL(gone.url);
    onChange(files.filter((f) => f.key !== key));
  };

  return (
    <>
      <div className={styles.files}>
        {files.map((f, i) => (
          <div key={f.key} className={styles.tile}>
            <FileTile file={f} index={i} />
            <button
              type="button"
              className={styles.remove}
              aria-label={`移除附件${i + 1}`}
              disabled={disabled}
              onClick={() => remove(f.key)}
            >
              <CloseIcon size={14} />
            </button>
          </div>
        ))}
        {files.length < SUBMISSION_FILES_MAX ? (
          <button
            type="button"
            className={styles.add}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            <PictureIcon size={26} />
            添加图片/PDF
          </button>
        ) : null}
      </div>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        accept={FILE_ACCEPT}
        multiple
        aria-label="选择附件"
        onChange={pick}
      />
    </>
  );
}
