/** Custom audio player rules (spec section 4, "Audio player"; section 2, "Other components"). */
import { AUDIO_SPEEDS } from '../constants.js';

export const DEFAULT_AUDIO_SPEED = 1.0;

/** 0.5 → 1.0 → 1.5 → 2.0 → 0.5; anything else (unknown, NaN) → 1.0. */
export function nextSpeed(current: number): number {
  const i = AUDIO_SPEEDS.findIndex((speed) => Math.abs(speed - current) < 1e-9);
  if (i < 0) return DEFAULT_AUDIO_SPEED;
  return AUDIO_SPEEDS[(i + 1) % AUDIO_SPEEDS.length] ?? DEFAULT_AUDIO_SPEED;
}

const seconds = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (whole: number) => `${pad(Math.floor(whole / 60))} : ${pad(whole % 60)}`;

/** 'mm : ss' of a position, whole seconds rounded down; negatives, NaN and infinities show '00 : 00'. */
export function formatClock(sec: number): string {
  return clock(Math.floor(seconds(sec)));
}

/**
 * '-mm : ss' of the time left, rounded up so the countdown reads '-00 : 00' only at the very end.
 * Invalid inputs count as 0; a position past the end shows '-00 : 00'. When playback ends the player
 * resets its label to formatClock(0), i.e. '00 : 00'.
 */
export function formatRemaining(durationSec: number, currentSec: number): string {
  const left = Math.max(0, seconds(durationSec) - seconds(currentSec));
  return `-${clock(Math.max(0, Math.ceil(left - 1e-9)))}`;
}
