import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckinPost } from '@jc/contract';
import { picturesRoom, publishProblem, type MediaKind } from '../lib/checkin-logic';
import type { ItemStatus, MediaItem } from './use-item-upload';

let counter = 0;
const nextKey = () => `m${++counter}`;

/** The publish form's state: the text, the chosen kind and its files with where each upload stands. */
export function usePublishForm() {
  const [text, setText] = useState('');
  const [kind, setKind] = useState<MediaKind>('image');
  const [items, setItems] = useState<MediaItem[]>([]);
  const [statuses, setStatuses] = useState<Record<string, ItemStatus>>({});
  const urls = useRef<string[]>([]);

  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  /** Fills the form with a post being edited. */
  const load = useCallback((post: CheckinPost) => {
    setText(post.content);
    setKind(post.files[0]?.kind ?? 'image');
    setItems(
      post.files.map((f) => ({
        key: nextKey(),
        kind: f.kind,
        file: null,
        existing: f,
        preview: f.thumbUrl || f.url,
      })),
    );
  }, []);

  /** Adds new files of the current kind (pictures up to nine; a recording or video replaces the last). */
  const add = useCallback((files: Blob[], as: MediaKind) => {
    const made = files.map((file) => {
      const preview = URL.createObjectURL(file);
      urls.current.push(preview);
      return { key: nextKey(), kind: as, file, existing: null, preview };
    });
    setKind(as);
    setItems((old) => {
      const same = old.filter((i) => i.kind === as);
      if (as !== 'image') return made.slice(0, 1);
      return [...same, ...made.slice(0, picturesRoom(same.length))];
    });
  }, []);

  const remove = useCallback((key: string) => {
    setItems((old) => old.filter((i) => i.key !== key));
    setStatuses(({ [key]: _gone, ...rest }) => rest);
  }, []);

  const clear = useCallback(() => {
    setItems([]);
    setStatuses({});
  }, []);

  const onStatus = useCallback((s: ItemStatus) => setStatuses((old) => ({ ...old, [s.key]: s })), []);

  const known = items.map((i) => statuses[i.key]);
  const fileIds = known.flatMap((s) => (s?.fileId ? [s.fileId] : []));
  const uploading = known.filter((s) => !s || s.status === 'uploading' || s.status === 'idle').length;
  const failed = known.filter((s) => s?.status === 'failed' || s?.status === 'cancelled').length;
  const problem = publishProblem({ text, files: fileIds.length, uploading, failed });

  return { text, setText, kind, setKind, items, add, remove, clear, load, onStatus, fileIds, problem };
}
