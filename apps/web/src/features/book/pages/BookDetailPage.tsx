import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PAGES,
  SAMPLE_LESSON_AUDIO,
  SAMPLE_LESSON_VIDEO,
  TABLET_MIN_WIDTH,
  Timing,
  type LessonNode,
  type PopupAd as PopupAdItem,
  type Timu,
} from '@jc/contract';
import { Carousel } from '../../../components/Carousel/Carousel';
import { StarIcon } from '../../../components/icons';
import { PageLoading, PageStatus } from '../../../components/PageStatus';
import { PopupAd } from '../../../components/PopupAd';
import { isApiError } from '../../../lib/api-client';
import { recordHit } from '../../../lib/hits';
import { requireLogin } from '../../../lib/login-gate';
import { isInAppPath } from '../../../lib/navigation';
import { useIsLoggedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import {
  isMissingBook,
  saveBrowse,
  useBook,
  useBookProgress,
  useBooksByCode,
  useFavorite,
  useQrcodeInfo,
  useVideoAds,
} from '../api/book';
import { checkUserWeCom, useBookPopupAd, useQiweiQr } from '../api/contact';
import { LessonTree } from '../components/LessonTree';
import { AudioPlayer } from '../components/player/AudioPlayer';
import { VideoPlayer } from '../components/player/VideoPlayer';
import { useContactPrompt } from '../hooks/use-contact-prompt';
import { useGoBack } from '../../../lib/use-go-back';
import { usePlaybackProgress } from '../hooks/use-progress';
import { useWindowSize } from '../hooks/use-window-size';
import {
  allItems,
  initialTreeState,
  isAudio,
  revealLesson,
  tapNode,
  treeReducer,
  type TreeState,
} from '../lib/lesson-tree';
import styles from './BookDetailPage.module.css';

// Both pop-ups (antd-mobile's Popup and its animation library) load when one first shows: most
// openings of a book need neither.
const BookChoicePopup = lazy(() =>
  import('../components/BookChoicePopup').then((m) => ({ default: m.BookChoicePopup })),
);
const ContactPopup = lazy(() =>
  import('../components/ContactPopup').then((m) => ({ default: m.ContactPopup })),
);

const CODE_KINDS = ['s', 't', 'y'] as const;

/** bookNo, or an entry code: `lessonno` (with `type`), or `s`, `t`, `y` = the code of that kind. */
function readEntry(params: URLSearchParams): { bookNo: string | null; code: string | null; kind: string } {
  const bookNo = params.get('bookNo')?.trim() || null;
  for (const kind of CODE_KINDS) {
    const code = params.get(kind)?.trim();
    if (code) return { bookNo, code, kind };
  }
  const lessonno = params.get('lessonno')?.trim() || null;
  return { bookNo, code: lessonno, kind: params.get('type')?.trim() || 'all' };
}

type Action =
  { type: 'set'; state: TreeState } | { type: 'tap'; state: TreeState } | { type: 'play'; timuId: number };
function pageReducer(state: TreeState, action: Action): TreeState {
  if (action.type === 'play') return treeReducer(state, action);
  return action.state;
}

/**
 * 播放详情: the media area by the current item (video, audio, or the cover), title, counters, the
 * two ad carousels (phones only), the catalogue as the lesson tree, the pop-up ad and the
 * enterprise-contact prompt; without a book the two sample lessons, for a shared code a choice by title.
 */
export default function BookDetailPage() {
  return (
    <>
      <BookDetail />
      {/* Phones held sideways, whatever state the page is in (loading, choices, failure). */}
      <div className={styles.landscape} role="alert">
        <PhoneRotateIcon />
        <p>请退出并以竖屏模式进入</p>
      </div>
    </>
  );
}

function BookDetail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const loggedIn = useIsLoggedIn();
  const { width, height } = useWindowSize();
  const tablet = width >= TABLET_MIN_WIDTH;
  const entry = readEntry(params);
  const qr = useQrcodeInfo(entry.bookNo ? null : entry.code, entry.kind);
  const bookNo = entry.bookNo ?? qr.data?.bkInfo.bookNo ?? null;
  // A `bookNo` that is no book may be a book code (scans give `bookNo=YW1`): quiet 404, then the code.
  const book = useBook(bookNo, !!entry.bookNo);
  const bookMissing = !!entry.bookNo && isMissingBook(book.error);
  const byCode = useBooksByCode(bookMissing ? entry.bookNo : null);
  const progress = useBookProgress(bookNo, loggedIn);
  const favorite = useFavorite(bookNo, loggedIn);
  const subjectId = book.data?.bkInfo.subjectId;
  const ads = useVideoAds(subjectId, !tablet);
  const popupAds = useBookPopupAd(subjectId);
  const contact = useContactPrompt(book.data?.bkInfo.bookNo, book.data?.bkInfo.addFriendInfo, loggedIn);
  // The contact popup opened from the pop-up ad (its qrId), closable.
  const [adQrId, setAdQrId] = useState<number | null>(null);
  const adQr = useQiweiQr('default', adQrId, adQrId !== null);
  const [tree, dispatch] = useReducer(pageReducer, initialTreeState);
  const mediaRef = useRef<HTMLDivElement>(null);

  const lessons = book.data?.lessonList;
  const items = useMemo(() => (lessons ? allItems(lessons) : []), [lessons]);
  const current = items.find((t) => t.timuId === tree.currentTimuId) ?? null;

  // A code of one book opens that book; several are offered by title below.
  const codeBooks = byCode.data;
  useEffect(() => {
    const only = codeBooks?.length === 1 ? codeBooks[0] : undefined;
    if (only && only.bookNo !== entry.bookNo)
      void navigate(`${PAGES.bookDetails.path}?bookNo=${encodeURIComponent(only.bookNo)}`, { replace: true });
  }, [codeBooks, entry.bookNo, navigate]);

  // An unsuccessful book answer: the message is toasted; go back after 1 s.
  const failure = (bookMissing ? (byCode.isError ? book.error : null) : book.error) ?? qr.error;
  const missingMessage = bookMissing && byCode.isError ? book.error?.message : undefined;
  useEffect(() => {
    // The missing book was not toasted by the client (it might have been a code).
    if (missingMessage) toast(missingMessage);
  }, [missingMessage]);
  useEffect(() => {
    if (!failure || !isApiError(failure) || failure.kind !== 'server') return;
    const timer = setTimeout(goBack, Timing.bookFailureBack);
    return () => clearTimeout(timer);
  }, [failure, goBack]);

  // Opened by a code: open the tree at the coded lesson and put its first item in the media area.
  const revealed = useRef(false);
  useEffect(() => {
    if (revealed.current || !lessons) return;
    if (qr.data) {
      revealed.current = true;
      const state = revealLesson(lessons, qr.data.lesson.id);
      const first = qr.data.timuList[0] ?? qr.data.lesson.timuList[0];
      if (state) dispatch({ type: 'set', state: { ...state, currentTimuId: first?.timuId ?? null } });
    } else if (entry.bookNo) revealed.current = true;
  }, [lessons, qr.data, entry.bookNo]);

  useEffect(() => {
    if (loggedIn && book.data) void saveBrowse(book.data.bkInfo.bookNo);
  }, [loggedIn, book.data]);

  const serverPosition = progress.data?.items.find((p) => p.timuId === current?.timuId)?.position;
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

  if (failure) {
    return (
      <PageStatus
        title="获取书籍信息失败"
        description={failure.message}
        actionText="重试"
        onAction={() => void (book.isError ? book.refetch() : qr.refetch())}
        secondaryText="返回"
        onSecondary={goBack}
      />
    );
  }
  if (!entry.bookNo && !entry.code) return <SampleChoice />;
  if (bookMissing && codeBooks && codeBooks.length > 1) {
    return (
      <>
        <PageStatus art="empty" title="请选择图书" description={`“${entry.bookNo ?? ''}”对应多本图书`} />
        <Suspense fallback={null}>
          <BookChoicePopup
            title="请选择图书"
            hint="这个码对应多本图书，请按书名选择"
            choices={codeBooks.map((b) => ({ key: b.bookNo, cover: b.pictureV, title: b.title }))}
            onPick={(no) =>
              void navigate(`${PAGES.bookDetails.path}?bookNo=${encodeURIComponent(no)}`, { replace: true })
            }
            onCancel={goBack}
          />
        </Suspense>
      </>
    );
  }
  if (!book.data) return <PageLoading />;

  const { bkInfo } = book.data;
  const onTap = (node: LessonNode, depth: number, path: number[]) => {
    const out = tapNode(tree, node, depth, path);
    dispatch({ type: 'tap', state: out.state });
    if (out.toast) toast(out.toast);
  };
  const onPlay = (item: Timu) => {
    recordHit(item.timuId, item.type);
    if (isAudio(item)) {
      void navigate(
        `${PAGES.musicPlayer.path}?bookNo=${encodeURIComponent(bkInfo.bookNo)}&timuId=${item.timuId}`,
      );
      return;
    }
    dispatch({ type: 'play', timuId: item.timuId });
    mediaRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const openAd = (ad: PopupAdItem) => {
    recordHit(ad.id, 'ad');
    if (isInAppPath(ad.urlAddress)) void navigate(ad.urlAddress);
    else if (ad.qrId !== null) setAdQrId(ad.qrId);
  };

  // The contact popup: the prompt, else one opened from the pop-up ad.
  const promptQr = contact.qr;
  const adPopupQr = adQrId !== null ? (adQr.data ?? null) : null;
  const videoHeight = `${Math.round(height * 0.48)}px`;
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <div
          ref={mediaRef}
          className={styles.media}
          style={current && !isAudio(current) ? { height: videoHeight } : undefined}
        >
          {current && !isAudio(current) ? (
            <VideoPlayer
              key={current.timuId}
              src={current.path}
              poster={current.cover || bkInfo.pictureV}
              title={current.title}
              startAt={playback.startAt}
              report={report}
              autoPlay
              height={videoHeight}
              blocked={contact.blocking}
            />
          ) : current ? (
            <div className={styles.audioBox}>
              <AudioPlayer
                key={current.timuId}
                src={current.path}
                title={current.title}
                cover={current.cover || bkInfo.pictureV}
                startAt={playback.startAt}
                report={playback.report}
              />
            </div>
          ) : (
            <div className={styles.coverBox}>
              <img src={bkInfo.pictureV} alt={bkInfo.title} className={styles.cover} />
            </div>
          )}
        </div>

        <section className={styles.head}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{bkInfo.title}</h1>
            <button
              type="button"
              className={`${styles.favorite} ${favorite.exists ? styles.favoriteOn : ''}`}
              aria-pressed={favorite.exists}
              disabled={favorite.toggle.isPending}
              onClick={() => {
                if (requireLogin()) favorite.toggle.mutate(!favorite.exists);
              }}
            >
              <StarIcon size={18} />
              {favorite.exists ? '已收藏' : '收藏'}
            </button>
          </div>
          {current ? <p className={styles.nowPlaying}>正在播放：{current.title}</p> : null}
          {bkInfo.subTitle ? <p className={styles.subTitle}>{bkInfo.subTitle}</p> : null}
        </section>

        {!tablet && ads.data?.top.length ? (
          <AdCarousel ads={ads.data.top} onOpen={openAd} label="广告位一" />
        ) : !tablet && ads.isLoading ? (
          // Holds the ad's place while it loads, so the lessons below do not jump when it comes.
          <div className={`${styles.ads} ${styles.adsPending}`} aria-busy="true" />
        ) : null}

        <section className={styles.info}>
          <div className={styles.tags}>
            <span className={styles.tag}>{bkInfo.subject}</span>
            {bkInfo.bookarea ? <span className={styles.tag}>{bkInfo.bookarea}</span> : null}
            <span className={styles.tag}>
              {bkInfo.grade}
              {bkInfo.cebie}
            </span>
          </div>
          <dl className={styles.counters}>
            <div>
              <dt>书号</dt>
              <dd>{bkInfo.bookNo}</dd>
            </div>
            <div>
              <dt>课时</dt>
              <dd>{bkInfo.countLesson}</dd>
            </div>
            <div>
              <dt>播放量</dt>
              <dd>{bkInfo.hitsVideo}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.catalogue}>
          <h2 className={styles.catalogueTitle}>目录</h2>
          <div
            className={styles.treeScroll}
            data-testid="lesson-scroll"
            style={{ maxHeight: `${Math.round(height * 0.44)}px` }}
          >
            {book.data.lessonList.length > 0 ? (
              <LessonTree nodes={book.data.lessonList} state={tree} onTap={onTap} onPlay={onPlay} />
            ) : (
              <p className={styles.noLessons}>本书暂无课程目录</p>
            )}
          </div>
        </section>

        {!tablet && ads.data?.bottom.length ? (
          <AdCarousel ads={ads.data.bottom} onOpen={openAd} label="广告位二" />
        ) : null}
      </div>
      <PopupAd
        ad={contact.holdsOthers ? undefined : popupAds.data?.[0]}
        page="bookDetails"
        subject={subjectId}
        onOpen={openAd}
      />
      <Suspense fallback={null}>
        {promptQr ? (
          <ContactPopup
            key={`prompt-${promptQr.qrId}`}
            qr={promptQr}
            visible
            closable={promptQr.canClose}
            check={() => checkUserWeCom(promptQr.qrId)}
            onJoined={contact.joined}
            onClose={contact.close}
            onQrTap={() => recordHit(promptQr.qrId, 'openQr')}
          />
        ) : adPopupQr ? (
          <ContactPopup
            key={`ad-${adPopupQr.qrId}`}
            qr={adPopupQr}
            visible
            closable
            beforeVerify={requireLogin}
            check={() => checkUserWeCom(adPopupQr.qrId)}
            onJoined={() => {
              contact.joined();
              setAdQrId(null);
            }}
            onClose={() => setAdQrId(null)}
            onQrTap={() => recordHit(adPopupQr.qrId, 'openQr')}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

/** Opened without a book: offer the two sample lessons (spec section 9), the video and the audio one. */
function SampleChoice() {
  const navigate = useNavigate();
  const video = useQrcodeInfo(SAMPLE_LESSON_VIDEO, 's');
  const audio = useQrcodeInfo(SAMPLE_LESSON_AUDIO, 't');
  const samples = [
    { query: video, kind: 's', code: SAMPLE_LESSON_VIDEO, tag: '视频' },
    { query: audio, kind: 't', code: SAMPLE_LESSON_AUDIO, tag: '音频' },
  ];
  return (
    <>
      <PageStatus art="empty" title="请选择要学习的课程" />
      <Suspense fallback={null}>
        <BookChoicePopup
          title="请选择要学习的课程"
          hint="没有指定图书，先试试这两节课吧"
          loading={video.isPending || audio.isPending}
          failed={video.isError && audio.isError}
          onRetry={() => {
            void video.refetch();
            void audio.refetch();
          }}
          choices={samples.flatMap(({ query, kind, code, tag }) =>
            query.data
              ? [
                  {
                    key: `${kind}=${code}`,
                    cover: query.data.bkInfo.pictureV,
                    title: query.data.bkInfo.title,
                    detail: query.data.lesson.title,
                    tag,
                  },
                ]
              : [],
          )}
          onPick={(key) => void navigate(`${PAGES.bookDetails.path}?${key}`, { replace: true })}
          onCancel={() => void navigate(PAGES.home.path, { replace: true })}
        />
      </Suspense>
    </>
  );
}

function PhoneRotateIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 48 48" fill="none" aria-hidden="true">
      <rect x="15" y="6" width="18" height="32" rx="3" stroke="currentColor" strokeWidth="2.4" />
      <path d="M21 33h6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      <path
        d="M8 26a16 16 0 0 0 10 14m-3 2 3-2-2-3"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function AdCarousel({
  ads,
  onOpen,
  label,
}: {
  ads: PopupAdItem[];
  onOpen: (ad: PopupAdItem) => void;
  label: string;
}) {
  return (
    <Carousel
      className={styles.ads}
      items={ads}
      itemKey={(ad) => ad.id}
      intervalMs={Timing.bannerInterval}
      label={label}
      renderItem={(ad) => (
        <button type="button" className={styles.adItem} onClick={() => onOpen(ad)}>
          <img src={ad.icon} alt={ad.name} />
        </button>
      )}
    />
  );
}
