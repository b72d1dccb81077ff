import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookListItem, Timu } from '@jc/contract';
import { toast } from '@/lib/toast';
import { percentOf } from '../lib/format';
import {
  cachedPaths,
  deleteAudio,
  downloadAudio,
  keepCached,
  offlineSupported,
  readSavedItems,
  registerListeningWorker,
  saveListeningShell,
  withItem,
  withoutItem,
  writeSavedItems,
  type SavedItems,
} from '../lib/listening-store';

export type ListeningRow = Pick<Timu, 'timuId' | 'title' | 'path' | 'type' | 'duration'>;

function omit<T>(record: Record<number, T>, key: number): Record<number, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

/** Whether the browser says it is online, kept up to date. */
export function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/**
 * The downloaded listening items (localStorage, checked against Cache Storage), and downloading,
 * batch downloading and removing them, with each row's progress and error.
 */
export function useListeningDownloads(onRemoved: (row: ListeningRow) => void) {
  const supported = offlineSupported();
  const [saved, setSaved] = useState<SavedItems>(readSavedItems);
  const [progress, setProgress] = useState<Record<number, number>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [batch, setBatch] = useState(false);
  const mounted = useRef(true);

  const update = useCallback((fn: (items: SavedItems) => SavedItems) => {
    setSaved((prev) => {
      const next = fn(prev);
      writeSavedItems(next);
      return next;
    });
  }, []);

  // The worker is registered here only; the list forgets files the browser evicted.
  useEffect(() => {
    mounted.current = true;
    if (!supported) return;
    registerListeningWorker().catch((error: unknown) => console.warn('[listening] worker', error));
    cachedPaths()
      .then((paths) => mounted.current && update((items) => keepCached(items, paths)))
      .catch(() => undefined);
    return () => {
      mounted.current = false;
    };
  }, [supported, update]);

  const download = async (row: ListeningRow, book: BookListItem) => {
    if (!supported) return toast('当前环境不支持离线下载');
    setErrors((e) => omit(e, row.timuId));
    setProgress((p) => ({ ...p, [row.timuId]: 0 }));
    try {
      const bytes = await downloadAudio(row.path, (received, total) =>
        setProgress((p) => ({ ...p, [row.timuId]: percentOf(received, total) })),
      );
      await registerListeningWorker();
      // The page itself must open offline too: store it before saying 已下载, so a pupil who goes
      // offline right away can still open it.
      await saveListeningShell().catch((error: unknown) => console.warn('[listening] shell', error));
      update((s) =>
        withItem(s, { ...row, bytes, bookNo: book.bookNo, bookTitle: book.title, savedAt: Date.now() }),
      );
    } catch (error) {
      setErrors((e) => ({ ...e, [row.timuId]: error instanceof Error ? error.message : '下载失败' }));
    } finally {
      setProgress((p) => omit(p, row.timuId));
    }
  };

  const downloadAll = async (rows: ListeningRow[], book: BookListItem) => {
    setBatch(true);
    try {
      for (const row of rows) if (!saved[row.timuId] && mounted.current) await download(row, book);
    } finally {
      setBatch(false);
    }
  };

  const remove = async (row: ListeningRow) => {
    const { items: next, dropPath } = withoutItem(saved, row.timuId);
    if (dropPath) await deleteAudio(dropPath).catch(() => undefined);
    onRemoved(row);
    update(() => next);
    toast('已删除');
  };

  return { supported, saved, progress, errors, batch, download, downloadAll, remove };
}
