/**
 * The global entry guard (spec section 2, "Entry redirects (global guard)"). Pure: the web router calls
 * it with `location.pathname` and `location.search` before rendering and replaces the address with the
 * result. Paths are case-sensitive; trailing slashes are ignored. Decisions: docs/rules.md.
 */
import { SPECIAL_BOOK_NO } from '../constants.js';
import { PAGES } from '../routes.js';
import { routeCodeQuery } from './code-keys.js';
import { normalizePath, rawQuery, withParams, withQuery } from './query.js';

export type EntryMatch = { kind: 'redirect'; to: string } | { kind: 'malformed' };

const redirect = (to: string): EntryMatch => ({ kind: 'redirect', to });
const MALFORMED: EntryMatch = { kind: 'malformed' };

const bookDetailsFor = (bookNo: string) => withParams(PAGES.bookDetails.path, { bookNo });

/** /marketing/{…n}: 927 is the special book, any other trailing number opens the player as yx{n}. */
function matchMarketing(path: string): EntryMatch {
  const n = /\/.*?(\d+)$/.exec(path.slice('/marketing'.length))?.[1];
  if (n === undefined) return MALFORMED;
  if (n === SPECIAL_BOOK_NO) return redirect(bookDetailsFor(SPECIAL_BOOK_NO));
  return redirect(withParams(PAGES.musicPlayer.path, { lessonno: `yx${n}` }));
}

/** /book?bookNo=…, /book{digits} and /book{…letter}. */
function matchBook(path: string, search: string): EntryMatch {
  let rest = path.slice('/book'.length);
  if (rest.startsWith('/')) rest = rest.slice(1);
  if (rest === '') {
    const bookNo = new URLSearchParams(rawQuery(search)).get('bookNo')?.trim() ?? '';
    return bookNo === '' ? MALFORMED : redirect(bookDetailsFor(bookNo));
  }
  if (/^\d+$/.test(rest)) return redirect(bookDetailsFor(rest));
  if (/^[A-Za-z0-9_-]*[A-Za-z]$/.test(rest)) {
    const current = rest.endsWith('y') ? '0' : '1';
    return redirect(withParams(PAGES.readWrite.path, { current }));
  }
  return MALFORMED;
}

/**
 * Classifies an address: null when it is not an entry address, `malformed` when it is one but carries
 * nothing usable (e.g. `/r` without a query, `/marketing/abc`), else the redirect target.
 */
export function matchEntryAddress(pathname: string, search: string): EntryMatch | null {
  const path = normalizePath(pathname);
  if (path === '/r' || path === '/twoCode.app') {
    const to = routeCodeQuery(search);
    return to === null ? MALFORMED : redirect(to);
  }
  if (path === '/ebk') return redirect(withQuery(PAGES.sampleBook.path, rawQuery(search)));
  if (path === '/marketing' || path.startsWith('/marketing/')) return matchMarketing(path);
  if (path.startsWith('/book')) return matchBook(path, search);
  return null;
}

/**
 * The target (path plus query) of an entry address, or null when the address is not one. A malformed
 * entry address goes to the home page rather than falling through to the 404 page.
 */
export function resolveEntryRedirect(pathname: string, search: string): string | null {
  const match = matchEntryAddress(pathname, search);
  if (match === null) return null;
  return match.kind === 'redirect' ? match.to : PAGES.home.path;
}
