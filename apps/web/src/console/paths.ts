/** The console's addresses (served with admin.html by the server; docs/console.md). */
export const CONSOLE_BASE = '/admin';
export const CONSOLE_LOGIN = `${CONSOLE_BASE}/login`;
export const REDIRECT_PARAM = 'redirect';

export function isConsoleLogin(location: string): boolean {
  return location === CONSOLE_LOGIN || location.startsWith(`${CONSOLE_LOGIN}?`);
}

/** The console's login page, with a way back to where the operator was. */
export function consoleLoginUrl(back: string): string {
  const skip = !back.startsWith(`${CONSOLE_BASE}/`) || isConsoleLogin(back);
  return skip ? CONSOLE_LOGIN : `${CONSOLE_LOGIN}?${REDIRECT_PARAM}=${encodeURIComponent(back)}`;
}

/**
 * Where to go after login, as a path under the router's basename: only a console page (no other site,
 * no pupil page, not the login page itself), else the console's home.
 */
export function afterLogin(raw: string | null): string {
  if (!raw || !raw.startsWith(`${CONSOLE_BASE}/`) || raw.startsWith('//') || isConsoleLogin(raw)) return '/';
  return raw.slice(CONSOLE_BASE.length);
}
