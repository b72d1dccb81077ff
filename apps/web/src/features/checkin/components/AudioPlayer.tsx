import { useEffect, useRef, useState } from 'react';
import { seekTargetForKey, seekValueText } from '@/lib/seek-keys';
import { clock } from '../lib/checkin-logic';
import styles from './PostCard.module.css';

/**
 * A small player for a check-in's recording: one round play/pause button, a bar to seek and the times.
 * Only one plays at a time on a page (starting one pauses the others).
 */
export function AudioPlayer({ src, label = '录音' }: { src: string; label?: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  // Recordings from MediaRecorder (WebM) carry no duration: seeking far past the end makes the
  // browser read the whole file and learn it; then back to the start.
  const probing = useRef(false);

  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    const onOther = (event: Event) => {
      if (event.target !== el && event.target instanceof HTMLAudioElement) el.pause();
    };
    document.addEventListener('play', onOther, true);
    return () => document.removeEventListener('play', onOther, true);
  }, []);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => setPlaying(false));
    else el.pause();
  };
  const total = Number.isFinite(duration) ? duration : 0;
  const seekTo = (to: number) => {
    const el = audio.current;
    if (el) el.currentTime = to;
    setTime(to);
  };

  return (
    <div className={styles.player}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => {
          if (!probing.current) setTime(e.currentTarget.currentTime);
        }}
        onLoadedMetadata={(e) => {
          const el = e.currentTarget;
          if (Number.isFinite(el.duration)) setDuration(el.duration);
          else {
            probing.current = true;
            el.currentTime = 1e101;
          }
        }}
        onDurationChange={(e) => {
          const el = e.currentTarget;
          if (!Number.isFinite(el.duration)) return;
          setDuration(el.duration);
          if (probing.current) {
            probing.current = false;
            el.currentTime = 0;
          }
        }}
      />
      <button
        type="button"
        className={styles.playButton}
        aria-label={playing ? `暂停${label}` : `播放${label}`}
        onClick={(e) => {
          e.stopPropagation();
          toggle();
        }}
      >
        {playing ? (
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
            <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
          </svg>
        ) : (
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
        )}
      </button>
      <input
        className={styles.seek}
        type="range"
        min={0}
        max={total || 1}
        step={0.1}
        value={Math.min(time, total || 1)}
        aria-label="播放进度"
        aria-valuetext={seekValueText(time, total)}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => seekTo(Number(e.target.value))}
        onKeyDown={(e) => {
          const to = seekTargetForKey(e.key, time, total);
          if (to === null) return;
          e.preventDefault();
          e.stopPropagation();
          seekTo(to);
        }}
      />
      <span className={styles.times}>
        {clock(time)} / {clock(total)}
      </span>
    </div>
  );
}
