import { PLAYER_SEEK_STEP_S } from '@jc/contract';

/**
 * The keyboard map of every player's seek bar (docs/accessibility.md): the arrows skip 5 s, Page
 * Up/Down 30 s, Home/End go to the start and the end. The range's own step (0.1 s) is for dragging; an
 * arrow moving 0.1 s would be useless to a keyboard or switch user.
 */
export const SEEK_KEY_STEP = PLAYER_SEEK_STEP_S;
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

/** Where a key moves a seek bar at `current` of `max` seconds, or null for a key it does not handle. */
export function seekTargetForKey(key: string, current: number, max: number): number | null {
  const by = KEY_STEPS[key];
  const to = key === 'Home' ? 0 : key === 'End' ? max : by === undefined ? null : current + by;
  return to === null ? null : Math.min(max, Math.max(0, to));
}

/** A time as a screen reader should say it, to the nearest second: 65.4 → 1分5秒. */
export function spokenTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}分${s % 60}秒` : `${s}秒`;
}

/** The seek bar's aria-valuetext: the time played and the length, in words. */
export const seekValueText = (current: number, max: number) =>
  `已播放${spokenTime(current)}，共${spokenTime(max)}`;
