import { LISTENING_SW_URL } from '@/lib/listening-caches';
import { downloadWithProgress } from './download';
import { isInstalledWebApp, reportedVersion } from './installed';
import type { Platform, PermissionKind, PermissionResult, PermissionState, UpdatePackage } from './types';
import { platformFromAgent } from './ua';
import { downloadFileName, installFailedText, UpdateError } from './update-logic';

/** The build's version: VITE_APP_VERSION at build time (docs/platform.md), else 1.0.0. */
export const APP_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined) || '1.0.0';

/** The kinds a browser can ask about; storage and phone need no permission there. */
type BrowserKind = Exclude<PermissionKind, 'notifications' | 'storage' | 'phone'>;

const PERMISSION_NAME: Record<BrowserKind, string> = {
  camera: 'camera',
  microphone: 'microphone',
  location: 'geolocation',
};

/** The Permissions API's answer, when the browser has one for this name. */
async function queried(kind: BrowserKind): Promise<PermissionState> {
  try {
    const status = await navigator.permissions.query({ name: PERMISSION_NAME[kind] as PermissionName });
    return status.state === 'granted' ? 'granted' : status.state === 'denied' ? 'blocked' : 'prompt';
  } catch {
    return 'prompt';
  }
}

async function state(kind: PermissionKind): Promise<PermissionState> {
  if (typeof window === 'undefined' || kind === 'storage' || kind === 'phone') return 'unsupported';
  if (kind === 'notifications') {
    if (!('Notification' in window)) return 'unsupported';
    const p = Notification.permission;
    return p === 'granted' ? 'granted' : p === 'denied' ? 'blocked' : 'prompt';
  }
  if (kind === 'location' && !('geolocation' in navigator)) return 'unsupported';
  if (kind !== 'location' && !navigator.mediaDevices?.getUserMedia) return 'unsupported';
  return queried(kind);
}

const isRefusal = (error: unknown) =>
  (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')) ||
  (typeof GeolocationPositionError !== 'undefined' &&
    error instanceof GeolocationPositionError &&
    error.code === error.PERMISSION_DENIED);

/** The plain use of a permission, when the caller has none of its own. */
function defaultUse(kind: BrowserKind): () => Promise<unknown> {
  if (kind === 'location')
    return () =>
      new Promise((resolve, reject) =>
        navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 20_000 }),
      );
  return async () => {
    const stream = await navigator.mediaDevices.getUserMedia(
      kind === 'camera' ? { video: true } : { audio: true },
    );
    stream.getTracks().forEach((t) => t.stop());
  };
}

async function request<T>(kind: PermissionKind, use?: () => Promise<T>): Promise<PermissionResult<T>> {
  if (kind === 'storage' || kind === 'phone') {
    // Nothing to ask in a browser: the use runs as it is.
    try {
      return { outcome: 'granted', value: await (use ?? (() => Promise.resolve(undefined)))() };
    } catch (error) {
      return { outcome: 'unavailable', error };
    }
  }
  if (kind === 'notifications') {
    if (!('Notification' in window)) return { outcome: 'unavailable' };
    const answer = await Notification.requestPermission();
    // A browser keeps a 'denied' answer: only its site settings change it. 'default' is a dismissal.
    return { outcome: answer === 'granted' ? 'granted' : answer === 'denied' ? 'blocked' : 'denied' };
  }
  try {
    const value = (await (use ?? defaultUse(kind))()) as T;
    return { outcome: 'granted', value };
  } catch (error) {
    if (!isRefusal(error)) return { outcome: 'unavailable', error };
    // Refused: for good when the browser now reports 'denied', else only this time (dismissed).
    return { outcome: (await state(kind)) === 'blocked' ? 'blocked' : 'denied', error };
  }
}

/** Saves the downloaded release through the browser's downloads (an installer the user then opens). */
async function install(file: UpdatePackage, url: string): Promise<void> {
  try {
    if (!(file instanceof Blob)) throw new Error('not a file');
    const href = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = href;
    link.download = downloadFileName(url, APP_VERSION);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    throw new UpdateError(
      'install',
      installFailedText('save', error instanceof Error ? error.message : String(error)),
    );
  }
}

/** base64url → bytes (a VAPID key for pushManager.subscribe). */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(b64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/** The browser: Permissions API, getUserMedia, Geolocation, Notification, fetch streams, Push API. */
export const webPlatform: Platform = {
  name: 'web',
  permissions: {
    state,
    request,
    openSettings: () => Promise.resolve(false),
  },
  app: {
    installed: isInstalledWebApp,
    updatePlatform: () => (typeof navigator === 'undefined' ? null : platformFromAgent(navigator.userAgent)),
    version: () => reportedVersion(APP_VERSION),
    download: (url, onProgress, signal) => downloadWithProgress(url, onProgress, signal),
    install,
    restart: () => window.location.reload(),
  },
  push: {
    supported: () =>
      typeof window !== 'undefined' &&
      window.isSecureContext &&
      'serviceWorker' in navigator &&
      'PushManager' in window &&
      'Notification' in window,
    async subscribe(vapidPublicKey) {
      // The app's one service worker (src/sw/listening-sw.ts, scope '/') also shows the pushes.
      await navigator.serviceWorker.register(LISTENING_SW_URL, { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const key = base64UrlToBytes(vapidPublicKey);
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      return JSON.stringify(subscription.toJSON());
    },
    async subscribed() {
      if (!('serviceWorker' in navigator)) return false;
      const registration = await navigator.serviceWorker.getRegistration('/');
      return !!(await registration?.pushManager?.getSubscription());
    },
  },
};
