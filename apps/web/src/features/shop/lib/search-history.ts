export const SEARCH_HISTORY_KEY = 'shopSearchHistory';
export const SEARCH_HISTORY_MAX = 10;

/** Puts a keyword first, without duplicates, keeping at most `max`. Pure. */
export function pushHistory(history: readonly string[], keyword: string, max = SEARCH_HISTORY_MAX): string[] {
  const word = keyword.trim();
  if (word === '') return [...history];
  return [word, ...history.filter((h) => h !== word)].slice(0, max);
}

export function readHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHistory(history: readonly string[]): void {
  try {
    if (history.length === 0) window.localStorage.removeItem(SEARCH_HISTORY_KEY);
    else window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // A full or blocked store only loses the history.
  }
}
