/**
 * The one key → target table shared by the entry guard (/r, /twoCode.app) and the scan router
 * (spec section 2, "Entry redirects" and "Scan handling"). See docs/rules.md for the full table.
 */
import { SAMPLE_LESSON_AUDIO } from '../constants.js';
import { PAGES } from '../routes.js';
import { encodeValue, rawQuery, withParams, withQuery } from './query.js';

/** What a key rule sees: the key's trimmed value, all parameters, and the original query (no '?'). */
export interface CodeKeyContext {
  value: string;
  params: URLSearchParams;
  query: string;
}

export type CodeKeyRule = (ctx: CodeKeyContext) => string;

const P = PAGES;
const sampleBook = (prefix: 'em_' | 'ed_') => (c: CodeKeyContext) =>
  `${P.sampleBook.path}?${prefix}${encodeValue(c.value)}`;
const details = (c: CodeKeyContext) => withQuery(P.bookDetails.path, c.query);
const detailsByBookNo = (c: CodeKeyContext) => withParams(P.bookDetails.path, { bookNo: c.value });
const download = (param: 'lessonno' | 'lessonnoDa' | 'lessonnoKa' | 'lessonnoZi') => (c: CodeKeyContext) =>
  withParams(P.resourcesDownload.path, { [param]: c.value });

const RULES: ReadonlyArray<readonly [string, CodeKeyRule]> = [
  // Short keys (/r?key=value and short-code scans).
  ['em', sampleBook('em_')],
  ['ed', sampleBook('ed_')],
  ['s', details],
  [
    't',
    (c) =>
      c.value === SAMPLE_LESSON_AUDIO
        ? withParams(P.bookDetails.path, { t: SAMPLE_LESSON_AUDIO })
        : details(c),
  ],
  ['y', details],
  ['k', details],
  ['x', download('lessonno')],
  ['d', download('lessonnoDa')],
  ['bk', (c) => withParams(P.bookIndex.path, { id: c.value })],
  ['subject', (c) => withParams(P.knowledge.path, { subject: c.value, isScan: '1' })],
  ['tr', (c) => withQuery(P.readingListening.path, c.query)],
  ['p', (c) => withQuery(P.pdfView.path, c.query)],
  // Long keys (/twoCode.app?key=value and app-marker scans).
  ['TkAllAudioBook', detailsByBookNo],
  ['TkBookInfo', detailsByBookNo],
  ['TkFilmBookInfo', detailsByBookNo],
  // A film (video item) of a lesson: the book page resolves it (docs/codes.md).
  ['VwhFilmInfo', details],
  ['TkAudioInfo', details],
  ['IntelligentMark', details],
  ['TkAllPptBook', (c) => withParams(P.downloadDetails.path, { bookNo: c.value })],
  ['PdfDownload', download('lessonnoKa')],
  ['NewShelf', sampleBook('em_')],
  ['NoLoginBook', sampleBook('ed_')],
  [
    'TkBookContent',
    (c) => {
      const type = c.params.get('type')?.trim();
      if (type === '8') return download('lessonnoZi')(c);
      if (type === '9') return download('lessonnoDa')(c);
      return details(c);
    },
  ],
];

/** Key → rule. A Map, so keys such as `constructor` or `__proto__` are never found by accident. */
export const CODE_KEY_RULES: ReadonlyMap<string, CodeKeyRule> = new Map(RULES);

/** Every key the table knows, in table order (keys are case-sensitive). */
export const CODE_KEYS: readonly string[] = RULES.map(([key]) => key);

/**
 * Routes the query of /r or /twoCode.app. The first parameter, in query order, that has a non-empty
 * (trimmed) value and a known key decides the target. When no known key has a value but some parameter
 * has one, the target is bookDetails with the original query (spec: "anything else goes to
 * bookDetails"). Returns null when no parameter has a value at all (malformed address).
 */
export function routeCodeQuery(search: string): string | null {
  const query = rawQuery(search);
  const params = new URLSearchParams(query);
  let anyValue = false;
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (value === '') continue;
    anyValue = true;
    const rule = CODE_KEY_RULES.get(key);
    if (rule) return rule({ value, params, query });
  }
  return anyValue ? withQuery(P.bookDetails.path, query) : null;
}

/** A printed code as bookmain/resolveCode takes it: its key, value and (TkBookContent) type. */
export interface PrintedCode {
  key: string;
  value: string;
  type?: string;
}

/**
 * The code a query carries (docs/codes.md): the first parameter with a value and a known key, else the
 * first with a value at all (an unknown key, which the server then refuses by name). `type` of
 * TkBookContent goes along. Null when no parameter has a value.
 */
export function codeOfQuery(search: string, skip: readonly string[] = []): PrintedCode | null {
  const params = new URLSearchParams(rawQuery(search));
  let first: PrintedCode | null = null;
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (value === '' || skip.includes(key)) continue;
    const type = params.get('type')?.trim();
    const code = { key, value, ...(type && key === 'TkBookContent' ? { type } : {}) };
    if (CODE_KEY_RULES.has(key) || key === 'lessonno') return code;
    first ??= code;
  }
  return first;
}

/** The address a printed code carries: short keys on /r, the long ones on /twoCode.app. */
export function printedCodeUrl(origin: string, code: PrintedCode): string {
  const long = /^[A-Z]/.test(code.key);
  const type = code.type ? `&type=${encodeValue(code.type)}` : '';
  return `${origin}${long ? '/twoCode.app' : '/r'}?${code.key}=${encodeValue(code.value)}${type}`;
}
