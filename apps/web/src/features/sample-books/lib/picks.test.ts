import { describe, expect, it } from 'vitest';
import { decodePicks, encodePicks, setCopies, totalCopies } from './picks';

describe('sample-book picks', () => {
  it('reads and writes the items form, skipping what is malformed or repeated', () => {
    const picks = decodePicks('3:2, 5:1,x:1,7:0,3:4');
    expect([...picks]).toEqual([
      [3, 2],
      [5, 1],
    ]);
    expect(encodePicks(picks)).toBe('3:2,5:1');
    expect(decodePicks(null).size).toBe(0);
    expect(totalCopies(picks)).toBe(3);
  });

  it('keeps copies within the book limit and what the term has left', () => {
    const picks = decodePicks('1:3');
    expect(setCopies(picks, 2, 5, { maxPerRequest: 2, remaining: 10 }).get(2)).toBe(2);
    expect(setCopies(picks, 2, 5, { maxPerRequest: 5, remaining: 4 }).get(2)).toBe(1);
    expect(setCopies(picks, 1, 6, { maxPerRequest: 5, remaining: 4 }).get(1)).toBe(4);
    expect(setCopies(picks, 1, 0, { maxPerRequest: 5, remaining: 4 }).has(1)).toBe(false);
    expect(setCopies(picks, 2, 1, { maxPerRequest: 5, remaining: 3 }).has(2)).toBe(false);
    expect([...picks]).toEqual([[1, 3]]);
  });
});
