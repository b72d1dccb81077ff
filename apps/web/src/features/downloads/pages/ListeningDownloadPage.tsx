import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BookListItem } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { StorageKey, storage } from '@/lib/storage';
import { useBooksByType, useTingli } from '../api/downloads';
import { ListeningItem } from '../components/ListeningItem';
import { useListeningDownloads, useOnline, type ListeningRow } from '../hooks/use-listening-downloads';
import { formatSize } from '../lib/format';
import { readHomeGrade } from '../lib/grade';
import { totalBytes } from '../lib/listening-store';
import styles from './Downloads.module.css';

/**
 * 听力下载: a book of the home's grade and volume that has listening material, its audio items, and
 * downloads into Cache Storage for offline listening (the listening service worker plays them back).
 * With no network the page lists what was downloaded, from localStorage.
 */
export default function ListeningDownloadPage() {
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const [playing, setPlaying] = useState<ListeningRow | null>(null);
  const downloads = useListeningDownloads((row) => {
    if (playing?.timuId === row.timuId) setPlaying(null);
  });
  const { supported, saved, progress, errors, batch } = downloads;

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
  const rows: ListeningRow[] = useMemo(() => {
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

  const savedCount = Object.keys(saved).length;
  const bookSaved = rows.filter((r) => saved[r.timuId]).length;
  const offlineView = books.isError || items.isError;
  // Offline, what was downloaded stands in for a failed list; the failure shows only without any.
  const offline = (online: boolean, description: string, error: Error) => ({
    art: 'offline' as const,
    title: online ? '听力加载失败' : '当前无网络',
    description: online ? error.message : description,
  });

  const body = (
    <QueryView
      query={{
        ...books,
        data: books.data?.list ?? (books.isError && savedBooks.length > 0 ? savedBooks : undefined),
      }}
      error={(error) => offline(online, '还没有下载过听力，联网后再来下载吧', error)}
      isEmpty={(list) => list.length === 0}
      empty={{ title: '暂无听力资源', description: '当前年级还没有可下载的听力，可在首页切换年级' }}
    >
      {(list) => (
        <>
          <div className={styles.tabs} role="tablist" aria-label="图书" ref={chips}>
            {list.map((b) => (
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
            {online && !offlineView && book ? (
              <button
                type="button"
                className={styles.summaryButton}
                disabled={!supported || batch || rows.length === 0 || bookSaved === rows.length}
                onClick={() => void downloads.downloadAll(rows, book)}
              >
                {batch ? '下载中…' : bookSaved === rows.length && rows.length > 0 ? '已全部下载' : '全部下载'}
              </button>
            ) : null}
          </section>
          <QueryView
            query={{
              ...items,
              data: items.isError && rows.length === 0 ? undefined : items.isError ? rows : items.data,
            }}
            error={(error) => offline(online, '这本书还没有下载过听力', error)}
            isEmpty={(all) => all.length === 0}
            empty={{ title: '这本书暂无听力' }}
          >
            {(all) => (
              <ul className={styles.rows} aria-label="听力列表" style={{ marginTop: 12 }}>
                {all.map((row) => (
                  <ListeningItem
                    key={row.timuId}
                    row={row}
                    item={saved[row.timuId]}
                    percent={progress[row.timuId]}
                    error={errors[row.timuId]}
                    playing={playing?.timuId === row.timuId}
                    supported={supported}
                    online={online}
                    onPlay={() => setPlaying(row)}
                    onDownload={() => book && void downloads.download(row, book)}
                    onRemove={() => void downloads.remove(row)}
                  />
                ))}
              </ul>
            )}
          </QueryView>
        </>
      )}
    </QueryView>
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
