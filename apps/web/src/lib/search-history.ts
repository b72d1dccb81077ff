import { useState } from 'react';
import type { StorageKey } from './storage';
import { storage } from './storage';

/** A search history in localStorage: the 10 newest keywords, newest first (books, shop). */
export type SearchHistoryKey = typeof StorageKey.bookSearchHistory | typeof StorageKey.shopSearchHistory;

export const SEARCH_HISTORY_MAX = 10;

/** Puts a keyword first, without duplicates, keeping at most `max`. Pure. */
export function pushKeyword(history: readonly string[], keyword: string, max = SEARCH_HISTORY_MAX): string[] {
  const word = keyword.trim();
  if (word === '') return [...history];
  return [word, ...history.filter((h) => h !== word)].slice(0, max);
}

export function readSearchHistory(key: SearchHistoryKey): string[] {
  const parsed = storage.getJSON<unknown>(key);
  return Array.isArray(parsed)
    ? parsed.filter((x): x is string => typeof x === 'string').slice(0, SEARCH_HISTORY_MAX)
    : [];
}

/** An empty history removes the key; a full or blocked store only loses the history. */
export function writeSearchHistory(key: SearchHistoryKey, history: readonly string[]): void {
  if (history.length === 0) storage.remove(key);
  else storage.trySet(key, JSON.stringify(history));
}

/** A search page's history: read once, and written back on every change. */
export function useSearchHistory(key: SearchHistoryKey) {
  const [history, setHistory] = useState(() => readSearchHistory(key));
  const save = (next: string[]) => {
    setHistory(next);
    writeSearchHistory(key, next);
  };
  return {
    history,
    /** Puts a searched keyword first. */
    add: (keyword: string) => save(pushKeyword(history, keyword)),
    clear: () => save([]),
  };
}
