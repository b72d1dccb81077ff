import { describe, expect, it } from 'vitest';
import { dicStatus, moved } from './schedule';

describe('dicStatus', () => {
  const now = 1_000_000;
  it('names what the pupils see now', () => {
    expect(dicStatus({ enabled: true, startsAt: null, endsAt: null }, now)).toBe('展示中');
    expect(dicStatus({ enabled: false, startsAt: null, endsAt: null }, now)).toBe('已停用');
    expect(dicStatus({ enabled: true, startsAt: now + 1, endsAt: null }, now)).toBe('未开始');
    expect(dicStatus({ enabled: true, startsAt: now, endsAt: now + 1 }, now)).toBe('展示中');
    expect(dicStatus({ enabled: true, startsAt: null, endsAt: now }, now)).toBe('已结束');
  });
});

describe('moved', () => {
  it('swaps with the neighbour, refusing to leave the list', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toBeNull();
    expect(moved([1, 2, 3], 2, 1)).toBeNull();
  });
});
