/** Book search history: localStorage `bookSearchHistory`, the 10 newest keywords, newest first. */
export const BOOK_SEARCH_HISTORY_KEY = 'bookSearchHistory';
export const BOOK_SEARCH_HISTORY_MAX = 10;

/** Puts a keyword first, without duplicates, keeping at most `max`. Pure. */
export function pushKeyword(
  history: readonly string[],
  keyword: string,
  max = BOOK_SEARCH_HISTORY_MAX,
): string[] {
  const word = keyword.trim();
  if (word === '') return [...history];
  return [word, ...history.filter((h) => h !== word)].slice(0, max);
}

export function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(BOOK_SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((x): x is string => typeof x === 'string').slice(0, BOOK_SEARCH_HISTORY_MAX)
      : [];
  } catch {
    return [];
  }
}

export function writeSearchHistory(history: readonly string[]): void {
  try {
    if (history.length === 0) window.localStorage.removeItem(BOOK_SEARCH_HISTORY_KEY);
    else window.localStorage.setItem(BOOK_SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // A full or blocked store only loses the history.
  }
}
