import type { CSSProperties } from 'react';
import { PauseGlyph, PlayGlyph } from './glyphs';
import { seekTargetForKey, seekValueText } from '@/lib/seek-keys';
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

export { spokenTime } from '@/lib/seek-keys';

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
      aria-valuetext={seekValueText(current, max)}
      style={{ '--fill': `${max > 0 ? (current / max) * 100 : 0}%` } as CSSProperties}
      onChange={(event) => seek(Number(event.target.value))}
      onKeyDown={(event) => {
        const to = seekTargetForKey(event.key, current, max);
        if (to === null) return;
        event.preventDefault();
        seek(to);
      }}
    />
  );
}
