/**
 * The mini program's addresses (docs/native.md, "The address mapping"). The mini program
 * (apps/miniprogram) hosts the H5 app in a `web-view`: each of its pages shows one H5 route. This is
 * the one place that says which: a mini-program page and the options its `onLoad` gets → the H5 route,
 * and an H5 route → the mini-program page that shows it (shares, the H5's navigation to the mini
 * program). Pure, shared by the mini program, the H5's redirect page (other/toWxMp) and the tests.
 */
import { PAGES } from '../routes.js';
import { resolveEntryRedirect } from './entry-redirect.js';
import {
  HANDOFF_PARAMS,
  MINI_PROGRAM_SHELL,
  MP_LOGOUT_OPTION,
  MP_PAGES,
  type MpPage,
} from './mini-program-pages.js';
import { rawQuery, withParams, withQuery } from './query.js';
import { routeScan } from './scan-router.js';

export {
  HANDOFF_PARAMS,
  MINI_PROGRAM_SHELL,
  MP_LOGOUT_OPTION,
  MP_PAGES,
  mpUrl,
  type MpPage,
} from './mini-program-pages.js';

/**
 * The options of a mini-program page as its `onLoad` gets them: the address's query, each value still
 * as it was written in the address (percent-encoded), a bare key (`em_5`) with the value ''.
 */
export type MpOptions = Readonly<Record<string, string | undefined>>;

/** Where a mini-program page goes: an H5 route, or a failed scan (its toast) that stays on home. */
export type MpTarget = { kind: 'open'; path: string } | { kind: 'fail'; msg: string; path: string };

/** The H5 page a scanned book barcode opens: the scanner looks it up as if it had scanned it. */
export const scannedCodePath = (code: string) => withParams(PAGES.camera.path, { code });

/** decodeURIComponent that never throws (a broken escape keeps the text as written). */
export function decodeOption(value: string | undefined): string {
  if (value === undefined) return '';
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The options back as a query string, in their order, bare keys bare (`em_5`), values as written. */
export function optionsQuery(options: MpOptions): string {
  return Object.entries(options)
    .filter(([key]) => key !== '')
    .map(([key, value]) => (value === undefined || value === '' ? key : `${key}=${value}`))
    .join('&');
}

const PAGE_PATHS = new Set<string>(Object.values(PAGES).map((p) => p.path));

/**
 * An H5 address the mini program may show: a path of this app (a page of the route table, or an entry
 * address, which the H5's guard then redirects) with its query. Anything else (another host, `//x`,
 * an unknown path) is null.
 */
export function appRoute(address: string): string | null {
  const text = address.trim();
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  const cut = text.search(/[?#]/);
  const pathname = cut < 0 ? text : text.slice(0, cut);
  const search = cut < 0 ? '' : rawQuery(text.slice(cut));
  if (!/^\/[\w./-]*$/.test(pathname) || pathname.includes('..')) return null;
  const entry = resolveEntryRedirect(pathname, search);
  if (entry !== null) return entry;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_PATHS.has(path) ? withQuery(path, search) : null;
}

/** Home with a scan value `q`: the scan router decides, as it does for the H5's own scanner. */
function scanTarget(q: string): MpTarget {
  const route = routeScan(q);
  if (route.kind === 'navigate') return { kind: 'open', path: route.to };
  if (route.kind === 'barcode') return { kind: 'open', path: scannedCodePath(route.txm) };
  return { kind: 'fail', msg: route.msg, path: PAGES.home.path };
}

/**
 * The H5 route a mini-program page shows (spec section 2 and the redirect inputs of section 3):
 *
 * - home: with a scan value `q` (URL-encoded, as the messenger and other/toWxMp send it) the scan
 *   router's target (a failed scan stays on home with its toast), else H5 home;
 * - the sample book: the H5 sample-book page with the same query (`em_{v}` / `ed_{v}`);
 * - the generic page: its `path` when it is an address of this app (entry addresses resolved), else home;
 * - any page of the spec's route table (an old share or a message opening `pages/book/bookDetails?…`,
 *   which the mini program answers through `onPageNotFound`): the H5 page of the same path and query;
 * - anything else: H5 home.
 *
 * `logout` (MP_LOGOUT_OPTION) is the mini program's own and never part of the route.
 */
export function h5RouteOf(page: string, all: MpOptions = {}): MpTarget {
  const { [MP_LOGOUT_OPTION]: _logout, ...options } = all;
  const name = page
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.html$/, '');
  const open = (path: string): MpTarget => ({ kind: 'open', path });
  if (name === MP_PAGES.home) {
    const q = decodeOption(options.q).trim();
    return q ? scanTarget(q) : open(PAGES.home.path);
  }
  if (name === MP_PAGES.sampleBook) return open(withQuery(PAGES.sampleBook.path, optionsQuery(options)));
  if (name === MP_PAGES.web) return open(appRoute(decodeOption(options.path)) ?? PAGES.home.path);
  const path = `/${name}`;
  if (name !== '' && PAGE_PATHS.has(path))
    return open(appRoute(withQuery(path, optionsQuery(options))) ?? path);
  return open(PAGES.home.path);
}

/** A mini-program address: the page and its query (without '?'). */
export interface MpAddress {
  page: MpPage;
  query: string;
}

/**
 * The mini-program page that shows an H5 route (the reverse of h5RouteOf): H5 home → home, the
 * sample book → the sample-book page with its query, anything else → the generic page with the route.
 * A route that is not this app's (another host, an unknown path) → home.
 */
export function mpAddressOf(h5Path: string): MpAddress {
  const route = appRoute(h5Path);
  if (route === null || route === PAGES.home.path || route === PAGES.adPage.path)
    return { page: MP_PAGES.home, query: '' };
  const cut = route.indexOf('?');
  const path = cut < 0 ? route : route.slice(0, cut);
  if (path === PAGES.sampleBook.path)
    return { page: MP_PAGES.sampleBook, query: cut < 0 ? '' : route.slice(cut + 1) };
  return { page: MP_PAGES.web, query: `path=${encodeURIComponent(route)}` };
}

/**
 * The parsed options of a mini-program address's query (what its `onLoad` would get): values as
 * written, a bare key with ''.
 */
export function parseMpQuery(query: string): Record<string, string> {
  const options: Record<string, string> = {};
  for (const part of rawQuery(query).split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    options[eq < 0 ? part : part.slice(0, eq)] = eq < 0 ? '' : part.slice(eq + 1);
  }
  return options;
}

/**
 * The address a web-view page loads: the H5 origin, the route, and the hand-off parameters (the shell,
 * and the token when logged in). The route's own query comes first, untouched (`sampleBook?em_5`).
 */
export function webViewSrc(origin: string, route: string, token?: string | null): string {
  const params = [`${HANDOFF_PARAMS.shell}=${MINI_PROGRAM_SHELL}`];
  if (token) params.push(`${HANDOFF_PARAMS.token}=${encodeURIComponent(token)}`);
  const hash = route.indexOf('#');
  const path = hash < 0 ? route : route.slice(0, hash);
  return `${origin.replace(/\/+$/, '')}${path}${path.includes('?') ? '&' : '?'}${params.join('&')}`;
}

/**
 * Takes the hand-off parameters out of an address's query, keeping every other part exactly as written
 * (a bare `em_5` stays bare). The H5's boot script in index.html does the same in plain ES5.
 */
export function takeHandoff(search: string): { search: string; token: string | null; shell: string | null } {
  let token: string | null = null;
  let shell: string | null = null;
  const kept: string[] = [];
  for (const part of rawQuery(search).split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : decodeOption(part.slice(eq + 1));
    if (key === HANDOFF_PARAMS.token) token = value || null;
    else if (key === HANDOFF_PARAMS.shell) shell = value || null;
    else kept.push(part);
  }
  return { search: kept.length ? `?${kept.join('&')}` : '', token, shell };
}
