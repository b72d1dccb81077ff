import { describe, expect, it, vi } from 'vitest';
import {
  createTapSorter,
  DOUBLE_TAP_MS,
  playerKeyAction,
  VOLUME_STEP,
  volumeForKey,
  volumeLabel,
} from './player-input';

describe('the double tap', () => {
  const sorter = () => {
    vi.useFakeTimers();
    const onSingle = vi.fn();
    const onDouble = vi.fn();
    return { onSingle, onDouble, taps: createTapSorter({ onSingle, onDouble }) };
  };

  it('is about 300 ms, as section 9 says', () => {
    expect(DOUBLE_TAP_MS).toBe(300);
  });

  it('a single tap acts once the 300 ms window has passed, not before', () => {
    const { onSingle, onDouble, taps } = sorter();
    taps.tap();
    vi.advanceTimersByTime(DOUBLE_TAP_MS - 1);
    expect(onSingle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSingle).toHaveBeenCalledOnce();
    expect(onDouble).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('a second tap inside the window is a double tap, and the first does nothing', () => {
    const { onSingle, onDouble, taps } = sorter();
    taps.tap();
    vi.advanceTimersByTime(DOUBLE_TAP_MS - 10);
    taps.tap();
    expect(onDouble).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(DOUBLE_TAP_MS * 2);
    expect(onSingle).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('two taps further apart than the window are two single taps; a third tap starts over', () => {
    const { onSingle, onDouble, taps } = sorter();
    taps.tap();
    vi.advanceTimersByTime(DOUBLE_TAP_MS + 1);
    taps.tap();
    vi.advanceTimersByTime(DOUBLE_TAP_MS);
    expect(onSingle).toHaveBeenCalledTimes(2);
    expect(onDouble).not.toHaveBeenCalled();
    taps.tap();
    taps.tap();
    taps.tap();
    vi.advanceTimersByTime(DOUBLE_TAP_MS);
    expect(onDouble).toHaveBeenCalledOnce();
    expect(onSingle).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('a cancelled tap never acts', () => {
    const { onSingle, taps } = sorter();
    taps.tap();
    taps.cancel();
    vi.advanceTimersByTime(DOUBLE_TAP_MS * 2);
    expect(onSingle).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('the volume keys', () => {
  it('step 5 % up and down, in whole percent', () => {
    expect(VOLUME_STEP).toBe(0.05);
    expect(volumeForKey('ArrowUp', 0.5)).toBe(0.55);
    expect(volumeForKey('ArrowDown', 0.5)).toBe(0.45);
    expect(volumeForKey('ArrowUp', 0.1)).toBe(0.15);
    expect(volumeForKey('ArrowDown', 0.15)).toBe(0.1);
  });

  it('stop at silence and at full volume', () => {
    expect(volumeForKey('ArrowUp', 1)).toBe(1);
    expect(volumeForKey('ArrowUp', 0.98)).toBe(1);
    expect(volumeForKey('ArrowDown', 0.02)).toBe(0);
    expect(volumeForKey('ArrowDown', 0)).toBe(0);
  });

  it('ignore other keys', () => {
    expect(volumeForKey('ArrowLeft', 0.5)).toBeNull();
    expect(volumeForKey('Enter', 0.5)).toBeNull();
  });

  it('say the volume in percent', () => {
    expect(volumeLabel(0.55)).toBe('音量 55%');
    expect(volumeLabel(0)).toBe('音量 0%');
  });
});

describe('the arrow keys on a player', () => {
  const media = { volume: 0.5, currentTime: 10, duration: 60 };

  it('↑/↓ change the volume by 5 %', () => {
    expect(playerKeyAction('ArrowUp', media)).toEqual({ kind: 'volume', to: 0.55 });
    expect(playerKeyAction('ArrowDown', media)).toEqual({ kind: 'volume', to: 0.45 });
  });

  it('←/→ seek by 5 s, within the media', () => {
    expect(playerKeyAction('ArrowRight', media)).toEqual({ kind: 'seek', to: 15 });
    expect(playerKeyAction('ArrowLeft', media)).toEqual({ kind: 'seek', to: 5 });
    expect(playerKeyAction('ArrowLeft', { ...media, currentTime: 2 })).toEqual({ kind: 'seek', to: 0 });
    expect(playerKeyAction('ArrowRight', { ...media, currentTime: 58 })).toEqual({ kind: 'seek', to: 60 });
  });

  it('do not seek before the length is known, and leave other keys alone', () => {
    expect(playerKeyAction('ArrowRight', { ...media, duration: Number.NaN })).toBeNull();
    expect(playerKeyAction('Space', media)).toBeNull();
    expect(playerKeyAction('PageUp', media)).toBeNull();
  });
});
