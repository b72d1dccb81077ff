import { describe, expect, it } from 'vitest';
import { formatClock, formatRemaining, nextSpeed } from './audio-speed.js';

describe('nextSpeed', () => {
  it.each([
    [0.5, 1.0],
    [1.0, 1.5],
    [1.5, 2.0],
    [2.0, 0.5],
    [0.1 + 0.4, 1.0],
    [0.75, 1.0],
    [3, 1.0],
    [0, 1.0],
    [-1, 1.0],
    [Number.NaN, 1.0],
    [Number.POSITIVE_INFINITY, 1.0],
  ])('%d → %d', (current, next) => {
    expect(nextSpeed(current)).toBe(next);
  });

  it('returns to the start after a full cycle', () => {
    let speed = 0.5;
    for (let i = 0; i < 4; i++) speed = nextSpeed(speed);
    expect(speed).toBe(0.5);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00 : 00'],
    [5, '00 : 05'],
    [59.999, '00 : 59'],
    [60, '01 : 00'],
    [754, '12 : 34'],
    [3599, '59 : 59'],
    [6000, '100 : 00'],
    [-3, '00 : 00'],
    [Number.NaN, '00 : 00'],
    [Number.POSITIVE_INFINITY, '00 : 00'],
  ])('%d → %s', (sec, text) => {
    expect(formatClock(sec)).toBe(text);
  });
});

describe('formatRemaining', () => {
  it.each([
    [180, 0, '-03 : 00'],
    [180, 0.3, '-03 : 00'],
    [180, 1, '-02 : 59'],
    [180, 179.5, '-00 : 01'],
    [180, 180, '-00 : 00'],
    [180, 200, '-00 : 00'],
    [65.4, 0, '-01 : 06'],
    [Number.NaN, 10, '-00 : 00'],
    [100, Number.NaN, '-01 : 40'],
    [100, -20, '-01 : 40'],
    [-5, 0, '-00 : 00'],
  ])('duration %d at %d → %s', (duration, current, text) => {
    expect(formatRemaining(duration, current)).toBe(text);
  });
});
