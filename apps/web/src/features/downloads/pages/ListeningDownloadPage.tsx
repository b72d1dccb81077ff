import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BookListItem, Timu } from '@jc/contract';
import { PageLoading, PageStatus } from '../../../components/PageStatus';
import { StorageKey, storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useBooksByType, useTingli } from '../api/downloads';
import { FileIcon, ProgressBar } from '../components/FileIcon';
import { formatDuration, formatSize, percentOf } from '../lib/format';
import { readHomeGrade } from '../lib/grade';
import {
  cachedPaths,
  deleteAudio,
  downloadAudio,
  keepCached,
  offlineSupported,
  readSavedItems,
  registerListeningWorker,
  saveListeningShell,
  totalBytes,
  withItem,
  withoutItem,
  writeSavedItems,
  type SavedItems,
} from '../lib/listening-store';
import styles from './Downloads.module.css';

type Row = Pick<Timu, 'timuId' | 'title' | 'path' | 'type' | 'duration'>;

function omit<T>(record: Record<number, T>, key: number): Record<number, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

function useOnline() {
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
 * 听力下载: a book of the home's grade and volume that has listening material, its audio items, and
 * downloads into Cache Storage for offline listening (the listening service worker plays them back).
 * With no network the page lists what was downloaded, from localStorage.
 */
export default function ListeningDownloadPage() {
  const supported = offlineSupported();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const [saved, setSaved] = useState<SavedItems>(readSavedItems);
  const [progress, setProgress] = useState<Record<number, number>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [playing, setPlaying] = useState<Row | null>(null);
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

  const books = useBooksByType('listening', readHomeGrade(), null, { silent: true });
  // Offline (or failed): the books of what was downloaded.
  const savedBooks = useMemo(() => {
    const seen = new Map<string, BookListItem>();
    for (const i of Object.values(saved))
      if (!seen.has(i.bookNo))
        seen.set(i.bookNo, { bookNo: i.bookNo, title: i.bookTitle, pictureV: '', buttons: '' });
    return [...seen.values()];
  }, [saved]);
  const bookList = books.data?.list ?? (books.isError ? savedBooks : []);
  const wanted = params.get('bookNo') ?? storage.get(StorageKey.listeningBook);
  const book = bookList.find((b) => b.bookNo === wanted) ?? bookList[0] ?? null;
  const items = useTingli(book?.bookNo ?? null, { silent: true });
  const rows: Row[] = useMemo(() => {
    if (items.data) return items.data;
    if (!items.isError || !book) return [];
    return Object.values(saved)
      .filter((i) => i.bookNo === book.bookNo)
      .sort((a, b) => a.savedAt - b.savedAt);
  }, [items.data, items.isError, book, saved]);

  // The chosen book's chip in view (the row scrolls sideways).
  const chips = useRef<HTMLDivElement>(null);
  const chosen = book?.bookNo;
  useEffect(() => {
    chips.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView({ inline: 'center', block: 'nearest' });
  }, [chosen, bookList.length]);

  const pick = (bookNo: string) => {
    storage.set(StorageKey.listeningBook, bookNo);
    setParams({ bookNo }, { replace: true });
  };

  const download = async (row: Row) => {
    if (!supported) return toast('当前环境不支持离线下载');
    if (!book) return;
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

  const downloadAll = async () => {
    setBatch(true);
    try {
      for (const row of rows) if (!saved[row.timuId] && mounted.current) await download(row);
    } finally {
      setBatch(false);
    }
  };

  const remove = async (row: Row) => {
    const { items: next, dropPath } = withoutItem(saved, row.timuId);
    if (dropPath) await deleteAudio(dropPath).catch(() => undefined);
    if (playing?.timuId === row.timuId) setPlaying(null);
    update(() => next);
    toast('已删除');
  };

  const savedCount = Object.keys(saved).length;
  const bookSaved = rows.filter((r) => saved[r.timuId]).length;
  const offlineView = books.isError || items.isError;

  let body;
  if (books.isPending) body = <PageLoading />;
  else if (bookList.length === 0)
    body = books.isError ? (
      <PageStatus
        art="offline"
        title={online ? '听力加载失败' : '当前无网络'}
        description={online ? books.error.message : '还没有下载过听力，联网后再来下载吧'}
        actionText="重试"
        onAction={() => void books.refetch()}
      />
    ) : (
      <PageStatus
        art="empty"
        title="暂无听力资源"
        description="当前年级还没有可下载的听力，可在首页切换年级"
      />
    );
  else
    body = (
      <>
        <div className={styles.tabs} role="tablist" aria-label="图书" ref={chips}>
          {bookList.map((b) => (
            <button
              key={b.bookNo}
              type="button"
              role="tab"
              aria-selected={b.bookNo === book?.bookNo}
              className={`${styles.tab} ${b.bookNo === book?.bookNo ? styles.tabOn : ''}`}
              onClick={() => pick(b.bookNo)}
            >
              {b.title}
            </button>
          ))}
        </div>
        <section className={styles.summary} aria-label="下载统计">
          <div className={styles.summaryText}>
            已下载 <strong>{savedCount}</strong> 条听力
            <br />共 {formatSize(totalBytes(saved))}
            {offlineView ? '' : `（本书 ${bookSaved}/${rows.length}）`}
          </div>
          {online && !offlineView ? (
            <button
              type="button"
              className={styles.summaryButton}
              disabled={!supported || batch || rows.length === 0 || bookSaved === rows.length}
              onClick={() => void downloadAll()}
            >
              {batch ? '下载中…' : bookSaved === rows.length && rows.length > 0 ? '已全部下载' : '全部下载'}
            </button>
          ) : null}
        </section>
        {items.isPending && book ? (
          <PageLoading />
        ) : items.isError && rows.length === 0 ? (
          <PageStatus
            art="offline"
            title={online ? '听力加载失败' : '当前无网络'}
            description={online ? items.error.message : '这本书还没有下载过听力'}
            actionText="重试"
            onAction={() => void items.refetch()}
          />
        ) : rows.length === 0 ? (
          <PageStatus art="empty" title="这本书暂无听力" />
        ) : (
          <ul className={styles.rows} aria-label="听力列表" style={{ marginTop: 12 }}>
            {rows.map((row) => {
              const item = saved[row.timuId];
              const pct = progress[row.timuId];
              return (
                <li
                  key={row.timuId}
                  className={`${styles.row} ${playing?.timuId === row.timuId ? styles.playing : ''}`}
                  aria-label={row.title}
                >
                  <div className={styles.rowMain}>
                    <FileIcon kind="mp3" />
                    <div className={styles.rowBody}>
                      <div className={styles.rowTitle}>{row.title}</div>
                      <div className={styles.rowMeta}>
                        {formatDuration(row.duration)}
                        {item ? (
                          <span className={styles.done}> · 已下载 {formatSize(item.bytes)}</span>
                        ) : null}
                      </div>
                    </div>
                    <div className={styles.rowActions}>
                      {item ? (
                        <>
                          <PlayButton title={row.title} onPlay={() => setPlaying(row)} />
                          <button
                            type="button"
                            className={`${styles.iconButton} ${styles.iconDanger}`}
                            aria-label={`删除 ${row.title}`}
                            onClick={() => void remove(row)}
                          >
                            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                              <path
                                d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5"
                                stroke="currentColor"
                                strokeWidth="1.5"
                                fill="none"
                                strokeLinejoin="round"
                              />
                            </svg>
                          </button>
                        </>
                      ) : !supported ? (
                        <PlayButton title={row.title} onPlay={() => setPlaying(row)} />
                      ) : (
                        <button
                          type="button"
                          className={styles.smallButton}
                          disabled={pct !== undefined || !online || !supported}
                          onClick={() => void download(row)}
                        >
                          {pct !== undefined ? '下载中' : errors[row.timuId] ? '重试' : '下载'}
                        </button>
                      )}
                    </div>
                  </div>
                  {pct !== undefined ? <ProgressBar percent={pct} label={`${row.title} 下载进度`} /> : null}
                  {errors[row.timuId] ? (
                    <div className={styles.error} role="alert">
                      下载失败：{errors[row.timuId]}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </>
    );

  return (
    <div className={styles.page}>
      {!supported ? (
        <div className={styles.banner} role="status">
          当前浏览器环境不支持离线下载（需通过 HTTPS 访问），可在线收听。
        </div>
      ) : !online || offlineView ? (
        <div className={styles.banner} role="status">
          {online ? '听力列表暂时无法加载' : '当前无网络'}，仅显示已下载的听力，可离线播放。
        </div>
      ) : null}
      {body}
      {playing ? (
        <div className={styles.player}>
          <div className={styles.playerTitle}>正在播放：{playing.title}</div>
          <audio key={playing.timuId} className={styles.audio} src={playing.path} controls autoPlay />
        </div>
      ) : null}
    </div>
  );
}

function PlayButton({ title, onPlay }: { title: string; onPlay: () => void }) {
  return (
    <button type="button" className={styles.iconButton} aria-label={`播放 ${title}`} onClick={onPlay}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
      </svg>
    </button>
  );
}
