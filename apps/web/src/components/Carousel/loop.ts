/**
 * A looping carousel's track holds a clone of the last slide before the first and a clone of the first
 * after the last: [last', 0, 1, …, n-1, first']. Track positions count slides from the left edge.
 */

/** The real slide (0…count-1) shown at a track position. */
export function realIndex(position: number, count: number): number {
  return (((position - 1) % count) + count) % count;
}

/** Where a track that has come to rest at `position` must jump so it shows a real slide, not a clone. */
export function restingPosition(position: number, count: number): number {
  if (position <= 0) return count;
  if (position >= count + 1) return 1;
  return position;
}
