import { describe, expect, it } from 'vitest';
import { SharedLoads } from './memo.js';

describe('SharedLoads', () => {
  it('shares a load for its time, across concurrent callers, until cleared', async () => {
    let clock = 0;
    let loads = 0;
    const memo = new SharedLoads(1_000, 3, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([memo.get('a', load), memo.get('a', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await memo.get('a', load)).toBe(1);
    clock = 1_000;
    expect(await memo.get('a', load)).toBe(2);
    memo.clear();
    expect(await memo.get('a', load)).toBe(3);
  });

  it('forgets a failed load and starts again empty when full', async () => {
    const memo = new SharedLoads(1_000, 2, () => 0);
    await expect(memo.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('x', async () => 'up')).toBe('up');
    await memo.get('y', async () => 'y');
    // The third key empties it: 'x' loads again.
    await memo.get('z', async () => 'z');
    expect(await memo.get('x', async () => 'again')).toBe('again');
  });
});
