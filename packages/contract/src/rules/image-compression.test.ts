import { describe, expect, it } from 'vitest';
import { BYTES_PER_KB, BYTES_PER_MB, compressionQuality } from './image-compression.js';

describe('compressionQuality', () => {
  it('uses binary units', () => {
    expect(BYTES_PER_KB).toBe(1024);
    expect(BYTES_PER_MB).toBe(1_048_576);
  });

  it.each([
    [0, null],
    [500 * BYTES_PER_KB, null],
    [600 * BYTES_PER_KB, null],
    [600 * BYTES_PER_KB + 1, 80],
    [BYTES_PER_MB, 80],
    [BYTES_PER_MB + 1, 70],
    [1.5 * BYTES_PER_MB, 70],
    [1.5 * BYTES_PER_MB + 1, 60],
    [20 * BYTES_PER_MB, 60],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%d bytes → %s', (bytes, quality) => {
    expect(compressionQuality(bytes)).toBe(quality);
  });
});
