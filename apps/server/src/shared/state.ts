/**
 * State shared by every API process: the nonce seen-set and throttling counters. The database
 * implementation is the default; Redis is used when REDIS_URL is set.
 */
export interface SharedState {
  /** Remembers `key` for `ttlMs`; true the first time, false while it is still remembered. */
  rememberOnce(key: string, ttlMs: number): Promise<boolean>;
  /**
   * The same, answered synchronously, by implementations that hold the keys in process (the SQLite
   * store); null when this one cannot (then use `rememberOnce`). Keeps the per-request check promise-free.
   */
  rememberOnceNow?(key: string, ttlMs: number): boolean | null;
  /** Adds one to a counter whose window of `ttlMs` starts at its first increment; returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Current count of a counter, 0 when absent or expired. */
  count(key: string): Promise<number>;
  /** Forgets a counter or remembered key. */
  reset(key: string): Promise<void>;
  /**
   * Sends a message to every process listening on `channel` (this one included), where the store
   * reaches other processes (Redis); absent where every caller is in one process (SQLite).
   */
  publish?(channel: string, message: string): Promise<void>;
  /** Listens to a channel's messages until close. */
  subscribe?(channel: string, listener: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}
