import { SessionKey, sessionStore } from '@/lib/storage';

/**
 * Whether the app runs as an installed app: the browser's installed web app (`display-mode:
 * standalone` or `fullscreen`, or iOS's `navigator.standalone`), or a tab opened once with
 * `?installed=1` (kept for that tab; the tests use it, since a test browser cannot install the app).
 */
export function isInstalledWebApp(): boolean {
  if (typeof window === 'undefined') return false;
  const flag = new URLSearchParams(window.location.search).get('installed');
  if (flag === '1') sessionStore.set(SessionKey.installedApp, '1');
  if (flag === '0') sessionStore.remove(SessionKey.installedApp);
  if (sessionStore.get(SessionKey.installedApp) === '1') return true;
  const media = (q: string) => typeof window.matchMedia === 'function' && window.matchMedia(q).matches;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return media('(display-mode: standalone)') || media('(display-mode: fullscreen)') || iosStandalone;
}
