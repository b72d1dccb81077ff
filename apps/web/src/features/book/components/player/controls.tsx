import type { CSSProperties } from 'react';
import { PauseGlyph, PlayGlyph } from './glyphs';
import styles from './Player.module.css';

/** The play/pause button of both players: its name says what a tap does. */
export function PlayToggle({
  playing,
  onToggle,
  className,
  glyphSize,
}: {
  playing: boolean;
  onToggle: () => void;
  className?: string;
  glyphSize?: number;
}) {
  return (
    <button type="button" className={className} aria-label={playing ? '暂停' : '播放'} onClick={onToggle}>
      {playing ? <PauseGlyph size={glyphSize} /> : <PlayGlyph size={glyphSize} />}
    </button>
  );
}

/** Seconds an arrow key moves the seek bar (the range's own step, 0.1 s, is for dragging). */
export const SEEK_KEY_STEP = 5;
/** Seconds Page Up / Page Down move it. */
export const SEEK_PAGE_STEP = 30;

const KEY_STEPS: Record<string, number> = {
  ArrowRight: SEEK_KEY_STEP,
  ArrowUp: SEEK_KEY_STEP,
  ArrowLeft: -SEEK_KEY_STEP,
  ArrowDown: -SEEK_KEY_STEP,
  PageUp: SEEK_PAGE_STEP,
  PageDown: -SEEK_PAGE_STEP,
};

/** A time as a screen reader should say it, to the nearest second: 65.4 → 1分5秒. */
export function spokenTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}分${s % 60}秒` : `${s}秒`;
}

/**
 * The seek bar of both players: a range in seconds, filled up to the current time. Moving it moves the
 * media element, then tells the player (`onSeek`). By keyboard the arrows skip 5 s and Page Up/Down
 * 30 s, Home/End go to the start and the end; a screen reader hears the time in words.
 */
export function SeekSlider({
  label,
  media,
  current,
  max,
  onSeek,
}: {
  label: string;
  /** The audio or video element (null before it is mounted). */
  media: () => HTMLMediaElement | null;
  current: number;
  max: number;
  onSeek: (to: number) => void;
}) {
  const seek = (to: number) => {
    const el = media();
    if (el) el.currentTime = to;
    onSeek(to);
  };
  return (
    <input
      type="range"
      className={styles.slider}
      aria-label={label}
      min={0}
      max={max}
      step={0.1}
      value={Math.min(current, max)}
      aria-valuetext={`已播放${spokenTime(current)}，共${spokenTime(max)}`}
      style={{ '--fill': `${max > 0 ? (current / max) * 100 : 0}%` } as CSSProperties}
      onChange={(event) => seek(Number(event.target.value))}
      onKeyDown={(event) => {
        const by = KEY_STEPS[event.key];
        const to =
          event.key === 'Home' ? 0 : event.key === 'End' ? max : by === undefined ? null : current + by;
        if (to === null) return;
        event.preventDefault();
        seek(Math.min(max, Math.max(0, to)));
      }}
    />
  );
}
