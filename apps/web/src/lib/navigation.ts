import { PAGES } from '@jc/contract';

export interface NavigateOptions {
  replace?: boolean;
}
type Navigator = (to: string, options?: NavigateOptions) => void;

// Until the router registers itself (and outside React), fall back to document navigation.
let navigator: Navigator = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** The router registers its navigate here so code outside React (the API client) can move in-app. */
export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigator(to, options);
}

/** Full replace navigation: drops every in-memory state, like the mini program's reLaunch. */
export function relaunch(to: string): void {
  window.location.replace(to);
}

export function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export const REDIRECT_PARAM = 'redirect';

/** The login page, with a way back to where the user was. */
export function loginUrl(back: string = currentLocation()): string {
  const skip = back === '' || back === '/' || back.startsWith(PAGES.accountLogin.path);
  return skip
    ? PAGES.accountLogin.path
    : `${PAGES.accountLogin.path}?${REDIRECT_PARAM}=${encodeURIComponent(back)}`;
}

/**
 * A redirect target from a query parameter, accepted only as an in-app path (no scheme, no
 * protocol-relative `//host`), so a crafted link cannot send a fresh login to another site.
 */
export function safeRedirect(raw: string | null | undefined, fallback: string = PAGES.home.path): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (raw.startsWith(PAGES.accountLogin.path)) return fallback;
  return raw;
}

/** In-app addresses of dictionaries and menus are paths; anything else is an external page. */
export function isInAppPath(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//');
}
