import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES } from '@jc/contract';
import { ChevronLeftIcon } from '@/components/icons';
import { QueryView } from '@/components/QueryView/QueryView';
import { useIsLoggedIn } from '@/lib/session';
import { useBook, useBookProgress, useQrcodeInfo } from '../api/book';
import { AudioPlayer } from '../components/player/AudioPlayer';
import { useGoBack } from '@/lib/use-go-back';
import { usePlaybackProgress } from '../hooks/use-progress';
import { allItems, isAudio } from '../lib/lesson-tree';
import styles from './MusicPlayerPage.module.css';

/**
 * 音频播放 (own nav): one audio item of a book (`bookNo` + `timuId`), a book's audio list (`bookNo`),
 * or the audio of a lesson code (`lessonno`). Nothing to play → the empty page.
 */
export default function MusicPlayerPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const loggedIn = useIsLoggedIn();
  const bookNoParam = params.get('bookNo')?.trim() || null;
  const lessonno = params.get('lessonno')?.trim() || null;
  const qr = useQrcodeInfo(bookNoParam ? null : lessonno, 'all');
  const bookNo = bookNoParam ?? qr.data?.bkInfo.bookNo ?? null;
  const book = useBook(bookNo);
  const progress = useBookProgress(bookNo, loggedIn);

  const list = useMemo(() => {
    if (qr.data && !bookNoParam) return qr.data.timuList.filter(isAudio);
    return book.data ? allItems(book.data.lessonList).filter(isAudio) : [];
  }, [qr.data, book.data, bookNoParam]);
  const wanted = Number(params.get('timuId'));
  const current = list.find((t) => t.timuId === wanted) ?? list[0] ?? null;
  const serverPosition = progress.data?.items.find((p) => p.timuId === current?.timuId)?.position;
  const playback = usePlaybackProgress(current, loggedIn, serverPosition);

  // A logged-in user resumes from the server's position: wait for it (a failure falls back to local).
  const progressReady = !loggedIn || !progress.isPending;
  const loaded = !!book.data || !!qr.data;
  const empty = (!bookNo && !lessonno) || (loaded && list.length === 0);
  useEffect(() => {
    if (empty) void navigate(PAGES.musicEmpty.path, { replace: true });
  }, [empty, navigate]);

  const choose = (timuId: number) => {
    const next = new URLSearchParams(params);
    next.set('timuId', String(timuId));
    setParams(next, { replace: true });
  };
  const index = current ? list.indexOf(current) : -1;
  const failed = book.isError || qr.isError;

  return (
    <div className={styles.page}>
      <header className={styles.nav}>
        <button type="button" className={styles.back} aria-label="返回" onClick={goBack}>
          <ChevronLeftIcon size={24} />
        </button>
        <h1 className={styles.navTitle}>{book.data?.bkInfo.title ?? PAGES.musicPlayer.title}</h1>
        <span className={styles.back} aria-hidden="true" />
      </header>
      <QueryView
        // The item to play, once it is known and (logged in) its server position has come.
        query={{
          data: current && progressReady && !failed ? current : undefined,
          isPending: !failed,
          isError: failed,
          error: book.error ?? qr.error,
          refetch: () => void (book.isError ? book.refetch() : qr.refetch()),
        }}
        error={(error, retry) => ({
          title: '音频加载失败',
          description: error.message,
          actionText: '重试',
          onAction: retry,
          secondaryText: '返回',
          onSecondary: goBack,
        })}
      >
        {(current) => (
          <>
            <div className={styles.player}>
              <AudioPlayer
                key={current.timuId}
                variant="large"
                src={current.path}
                title={current.title}
                cover={current.cover || book.data?.bkInfo.pictureV}
                startAt={playback.startAt}
                report={playback.report}
                autoPlay
              />
              <div className={styles.skip}>
                <button type="button" disabled={index <= 0} onClick={() => choose(list[index - 1]!.timuId)}>
                  上一首
                </button>
                <span>
                  {index + 1} / {list.length}
                </span>
                <button
                  type="button"
                  disabled={index >= list.length - 1}
                  onClick={() => choose(list[index + 1]!.timuId)}
                >
                  下一首
                </button>
              </div>
            </div>
            <section className={styles.listCard}>
              <h2 className={styles.listTitle}>播放列表</h2>
              <ol className={styles.list}>
                {list.map((item) => (
                  <li key={item.timuId}>
                    <button
                      type="button"
                      className={`${styles.track} ${item.timuId === current.timuId ? styles.trackCurrent : ''}`}
                      aria-current={item.timuId === current.timuId ? 'true' : undefined}
                      onClick={() => choose(item.timuId)}
                    >
                      <span className={styles.trackTitle}>{item.title}</span>
                      <span className={styles.trackTime}>{formatDuration(item.duration)}</span>
                    </button>
                  </li>
                ))}
              </ol>
            </section>
          </>
        )}
      </QueryView>
    </div>
  );
}

function formatDuration(sec: number): string {
  const s = Math.max(0, Math.round(sec));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
