import { lazy, Suspense, type Ref } from 'react';
import type { Timu } from '@jc/contract';
import { isAudio } from '../../lib/lesson-tree';
import type { PlaybackReport } from '../../hooks/use-progress';
import styles from '../../pages/BookDetailPage.module.css';
import { Picture } from '@/components/Picture/Picture';

export interface BookMediaProps {
  ref: Ref<HTMLDivElement>;
  /** The item in the media area, or null for the book's cover. */
  current: Timu | null;
  cover: string;
  bookTitle: string;
  /** The video's height (48% of the window). */
  videoHeight: string;
  startAt: number;
  /** The video's report (store and contact prompt); the audio's (store only). */
  videoReport: PlaybackReport;
  audioReport: PlaybackReport;
  /** The contact prompt holds the video. */
  blocked: boolean;
}

// The players load when an item is chosen: the page opens on the book's cover, and its first screen
// stays under the 150 KB budget (docs/first-screens.md, "Bundle").
const VideoPlayer = lazy(() => import('../player/VideoPlayer').then((m) => ({ default: m.VideoPlayer })));
const AudioPlayer = lazy(() => import('../player/AudioPlayer').then((m) => ({ default: m.AudioPlayer })));

/** The media area at the top of 播放详情: the current video or audio, else the book's cover. */
export function BookMedia(props: BookMediaProps) {
  const { ref, current, cover, videoHeight } = props;
  const video = current && !isAudio(current) ? current : null;
  return (
    <div ref={ref} className={styles.media} style={video ? { height: videoHeight } : undefined}>
      <Suspense
        fallback={
          // The video's box keeps its height meanwhile; an audio item shows its cover.
          video ? null : (
            <div className={styles.coverBox}>
              <Picture src={current?.cover || cover || undefined} alt="" className={styles.cover} />
            </div>
          )
        }
      >
        {video ? (
          <VideoPlayer
            key={video.timuId}
            src={video.path}
            poster={video.cover || cover}
            title={video.title}
            startAt={props.startAt}
            report={props.videoReport}
            autoPlay
            height={videoHeight}
            blocked={props.blocked}
          />
        ) : current ? (
          <div className={styles.audioBox}>
            <AudioPlayer
              key={current.timuId}
              src={current.path}
              title={current.title}
              cover={current.cover || cover}
              startAt={props.startAt}
              report={props.audioReport}
            />
          </div>
        ) : (
          <div className={styles.coverBox}>
            {/* The largest paint of the page: sized (as the CSS draws it) and asked for first. */}
            {/* A book without a cover yet (an operator's new book) has no src rather than an empty one. */}
            <Picture
              src={cover || undefined}
              alt={props.bookTitle}
              width={150}
              height={200}
              fetchPriority="high"
              className={styles.cover}
            />
          </div>
        )}
      </Suspense>
    </div>
  );
}
