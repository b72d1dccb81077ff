import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PAGES, TABLET_MIN_WIDTH, type BookInfo, type BookProgress, type Timu } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { codeFailure } from '@/lib/code-failure';
import { recordHit } from '@/lib/hits';
import { useIsLoggedIn } from '@/lib/session';
import { saveBrowse, useBookProgress, useFavorite, useVideoAds } from '../api/book';
import { useBookPopupAd } from '../api/contact';
import { AdCarousel } from '../components/book-detail/AdCarousel';
import { CodeBookChoice, SampleChoice } from '../components/book-detail/BookChoices';
import { BookCounters, BookHead, type FavoriteState } from '../components/book-detail/BookInfo';
import { BookMedia } from '../components/book-detail/BookMedia';
import { BookPopups } from '../components/book-detail/BookPopups';
import { LandscapeNotice } from '../components/book-detail/LandscapeNotice';
import { LessonCatalogue } from '../components/book-detail/LessonCatalogue';
import { useAdContact } from '../hooks/use-ad-contact';
import { useBookSource } from '../hooks/use-book-source';
import { useBookTree } from '../hooks/use-book-tree';
import { useContactPrompt } from '../hooks/use-contact-prompt';
import { usePlaybackProgress } from '../hooks/use-progress';
import { useWindowSize } from '../hooks/use-window-size';
import type { CodeFocus } from '../lib/code-entry';
import { isAudio } from '../lib/lesson-tree';
import styles from './BookDetailPage.module.css';

/**
 * 播放详情: the media area by the current item (video, audio, or the cover), title, counters, the
 * two ad carousels (phones only), the catalogue as the lesson tree, the pop-up ad and the
 * enterprise-contact prompt; without a book the two sample lessons, for a shared code a choice by title.
 */
export default function BookDetailPage() {
  const source = useBookSource();
  const navigate = useNavigate();
  const { entry, goBack } = source;
  const loggedIn = useIsLoggedIn();
  // Asked for while the book loads, not after.
  const progress = useBookProgress(source.bookNo, loggedIn);
  const favorite = useFavorite(source.bookNo, loggedIn);
  let body;
  if (!entry.bookNo && !entry.code) body = <SampleChoice />;
  else if (source.codeChoices)
    body = <CodeBookChoice code={entry.bookNo ?? ''} books={source.codeChoices} onCancel={goBack} />;
  else
    body = (
      <QueryView
        query={source.bookView}
        error={(error, retry) => {
          // A printed code the server refused (unknown, retired): say so, and offer a way on.
          const refused = codeFailure(error);
          if (refused)
            return {
              title: refused.title,
              description: refused.description,
              actionText: '重新扫码',
              onAction: () => void navigate(PAGES.camera.path, { replace: true }),
              secondaryText: '搜索图书',
              onSecondary: () => void navigate(PAGES.bookSearch.path, { replace: true }),
            };
          return {
            title: '获取书籍信息失败',
            description: error.message,
            actionText: '重试',
            onAction: retry,
            secondaryText: '返回',
            onSecondary: goBack,
          };
        }}
      >
        {(book) => (
          <BookDetail
            book={book}
            focus={source.focus}
            byBookNo={!!entry.bookNo}
            progress={progress.data}
            favorite={favorite}
          />
        )}
      </QueryView>
    );
  return (
    <>
      {body}
      <LandscapeNotice />
    </>
  );
}

function BookDetail(props: {
  book: BookInfo;
  focus: CodeFocus | null;
  byBookNo: boolean;
  progress: BookProgress | undefined;
  favorite: FavoriteState;
}) {
  const { book, focus, byBookNo, progress, favorite } = props;
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  // Null on the server and during the hydration: a phone, with the heights as shares of the viewport.
  const size = useWindowSize();
  const tablet = size !== null && size.width >= TABLET_MIN_WIDTH;
  const { bkInfo } = book;
  const ads = useVideoAds(bkInfo.subjectId, !tablet);
  const popupAds = useBookPopupAd(bkInfo.subjectId);
  const contact = useContactPrompt(bkInfo.bookNo, bkInfo.addFriendInfo, loggedIn);
  const adContact = useAdContact();
  const { tree, current, onTap, play } = useBookTree(book.lessonList, focus, byBookNo);
  const mediaRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (loggedIn) void saveBrowse(book.bkInfo.bookNo);
  }, [loggedIn, book]);

  const serverPosition = progress?.items.find((p) => p.timuId === current?.timuId)?.position;
  const playback = usePlaybackProgress(current, loggedIn, serverPosition);
  // The player reports progress to the store and to the contact prompt (its percent).
  const { onTime: promptOnTime } = contact;
  const report = useMemo(
    () => ({
      onTime: (position: number, duration: number) => {
        playback.report.onTime(position, duration);
        promptOnTime(position, duration);
      },
      onStop: playback.report.onStop,
    }),
    [playback.report, promptOnTime],
  );

  const onPlay = (item: Timu) => {
    recordHit(item.timuId, item.type);
    // Spec section 4: a started item asks for the message subscription 'active' (the mini program's).
    if (window.__JC_SHELL__ === 'miniprogram')
      void import('@/lib/platform/shell').then((m) => m.requestSubscription('active', String(item.timuId)));
    if (isAudio(item)) {
      void navigate(
        `${PAGES.musicPlayer.path}?bookNo=${encodeURIComponent(bkInfo.bookNo)}&timuId=${item.timuId}`,
      );
      return;
    }
    play(item.timuId);
    mediaRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <BookMedia
          ref={mediaRef}
          current={current}
          cover={bkInfo.pictureV}
          bookTitle={bkInfo.title}
          videoHeight={size ? `${Math.round(size.height * 0.48)}px` : '48svh'}
          startAt={playback.startAt}
          videoReport={report}
          audioReport={playback.report}
          blocked={contact.blocking}
        />
        <BookHead book={bkInfo} nowPlaying={current?.title ?? null} favorite={favorite} />

        {!tablet && ads.data?.top.length ? (
          <AdCarousel ads={ads.data.top} onOpen={adContact.openAd} label="广告位一" first />
        ) : !tablet && ads.isLoading ? (
          // Holds the ad's place while it loads, so the lessons below do not jump when it comes.
          <div className={`${styles.ads} ${styles.adsPending}`} aria-busy="true" />
        ) : null}

        <BookCounters book={bkInfo} />
        <LessonCatalogue
          lessons={book.lessonList}
          tree={tree}
          maxHeight={size ? `${Math.round(size.height * 0.44)}px` : '44svh'}
          onTap={onTap}
          onPlay={onPlay}
        />

        {!tablet && ads.data?.bottom.length ? (
          <AdCarousel ads={ads.data.bottom} onOpen={adContact.openAd} label="广告位二" />
        ) : null}
      </div>
      <BookPopups
        contact={contact}
        popupAd={popupAds.data?.[0]}
        subjectId={bkInfo.subjectId}
        openAd={adContact.openAd}
        adPopupQr={adContact.adPopupQr}
        closeAdQr={adContact.closeAdQr}
      />
    </div>
  );
}
