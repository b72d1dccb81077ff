import { useEffect, useReducer, useRef } from 'react';
import type { PlaybackReport } from '../../hooks/use-progress';
import { audioReducer, audioTimeLabel, initialAudioState, speedLabel } from './player-state';
import { PlayToggle, SeekSlider } from './controls';
import { usePlayerKeys } from './use-player-keys';
import styles from './Player.module.css';
import { Picture } from '@/components/Picture/Picture';

export interface AudioPlayerProps {
  src: string;
  title: string;
  cover?: string;
  /** Seconds to start from (resume). */
  startAt?: number;
  autoPlay?: boolean;
  report?: PlaybackReport;
  onEnded?: () => void;
  /** `card` inside a page, `large` on the music player page. */
  variant?: 'card' | 'large';
}

/**
 * The custom audio player: play/pause, a slider, the remaining time as `-mm : ss`, and the speed
 * toggle 0.5 → 1.0 → 1.5 → 2.0 → 0.5 that resumes playback after each change. At the end it pauses,
 * seeks to 0 and reads 00 : 00. Leaving or hiding the page pauses it and saves the position; unmounting
 * tears the element down.
 */
export function AudioPlayer({
  src,
  title,
  cover,
  startAt = 0,
  autoPlay = false,
  report,
  onEnded,
  variant = 'card',
}: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, dispatch] = useReducer(audioReducer, initialAudioState);
  const reportRef = useRef(report);
  const onEndedRef = useRef(onEnded);
  const startRef = useRef(startAt);
  useEffect(() => {
    reportRef.current = report;
    onEndedRef.current = onEnded;
    startRef.current = startAt;
  });

  // A new source starts over (keeping the chosen speed), at the resume position.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!src) {
      console.error('[audio] source cannot be empty');
      return;
    }
    dispatch({ type: 'reset' });
    audio.src = src;
    // The resume position as known when the metadata arrives.
    const seek = () => {
      const at = startRef.current;
      if (at > 0 && at < (audio.duration || Infinity)) audio.currentTime = at;
    };
    audio.addEventListener('loadedmetadata', seek, { once: true });
    if (autoPlay) audio.play().catch(() => dispatch({ type: 'pause' }));
    return () => {
      audio.removeEventListener('loadedmetadata', seek);
      if (!audio.paused || audio.currentTime > 0)
        reportRef.current?.onStop(audio.currentTime, audio.duration);
      audio.pause();
    };
  }, [src, autoPlay]);

  // Tear down on unmount; pause and save when the page is hidden.
  useEffect(() => {
    const audio = audioRef.current;
    const hide = () => {
      if (!audio || audio.paused) return;
      audio.pause();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', hide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hide);
      if (audio) {
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
      }
    };
  }, []);

  const audio = () => audioRef.current;
  const toggle = () => {
    const el = audio();
    if (!el || !src) return;
    if (el.paused) el.play().catch(() => dispatch({ type: 'pause' }));
    else el.pause();
  };
  const cycleSpeed = () => {
    const el = audio();
    dispatch({ type: 'speed' });
    if (!el || !src) return;
    // The reducer computes the same next speed; the element follows, then playback resumes.
    const next = audioReducer(state, { type: 'speed' }).speed;
    el.playbackRate = next;
    el.play().catch(() => dispatch({ type: 'pause' }));
  };

  const keys = usePlayerKeys(audio, (to) => dispatch({ type: 'seek', to }));

  const playing = state.status === 'playing';
  const max = state.duration || 0;
  return (
    // The arrows on its controls seek by 5 s and set the volume by 5 % (keys bubble from the buttons).
    <div
      className={`${styles.audio} ${variant === 'large' ? styles.audioLarge : ''}`}
      data-testid="audio-player"
      onKeyDown={keys.onKeyDown}
    >
      {keys.volumeNote}
      {variant === 'large' ? (
        <div className={`${styles.disc} ${playing ? styles.spinning : ''}`}>
          {cover ? <Picture src={cover} alt="" /> : null}
        </div>
      ) : (
        <div className={styles.audioHead}>
          {cover ? <Picture src={cover} alt="" className={styles.audioCover} /> : null}
          <div className={styles.audioTitle}>{title}</div>
        </div>
      )}
      {variant === 'large' ? <h2 className={styles.largeTitle}>{title}</h2> : null}
      <div className={styles.audioBar}>
        <PlayToggle playing={playing} onToggle={toggle} className={styles.playButton} />
        <SeekSlider
          label="播放进度"
          media={audio}
          current={state.current}
          max={max}
          onSeek={(to) => dispatch({ type: 'seek', to })}
        />
        <span className={styles.time} data-testid="audio-time">
          {audioTimeLabel(state)}
        </span>
        {/* The name carries the speed shown (WCAG 2.5.3: a voice user says what is on the button). */}
        <button
          type="button"
          className={styles.speed}
          aria-label={`倍速 ${speedLabel(state.speed)}`}
          onClick={cycleSpeed}
        >
          {speedLabel(state.speed)}
        </button>
      </div>
      <audio
        ref={audioRef}
        preload="metadata"
        onPlay={() => dispatch({ type: 'play' })}
        onPause={() => {
          dispatch({ type: 'pause' });
          const el = audio();
          if (el && !el.ended) reportRef.current?.onStop(el.currentTime, el.duration);
        }}
        onTimeUpdate={(event) => {
          const el = event.currentTarget;
          dispatch({ type: 'time', current: el.currentTime });
          if (!el.paused) reportRef.current?.onTime(el.currentTime, el.duration);
        }}
        onLoadedMetadata={(event) => dispatch({ type: 'duration', duration: event.currentTarget.duration })}
        onDurationChange={(event) => dispatch({ type: 'duration', duration: event.currentTarget.duration })}
        onEnded={(event) => {
          const el = event.currentTarget;
          reportRef.current?.onStop(el.duration, el.duration);
          el.pause();
          el.currentTime = 0;
          dispatch({ type: 'ended' });
          onEndedRef.current?.();
        }}
      />
    </div>
  );
}
