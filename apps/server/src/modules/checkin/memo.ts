/** Loads shared for a few seconds: `memo(key, load)`. */
export type Memo = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** No sharing: every call loads (services called without a memo, tests). */
export const noMemo: Memo = (_key, load) => load();

/**
 * Results kept for `maxAgeMs` and shared by concurrent callers (the promise is kept), dropped by
 * `clear()` on every write of the module; at most `maxEntries` (then it starts again empty). For the
 * parts of an answer that are the same for every caller: a ranking's top list and how many members
 * are above a value.
 */
export class SharedLoads {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  readonly get: Memo = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.maxAgeMs) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    const entry = { at: this.now(), value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  };

  clear(): void {
    this.entries.clear();
  }
}
