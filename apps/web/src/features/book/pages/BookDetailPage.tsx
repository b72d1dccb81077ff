import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Swiper } from 'antd-mobile';
import { PAGES, TABLET_MIN_WIDTH, Timing, type LessonNode, type PopupAd, type Timu } from '@jc/contract';
import { StarIcon } from '../../../components/icons';
import { PageLoading, PageStatus } from '../../../components/PageStatus';
import { isApiError } from '../../../lib/api-client';
import { recordHit } from '../../../lib/hits';
import { requireLogin } from '../../../lib/login-gate';
import { isInAppPath } from '../../../lib/navigation';
import { useIsLoggedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { saveBrowse, useBook, useBookProgress, useFavorite, useQrcodeInfo, useVideoAds } from '../api/book';
import { LessonTree } from '../components/LessonTree';
import { AudioPlayer } from '../components/player/AudioPlayer';
import { VideoPlayer } from '../components/player/VideoPlayer';
import { useGoBack } from '../hooks/use-go-back';
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
 * two ad carousels (phones only) and the catalogue as the lesson tree.
 */
export default function BookDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const loggedIn = useIsLoggedIn();
  const { width, height } = useWindowSize();
  const tablet = width >= TABLET_MIN_WIDTH;
  const entry = readEntry(params);
  const qr = useQrcodeInfo(entry.bookNo ? null : entry.code, entry.kind);
  const bookNo = entry.bookNo ?? qr.data?.bkInfo.bookNo ?? null;
  const book = useBook(bookNo);
  const progress = useBookProgress(bookNo, loggedIn);
  const favorite = useFavorite(bookNo, loggedIn);
  const ads = useVideoAds(book.data?.bkInfo.subjectId, !tablet);
  const [tree, dispatch] = useReducer(pageReducer, initialTreeState);
  const mediaRef = useRef<HTMLDivElement>(null);

  const lessons = book.data?.lessonList;
  const items = useMemo(() => (lessons ? allItems(lessons) : []), [lessons]);
  const current = items.find((t) => t.timuId === tree.currentTimuId) ?? null;

  // An unsuccessful book answer: the client toasted the message; go back after 1 s.
  const failure = book.error ?? qr.error;
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
  if (!entry.bookNo && !entry.code) {
    return (
      <PageStatus
        art="empty"
        title="没有指定图书"
        actionText="返回首页"
        onAction={() => void navigate(PAGES.home.path)}
      />
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
  const openAd = (ad: PopupAd) => {
    if (isInAppPath(ad.urlAddress)) void navigate(ad.urlAddress);
  };

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
              report={playback.report}
              autoPlay
              height={videoHeight}
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
          <div className={styles.treeScroll} style={{ maxHeight: `${Math.round(height * 0.44)}px` }}>
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
      <div className={styles.landscape} role="alert">
        请退出并以竖屏模式进入
      </div>
    </div>
  );
}

function AdCarousel({
  ads,
  onOpen,
  label,
}: {
  ads: PopupAd[];
  onOpen: (ad: PopupAd) => void;
  label: string;
}) {
  return (
    <div className={styles.ads} aria-label={label} data-testid="ad-carousel">
      <Swiper autoplay={ads.length > 1} autoplayInterval={Timing.bannerInterval} loop={ads.length > 1}>
        {ads.map((ad) => (
          <Swiper.Item key={ad.id}>
            <button type="button" className={styles.adItem} onClick={() => onOpen(ad)}>
              <img src={ad.icon} alt={ad.name} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
