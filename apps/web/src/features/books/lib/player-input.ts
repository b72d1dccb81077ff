import { PLAYER_VOLUME_STEP, Timing } from '@jc/contract';
import { seekTargetForKey } from '@/lib/seek-keys';

/**
 * The players' taps and keys (spec section 9, "Player": double-click window about 300 ms, seek step 5 s,
 * volume step 5 %; docs/books.md, "Player details").
 */
export const DOUBLE_TAP_MS = Timing.playerDoubleTap;
export const VOLUME_STEP = PLAYER_VOLUME_STEP;

export interface TapSorter {
  /** A tap on the video. */
  tap: () => void;
  /** Forgets a tap waiting for its second (the player goes away). */
  cancel: () => void;
}

/**
 * Tells a single tap from a double tap: a tap waits `windowMs` for a second one; a second within the
 * window is a double tap (and the first does nothing), else the first is a single tap once the window
 * has passed. A third tap starts over.
 */
export function createTapSorter({
  onSingle,
  onDouble,
  windowMs = DOUBLE_TAP_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (id) => clearTimeout(id),
}: {
  onSingle: () => void;
  onDouble: () => void;
  windowMs?: number;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (id: ReturnType<typeof setTimeout>) => void;
}): TapSorter {
  let pending: ReturnType<typeof setTimeout> | null = null;
  return {
    tap() {
      if (pending !== null) {
        clearTimer(pending);
        pending = null;
        onDouble();
        return;
      }
      pending = setTimer(() => {
        pending = null;
        onSingle();
      }, windowMs);
    },
    cancel() {
      if (pending !== null) clearTimer(pending);
      pending = null;
    },
  };
}

/** The volume (0 to 1) a key sets from `volume`: ↑ 5 % louder, ↓ 5 % softer; null for other keys. */
export function volumeForKey(key: string, volume: number): number | null {
  const by = key === 'ArrowUp' ? VOLUME_STEP : key === 'ArrowDown' ? -VOLUME_STEP : null;
  if (by === null) return null;
  // In whole percent: 0.1 + 0.05 steps must not drift to 0.15000000000000002.
  const percent = Math.round((volume + by) * 100);
  return Math.min(100, Math.max(0, percent)) / 100;
}

export type PlayerKeyAction = { kind: 'volume'; to: number } | { kind: 'seek'; to: number };

/**
 * What an arrow key does on a player (not on its seek bar, which keeps a slider's keys): ↑/↓ change
 * the volume by 5 %, ←/→ seek by 5 s. Null for any other key.
 */
export function playerKeyAction(
  key: string,
  media: { volume: number; currentTime: number; duration: number },
): PlayerKeyAction | null {
  const volume = volumeForKey(key, media.volume);
  if (volume !== null) return { kind: 'volume', to: volume };
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const max = Number.isFinite(media.duration) && media.duration > 0 ? media.duration : 0;
  if (max === 0) return null;
  const to = seekTargetForKey(key, media.currentTime, max);
  return to === null ? null : { kind: 'seek', to };
}

/** The volume as the player shows it for a moment: 音量 55%. */
export const volumeLabel = (volume: number) => `音量 ${Math.round(volume * 100)}%`;
