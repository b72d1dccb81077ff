import { adShownKey } from '@jc/contract';

/**
 * Every key the app keeps in the browser (docs/web.md, "Storage keys"), and the one way to reach them:
 * reads and writes never throw, since private browsing or a full quota must not break a page.
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
  /** The app start in which the opening advert was passed (features/advert/lib/go-ad.ts). */
  goAd: 'goAd',
  /** 听力下载: timuId → the downloaded item (features/downloads/lib/listening-store.ts). */
  listeningDownloads: 'listeningDownloads',
  /** 听力下载: the book last chosen. */
  listeningBook: 'listeningBook',
  /** The book cache (spec section 4): bookNo → { book, at }, and bookNo → its updateDate. */
  bookCache: 'bkInfo',
  bookUpdateDates: 'bookUpdateDate',
  /** Local playback positions: timuId → seconds. */
  playProgress: 'playProgress',
  /** Search histories, newest first (lib/search-history.ts). */
  bookSearchHistory: 'bookSearchHistory',
  shopSearchHistory: 'shopSearchHistory',
  /** The startup notification reminder was shown once (lib/platform/startup.ts). */
  notifyReminderShown: 'notifyReminderShown',
} as const;

/** localStorage keys with a part chosen at run time. */
export const StorageKeyOf = {
  /** The day a page's pop-up ad last showed (per subject on video pages): contract `adShownKey`. */
  adShownDate: (page: string, subject?: string | number | null) =>
    adShownKey(page, subject) as `adShownDate:${string}`,
  /** A home badge's dragged position (px from the top). */
  badgeTop: (id: number) => `mainBuoy:${id}` as const,
};

/** sessionStorage keys: this tab only, gone with it. */
export const SessionKey = {
  /** The answer-password ticket (features/answers/lib/answer-ticket.ts). */
  answerTicket: 'answerTicket',
  /** The address picked on the address list in choose mode (lib/address-choice.ts). */
  chosenAddress: 'chosenAddressId',
  /** This tab runs as the installed app (`?installed=1`, lib/platform/installed.ts). */
  installedApp: 'installedApp',
  /** The version the update check reports in this tab (`?appVersion=`, lib/platform/installed.ts). */
  appVersion: 'appVersion',
  /** Positions chosen on the map page, by purpose, for the page that asked (lib/location-choice.ts). */
  chosenLocation: 'chosenLocation',
} as const;

/**
 * Keys only a shell's platform chunk writes (docs/native.md), named here as types so the first screen
 * carries no bytes for them: `registerID`, the native app's push id as stored with myInfo/updateAppPushID
 * (spec section 3); `msgSubscribeDay`, the day the mini program last asked for a message subscription.
 */
export type ShellStorageKey = 'registerID' | 'msgSubscribeDay';

export type StorageKeyName =
  | (typeof StorageKey)[keyof typeof StorageKey]
  | ReturnType<(typeof StorageKeyOf)[keyof typeof StorageKeyOf]>
  | ShellStorageKey;
export type SessionKeyName = (typeof SessionKey)[keyof typeof SessionKey];

function makeStore<K extends string>(area: () => Storage, name: string) {
  const store = {
    get(key: K): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    /** Writes; false when the browser refused (no storage, or the quota is full). */
    trySet(key: K, value: string): boolean {
      try {
        area().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    set(key: K, value: string): void {
      if (!store.trySet(key, value)) console.warn(`[${name}] could not write ${key}`);
    },
    remove(key: K): void {
      try {
        area().removeItem(key);
      } catch {
        // Nothing stored means nothing to remove.
      }
    },
    /** The parsed value, or null when missing or not JSON. */
    getJSON<T>(key: K): T | null {
      const raw = store.get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJSON(key: K, value: unknown): void {
      store.set(key, JSON.stringify(value));
    },
  };
  return store;
}

/** localStorage. */
export const storage = makeStore<StorageKeyName>(() => window.localStorage, 'storage');
/** sessionStorage. */
export const sessionStore = makeStore<SessionKeyName>(() => window.sessionStorage, 'sessionStorage');
