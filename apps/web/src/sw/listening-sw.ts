/**
 * The listening service worker (built to /listening-sw.js, scope '/', registered only by the 听力下载
 * page). It answers exactly three kinds of same-origin GET requests and lets the browser handle
 * everything else untouched:
 *
 * - `/media/audio/*` found in the `listening-audio-v1` cache (the page puts downloaded audio there):
 *   from the cache, as a 206 slice when the request has a Range header (audio elements always send one).
 *   Audio not in the cache goes to the network as usual.
 * - the navigation to /pages/book/listeningDownload: network first; offline, the copy of the app page the
 *   listening page stored when the user downloaded something.
 * - `/assets/*` (content-hashed bundles): network first; offline, the copies stored with the page.
 *
 * No precaching: nothing is stored at install; the page decides what goes into the caches.
 *
 * It is the app's one worker at scope '/', so it also shows the reminders' Web Push notifications
 * (`./push.ts`; registered by the reminders page too).
 */
import { createPartialResponse } from 'workbox-range-requests';
import { installPushHandlers } from './push';
import { LISTENING_AUDIO_CACHE, LISTENING_PAGE_PATH, LISTENING_SHELL_CACHE } from '@/lib/listening-caches';

interface SwExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwFetchEvent extends SwExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface SwScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: SwExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void;
}
const sw = self as unknown as SwScope;
installPushHandlers(self as unknown as Parameters<typeof installPushHandlers>[0]);

// A new version takes over at once: the worker holds no state of its own.
sw.addEventListener('install', (event) => event.waitUntil(sw.skipWaiting()));
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (url.pathname.startsWith('/media/audio/')) event.respondWith(audio(request, url.pathname));
  else if (request.mode === 'navigate' && url.pathname === LISTENING_PAGE_PATH)
    event.respondWith(networkFirst(request, LISTENING_PAGE_PATH));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(networkFirst(request, url.pathname));
});

async function audio(request: Request, path: string): Promise<Response> {
  const cache = await caches.open(LISTENING_AUDIO_CACHE);
  const stored = await cache.match(path, { ignoreSearch: true, ignoreVary: true });
  if (!stored) return fetch(request);
  if (!request.headers.has('range')) return stored;
  // 206 with Content-Range for the asked bytes (416 for a range outside the file).
  return createPartialResponse(request, stored);
}

async function networkFirst(request: Request, key: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(LISTENING_SHELL_CACHE);
    const stored = await cache.match(key, { ignoreSearch: true, ignoreVary: true });
    if (stored) return stored;
    throw error;
  }
}
