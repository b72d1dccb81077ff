import { useEffect, useReducer, useRef, useState } from 'react';
import { formatClock, Timing } from '@jc/contract';
import { toast } from '@/lib/toast';
import type { PlaybackReport } from '../../hooks/use-progress';
import { PlayToggle, SeekSlider } from './controls';
import { PlayGlyph } from './glyphs';
import { createTapSorter, type TapSorter } from '../../lib/player-input';
import { usePlayerKeys } from './use-player-keys';
import { initialVideoState, VIDEO_CONTROLS_HIDE_MS, VIDEO_ERROR_WAIT_MS, videoReducer } from './player-state';
import styles from './Player.module.css';

export const VIDEO_EMPTY_MSG = '视频地址为空';
export const VIDEO_FAILED_MSG = '视频加载失败，点击刷新';

export interface VideoPlayerProps {
  src: string;
  poster?: string;
  title?: string;
  startAt?: number;
  autoPlay?: boolean;
  report?: PlaybackReport;
  /** Height of the player box (CSS), e.g. `48vh`. */
  height?: string;
  /**
   * While true the video is paused and cannot start (a prompt covers it); when it turns false again,
   * a video that was playing when it was blocked resumes.
   */
  blocked?: boolean;
}

/**
 * The video player: a native <video> with custom controls (play/pause, time, slider, fullscreen) that
 * hide 3.5 s after the last touch while playing; a spinner while loading; on a load error it waits 3 s,
 * then offers 视频加载失败，点击刷新 and reloads on tap. Without a source it toasts 视频地址为空.
 * A tap on the picture plays or pauses once the 300 ms double-tap window has passed; a double tap
 * toggles full screen. On its controls the arrows seek by 5 s (←/→) and set the volume by 5 % (↑/↓).
 */
export function VideoPlayer({
  src,
  poster,
  title,
  startAt = 0,
  autoPlay = false,
  report,
  height,
  blocked = false,
}: VideoPlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, dispatch] = useReducer(videoReducer, initialVideoState);
  // Every touch restarts the 3.5 s before the controls hide.
  const [touches, setTouches] = useState(0);
  const reportRef = useRef(report);
  const startRef = useRef(startAt);
  useEffect(() => {
    reportRef.current = report;
    startRef.current = startAt;
  });

  useEffect(() => {
    if (!src) toast(VIDEO_EMPTY_MSG, 'text', Timing.playerToastDuration);
  }, [src]);

  // Hide the controls 3.5 s after they show while playing; not while a keyboard or switch is on one of
  // them (its focus ring shows: :focus-visible), or the control in use would vanish under it.
  useEffect(() => {
    if (!state.controlsVisible || state.status !== 'playing') return;
    const timer = setTimeout(() => {
      if (!boxRef.current?.querySelector(':focus-visible')) dispatch({ type: 'hideControls' });
    }, VIDEO_CONTROLS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [state.controlsVisible, state.status, touches]);

  // On an error, wait 3 s before offering the refresh.
  useEffect(() => {
    if (state.status !== 'error') return;
    const timer = setTimeout(() => dispatch({ type: 'showError' }), VIDEO_ERROR_WAIT_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  useEffect(() => {
    const onChange = () =>
      dispatch({ type: 'fullscreen', on: document.fullscreenElement === boxRef.current });
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Pause (and so save) when the page is hidden; save when the player goes away.
  useEffect(() => {
    const video = videoRef.current;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') video?.pause();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onVisibility);
      if (video && video.currentTime > 0) reportRef.current?.onStop(video.currentTime, video.duration);
      video?.pause();
    };
  }, [src]);

  // The duration is known: show it, and go to the resume position.
  const metadataArrived = (el: HTMLVideoElement) => {
    dispatch({ type: 'duration', duration: el.duration });
    const at = startRef.current;
    if (at > 0 && at < el.duration) el.currentTime = at;
    if (el.paused) dispatch({ type: 'paused' });
  };

  // The element starts loading as soon as React creates it, and React drops the events an element
  // fires before it is committed (a render after a lazy chunk or a Suspense retry runs in slices, so a
  // fast failure or fast metadata can come first): catch up with what already happened.
  useEffect(() => {
    const el = videoRef.current;
    if (!el || !src) return;
    if (el.error) dispatch({ type: 'error' });
    else if (el.readyState >= HTMLMediaElement.HAVE_METADATA) metadataArrived(el);
    // Only what happened before this source's element was committed; later events arrive as usual.
  }, [src]);

  // A prompt pauses the video; it resumes when the prompt is done, if it was playing.
  const blockedRef = useRef(blocked);
  const resumeAfterBlock = useRef(false);
  useEffect(() => {
    blockedRef.current = blocked;
    const el = videoRef.current;
    if (!el) return;
    if (blocked) {
      resumeAfterBlock.current = !el.paused || (autoPlay && el.currentTime === 0);
      el.pause();
    } else if (resumeAfterBlock.current) {
      resumeAfterBlock.current = false;
      el.play().catch(() => dispatch({ type: 'paused' }));
    }
  }, [blocked, autoPlay]);

  const video = () => videoRef.current;
  const toggle = () => {
    if (blockedRef.current) return;
    const el = video();
    if (!el || !src) {
      if (!src) toast(VIDEO_EMPTY_MSG, 'text', Timing.playerToastDuration);
      return;
    }
    dispatch({ type: 'touch' });
    if (el.paused) el.play().catch(() => dispatch({ type: 'paused' }));
    else el.pause();
  };
  const retry = () => {
    const el = video();
    dispatch({ type: 'retry' });
    if (!el) return;
    el.load();
    el.play().catch(() => undefined);
  };
  const fullscreen = () => {
    const box = boxRef.current;
    const el = video() as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (box?.requestFullscreen) box.requestFullscreen().catch(() => el?.webkitEnterFullscreen?.());
    else el?.webkitEnterFullscreen?.();
  };

  // The tap sorter lives as long as the player; it calls the latest toggle and fullscreen.
  const handlers = useRef({ toggle, fullscreen });
  useEffect(() => {
    handlers.current = { toggle, fullscreen };
  });
  const taps = useRef<TapSorter | null>(null);
  useEffect(() => {
    const sorter = createTapSorter({
      onSingle: () => handlers.current.toggle(),
      onDouble: () => handlers.current.fullscreen(),
    });
    taps.current = sorter;
    return () => sorter.cancel();
  }, []);
  const keys = usePlayerKeys(video, (to) => {
    dispatch({ type: 'time', current: to });
    dispatch({ type: 'touch' });
  });

  const wake = () => {
    dispatch({ type: 'touch' });
    setTouches((n) => n + 1);
  };

  const playing = state.status === 'playing';
  const max = state.duration || 0;
  return (
    <div
      ref={boxRef}
      className={`${styles.video} ${state.fullscreen ? styles.videoFull : ''}`}
      style={height ? { height } : undefined}
      data-testid="video-player"
      // A touch, a key or the focus coming in shows the controls and restarts their 3.5 s; the focus
      // leaving restarts it too (the controls stay while a focus ring is on them).
      onPointerDown={wake}
      onKeyDown={(event) => {
        wake();
        keys.onKeyDown(event);
      }}
      onFocus={wake}
      onBlur={wake}
    >
      <video
        ref={videoRef}
        className={styles.videoEl}
        src={src || undefined}
        poster={poster || undefined}
        playsInline
        preload="metadata"
        autoPlay={autoPlay && !!src && !blocked}
        aria-label={title}
        onClick={() => taps.current?.tap()}
        onLoadStart={() => dispatch({ type: 'loading' })}
        onWaiting={() => dispatch({ type: 'loading' })}
        onLoadedMetadata={(event) => metadataArrived(event.currentTarget)}
        onCanPlay={(event) => {
          if (event.currentTarget.paused) dispatch({ type: 'paused' });
        }}
        onPlaying={(event) => {
          if (blockedRef.current) {
            event.currentTarget.pause();
            return;
          }
          dispatch({ type: 'playing' });
        }}
        onPause={(event) => {
          const el = event.currentTarget;
          dispatch({ type: 'paused' });
          reportRef.current?.onStop(el.currentTime, el.duration);
        }}
        onEnded={(event) =>
          reportRef.current?.onStop(event.currentTarget.duration, event.currentTarget.duration)
        }
        onTimeUpdate={(event) => {
          const el = event.currentTarget;
          dispatch({ type: 'time', current: el.currentTime });
          if (!el.paused) reportRef.current?.onTime(el.currentTime, el.duration);
        }}
        onError={() => dispatch({ type: 'error' })}
      />
      {keys.volumeNote}
      {state.status === 'loading' && src ? (
        <div className={styles.videoCenter} aria-label="加载中" role="status">
          <span className={styles.spinner} />
        </div>
      ) : null}
      {!src ? <div className={styles.videoMessage}>{VIDEO_EMPTY_MSG}</div> : null}
      {state.errorShown ? (
        <button type="button" className={styles.videoMessage} onClick={retry}>
          {VIDEO_FAILED_MSG}
        </button>
      ) : null}
      {src && !state.errorShown && state.status !== 'loading' && !playing ? (
        <button type="button" className={styles.bigPlay} aria-label="播放视频" onClick={toggle}>
          <PlayGlyph size={30} />
        </button>
      ) : null}
      {src && !state.errorShown ? (
        <div
          className={`${styles.controls} ${state.controlsVisible ? '' : styles.controlsHidden}`}
          data-testid="video-controls"
          // Faded out, not hidden: the controls stay in the tab order and a screen reader's reach
          // (aria-hidden over focusable controls would hide the one in use).
          data-faded={!state.controlsVisible}
        >
          <PlayToggle playing={playing} onToggle={toggle} className={styles.ctrlButton} glyphSize={18} />
          <span className={styles.ctrlTime} data-testid="video-time">
            {formatClock(state.current)}
          </span>
          <SeekSlider
            label="视频进度"
            media={video}
            current={state.current}
            max={max}
            onSeek={() => dispatch({ type: 'touch' })}
          />
          <span className={styles.ctrlTime}>{formatClock(max)}</span>
          <button
            type="button"
            className={styles.ctrlButton}
            aria-label={state.fullscreen ? '退出全屏' : '全屏'}
            onClick={fullscreen}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d={
                  state.fullscreen
                    ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
                    : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
                }
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
