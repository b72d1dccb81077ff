import { describe, expect, it } from 'vitest';
import { realIndex, restingPosition } from './loop';

describe('looping carousel track', () => {
  it('maps track positions to real slides, clones included', () => {
    // Track of 3: [2', 0, 1, 2, 0']
    expect([0, 1, 2, 3, 4].map((p) => realIndex(p, 3))).toEqual([2, 0, 1, 2, 0]);
  });

  it('jumps from a clone to the real slide it mirrors, and stays on real slides', () => {
    expect(restingPosition(0, 3)).toBe(3);
    expect(restingPosition(4, 3)).toBe(1);
    expect([1, 2, 3].map((p) => restingPosition(p, 3))).toEqual([1, 2, 3]);
  });

  it('works for two slides, the smallest loop', () => {
    expect([0, 1, 2, 3].map((p) => realIndex(p, 2))).toEqual([1, 0, 1, 0]);
    expect(restingPosition(0, 2)).toBe(2);
    expect(restingPosition(3, 2)).toBe(1);
  });
});
