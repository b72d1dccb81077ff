import type { Timu } from '@jc/contract';
import {
  LISTENING_AUDIO_CACHE,
  LISTENING_PAGE_PATH,
  LISTENING_SHELL_CACHE,
  LISTENING_SW_URL,
} from '@/lib/listening-caches';
import { StorageKey, storage } from '@/lib/storage';
import { fetchWithProgress } from '@/lib/fetch-progress';

/**
 * Offline listening: audio files live in Cache Storage (`listening-audio-v1`, keyed by path), read by
 * the listening service worker; what was downloaded (title, book, size) lives in localStorage
 * `listeningDownloads`, so the page can list it with no network. Several items may share one file: a
 * file is deleted only when no downloaded item uses it any more.
 */
export interface SavedItem {
  timuId: number;
  title: string;
  path: string;
  type: Timu['type'];
  duration: number;
  bytes: number;
  bookNo: string;
  bookTitle: string;
  savedAt: number;
}
export type SavedItems = Record<string, SavedItem>;

// ---------------------------------------------------------------- pure (tested)

export function parseSavedItems(raw: unknown): SavedItems {
  if (typeof raw !== 'object' || raw === null) return {};
  const out: SavedItems = {};
  for (const [key, v] of Object.entries(raw as Record<string, unknown>)) {
    const i = v as Partial<SavedItem> | null;
    if (
      i &&
      typeof i.timuId === 'number' &&
      typeof i.path === 'string' &&
      i.path.startsWith('/') &&
      typeof i.title === 'string' &&
      typeof i.bookNo === 'string'
    )
      out[key] = {
        timuId: i.timuId,
        title: i.title,
        path: i.path,
        type: i.type ?? 't',
        duration: Number(i.duration) || 0,
        bytes: Number(i.bytes) || 0,
        bookNo: i.bookNo,
        bookTitle: typeof i.bookTitle === 'string' ? i.bookTitle : '',
        savedAt: Number(i.savedAt) || 0,
      };
  }
  return out;
}

export const withItem = (items: SavedItems, item: SavedItem): SavedItems => ({
  ...items,
  [item.timuId]: item,
});

/** Removes an item; `dropPath` is its file when no other saved item uses it (delete it from the cache). */
export function withoutItem(
  items: SavedItems,
  timuId: number,
): { items: SavedItems; dropPath: string | null } {
  const gone = items[timuId];
  if (!gone) return { items, dropPath: null };
  const rest = { ...items };
  delete rest[timuId];
  const shared = Object.values(rest).some((i) => i.path === gone.path);
  return { items: rest, dropPath: shared ? null : gone.path };
}

/** Bytes on the device: each file counted once however many items share it. */
export function totalBytes(items: SavedItems): number {
  const byPath = new Map<string, number>();
  for (const i of Object.values(items)) byPath.set(i.path, i.bytes);
  let sum = 0;
  for (const b of byPath.values()) sum += b;
  return sum;
}

/** Keeps only items whose file is still in the cache (the browser may have evicted it). */
export function keepCached(items: SavedItems, cachedPaths: ReadonlySet<string>): SavedItems {
  return Object.fromEntries(Object.entries(items).filter(([, i]) => cachedPaths.has(i.path)));
}

// ---------------------------------------------------------------- storage and caches

export const readSavedItems = () => parseSavedItems(storage.getJSON<unknown>(StorageKey.listeningDownloads));
export const writeSavedItems = (items: SavedItems) => storage.setJSON(StorageKey.listeningDownloads, items);

/** Cache Storage and service workers need a secure context (https or localhost). */
export const offlineSupported = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'caches' in window;

/** Registers the listening worker (scope '/'); resolves once a worker is active. */
export async function registerListeningWorker(): Promise<void> {
  if (!offlineSupported()) return;
  await navigator.serviceWorker.register(LISTENING_SW_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
}

export async function cachedPaths(): Promise<Set<string>> {
  const cache = await caches.open(LISTENING_AUDIO_CACHE);
  return new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
}

/** Downloads one file into the audio cache with progress; returns its size in bytes. */
export async function downloadAudio(
  path: string,
  onProgress: (received: number, total: number) => void,
  signal?: AbortSignal,
): Promise<number> {
  const blob = await fetchWithProgress(path, onProgress, { signal });
  const cache = await caches.open(LISTENING_AUDIO_CACHE);
  await cache.put(
    path,
    new Response(blob, {
      headers: { 'content-type': blob.type || 'audio/mpeg', 'content-length': String(blob.size) },
    }),
  );
  return blob.size;
}

export async function deleteAudio(path: string): Promise<void> {
  await (await caches.open(LISTENING_AUDIO_CACHE)).delete(path);
}

/**
 * Stores this page (the app's index.html) and the bundles it loaded, so the page itself opens with no
 * network. Bundles are content-hashed: the ones of older builds are dropped.
 */
export async function saveListeningShell(): Promise<void> {
  const assets = new Set<string>();
  const add = (href: string | null) => {
    if (!href) return;
    const u = new URL(href, location.href);
    if (u.origin === location.origin && u.pathname.startsWith('/assets/')) assets.add(u.pathname);
  };
  for (const e of performance.getEntriesByType('resource')) add(e.name);
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((s) => add(s.src));
  document.querySelectorAll<HTMLLinkElement>('link[href]').forEach((l) => add(l.href));
  const cache = await caches.open(LISTENING_SHELL_CACHE);
  const page = await fetch(LISTENING_PAGE_PATH, { cache: 'no-store' });
  if (page.ok) await cache.put(LISTENING_PAGE_PATH, page);
  const stored = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  for (const path of stored) if (path !== LISTENING_PAGE_PATH && !assets.has(path)) await cache.delete(path);
  for (const path of assets) {
    if (stored.has(path)) continue;
    const res = await fetch(path);
    if (res.ok) await cache.put(path, res);
  }
}
