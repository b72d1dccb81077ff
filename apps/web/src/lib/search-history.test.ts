// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchHistory } from './search-history';
import { StorageKey } from './storage';

afterEach(() => localStorage.clear());

describe('useSearchHistory', () => {
  it('reads the stored history, puts a searched keyword first and clears it, writing each change back', () => {
    localStorage.setItem(StorageKey.shopSearchHistory, JSON.stringify(['笔', '本子']));
    const { result } = renderHook(() => useSearchHistory(StorageKey.shopSearchHistory));
    expect(result.current.history).toEqual(['笔', '本子']);
    act(() => result.current.add('本子'));
    expect(result.current.history).toEqual(['本子', '笔']);
    expect(localStorage.getItem(StorageKey.shopSearchHistory)).toBe(JSON.stringify(['本子', '笔']));
    act(() => result.current.clear());
    expect(result.current.history).toEqual([]);
    expect(localStorage.getItem(StorageKey.shopSearchHistory)).toBeNull();
  });
});
