import { SessionKey, sessionStore } from '@/lib/storage';

/**
 * The test flags of an address, kept for the tab: `?installed=1` (run as the installed app; `0` ends
 * it) and `?appVersion=1.2.0` (the version the update check reports). A test browser cannot install
 * the app, and the tests need an older and a newer build; docs/platform.md.
 */
function captureFlags(): void {
  const params = new URLSearchParams(window.location.search);
  const flag = params.get('installed');
  if (flag === '1') sessionStore.set(SessionKey.installedApp, '1');
  if (flag === '0') sessionStore.remove(SessionKey.installedApp);
  const version = params.get('appVersion');
  if (version && /^\d{1,4}(\.\d{1,4}){0,3}$/.test(version)) sessionStore.set(SessionKey.appVersion, version);
}

/**
 * Whether the app runs as an installed app: the browser's installed web app (`display-mode:
 * standalone` or `fullscreen`, or iOS's `navigator.standalone`), or a tab flagged `?installed=1`.
 */
export function isInstalledWebApp(): boolean {
  if (typeof window === 'undefined') return false;
  captureFlags();
  if (sessionStore.get(SessionKey.installedApp) === '1') return true;
  const media = (q: string) => typeof window.matchMedia === 'function' && window.matchMedia(q).matches;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return media('(display-mode: standalone)') || media('(display-mode: fullscreen)') || iosStandalone;
}

/** The version the update check reports: the tab's `?appVersion=` flag, else the build's own. */
export function reportedVersion(buildVersion: string): string {
  if (typeof window === 'undefined') return buildVersion;
  captureFlags();
  return sessionStore.get(SessionKey.appVersion) ?? buildVersion;
}
