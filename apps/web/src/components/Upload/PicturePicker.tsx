import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnyEndpoint, InputOf } from '@jc/contract';
import { PictureIcon } from '@/components/icons';
import { isPicture, PICTURE_TYPE_MSG, pictureRoom } from '@/lib/pictures';
import { toast } from '@/lib/toast';
import { UploadTile, type PictureStatus, type PickedPicture } from './UploadTile';
import styles from './PicturePicker.module.css';

/**
 * A form's grid of pictures: the tiles it is given, then 添加图片 while fewer than `max`, and the hidden
 * file input that button opens. `onPick` gets the chosen files (several at once); checking them is the
 * caller's (`takePictures`).
 */
export function PictureGrid({
  count,
  max,
  label,
  columns,
  disabled,
  onPick,
  children,
}: {
  count: number;
  max: number;
  /** What the pictures are, for the file input's name: 选择{label}. */
  label: string;
  /** Pictures a row (three unless said). */
  columns?: number | undefined;
  disabled?: boolean | undefined;
  onPick: (files: File[]) => void;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <div
        className={styles.pictures}
        style={columns ? { gridTemplateColumns: `repeat(${columns}, 1fr)` } : undefined}
      >
        {children}
        {count < max ? (
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
      </div>
      <input
        ref={input}
        className={styles.file}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        aria-label={`选择${label}`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          onPick(files);
        }}
      />
    </>
  );
}

/**
 * The picked files that may join `have` pictures on a form of at most `max`: photos only, as many as fit;
 * what is left out is said in a toast (`noun` names the pictures in it).
 */
export function takePictures(files: File[], have: number, max: number, noun?: string): File[] {
  const good = files.filter(isPicture);
  if (good.length < files.length) toast(PICTURE_TYPE_MSG);
  const { take, note } = pictureRoom(have, good.length, max, noun);
  if (note) toast(note);
  return good.slice(0, take);
}

let seq = 0;

/**
 * The pictures of a form that are sent as they are picked (UploadTile): the list, each one's upload
 * state, and what the form sends (`fileIds`) once none is `busy`. Previews are freed when a picture is
 * removed, the list cleared, or the form left.
 */
export function usePickedPictures(max: number, noun?: string) {
  const [pictures, setPictures] = useState<PickedPicture[]>([]);
  const [status, setStatus] = useState<Record<string, PictureStatus>>({});
  const latest = useRef(pictures);
  useEffect(() => {
    latest.current = pictures;
  });
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const add = (files: File[]) => {
    const added = takePictures(files, pictures.length, max, noun).map((file) => ({
      key: `p${++seq}`,
      file,
      url: URL.createObjectURL(file),
    }));
    setPictures((list) => [...list, ...added]);
  };
  const remove = (key: string) => {
    setPictures((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((p) => p.key !== key);
    });
    setStatus(({ [key]: _gone, ...rest }) => rest);
  };
  const clear = () => {
    pictures.forEach((p) => URL.revokeObjectURL(p.url));
    setPictures([]);
    setStatus({});
  };
  const states = pictures.map((p) => status[p.key]);
  return {
    max,
    pictures,
    add,
    remove,
    clear,
    onStatus: (s: PictureStatus) => setStatus((all) => ({ ...all, [s.key]: s })),
    /** A picture is still being sent (or has not started). */
    busy: states.some((s) => !s || s.busy),
    /** The stored uploads, in the pictures' order; fewer than `pictures` when one failed. */
    fileIds: states.flatMap((s) => (s?.fileId ? [s.fileId] : [])),
  };
}

export type PickedPictures = ReturnType<typeof usePickedPictures>;

/** The grid of `usePickedPictures`: each picture sent through `endpoint` as it is picked. */
export function UploadingPictures<E extends AnyEndpoint>({
  picked,
  endpoint,
  input,
  label,
  onPick,
}: {
  picked: PickedPictures;
  endpoint: E;
  /** The call's input for one picture's file. */
  input: (file: Blob) => InputOf<E>;
  /** What each picture is, for screen readers: 错误图片1, 证明图片2. */
  label: string;
  /** After pictures were picked (a form clears its error). */
  onPick?: () => void;
}) {
  return (
    <PictureGrid
      count={picked.pictures.length}
      max={picked.max}
      label={label}
      onPick={(files) => {
        picked.add(files);
        onPick?.();
      }}
    >
      {picked.pictures.map((p, i) => (
        <UploadTile
          key={p.key}
          endpoint={endpoint}
          input={input}
          picture={p}
          label={label}
          index={i}
          onStatus={picked.onStatus}
          onRemove={() => picked.remove(p.key)}
        />
      ))}
    </PictureGrid>
  );
}
