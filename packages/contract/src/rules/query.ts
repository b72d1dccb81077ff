/**
 * Small URL helpers shared by the entry and scan rules. Internal to `rules/`: not re-exported.
 * Only URLSearchParams and encodeURIComponent are used, so the helpers run in Node and browsers alike.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that never throws: lone surrogates become U+FFFD first. */
export function encodeValue(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

/** The query string without its leading '?' (and without a fragment, should one slip in). */
export function rawQuery(search: string | null | undefined): string {
  let query = search ?? '';
  const hash = query.indexOf('#');
  if (hash >= 0) query = query.slice(0, hash);
  return query.startsWith('?') ? query.slice(1) : query;
}

/** `path` plus `?query` when the query is not empty. */
export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}

/** `path?k1=v1&k2=v2` with every value URL-encoded. */
export function withParams(path: string, params: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(params).map(([key, value]) => `${key}=${encodeValue(value)}`);
  return withQuery(path, pairs.join('&'));
}

/** Drops trailing slashes ('/r/' → '/r'); the root stays '/', an empty path becomes '/'. */
export function normalizePath(pathname: string | null | undefined): string {
  const path = (pathname ?? '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
