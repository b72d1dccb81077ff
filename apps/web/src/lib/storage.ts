/**
 * localStorage keys of the app (docs/web.md, "Storage keys"). Reads and writes never throw: private
 * browsing or a full quota must not break a page.
 */
export const StorageKey = {
  token: 'token',
  /** The logged-in user's profile as last fetched (UserInfo JSON). */
  user: 'userInfo',
  gradeValue: 'gradeValue',
  subjectId: 'subjectId',
  areaAll: 'areaAll',
  areaAllByCode: 'areaAllByCode',
  indexAdShow: 'indexAdShow',
  /** 听力下载: timuId → the downloaded item (features/downloads/lib/listening-store.ts). */
  listeningDownloads: 'listeningDownloads',
  /** 听力下载: the book last chosen. */
  listeningBook: 'listeningBook',
} as const;
export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey];

export const storage = {
  get(key: StorageKeyName): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKeyName, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      console.warn(`[storage] could not write ${key}`, error);
    }
  },
  remove(key: StorageKeyName): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored means nothing to remove.
    }
  },
  getJSON<T>(key: StorageKeyName): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJSON(key: StorageKeyName, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};
