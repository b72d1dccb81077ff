/**
 * Scan handling (spec section 2, "Scan handling"): what the app does with the text of a scanned code.
 * A valid EAN-13 (a book's back-cover barcode) is looked up by barcode (bookmain/getBookByTXM); other
 * plain text searches books; an http(s) URL "with the app marker" — any host, whose path is one of the
 * entry addresses (/r, /twoCode.app, /marketing/…, /book…, /ebk) — routes exactly like the entry guard
 * (same key table); anything else fails with a toast. Decisions: docs/rules.md.
 */
import { Msg } from '../codes.js';
import { PAGES } from '../routes.js';
import { isEan13 } from './ean13.js';
import { codeOfQuery, type PrintedCode } from './code-keys.js';
import { matchEntryAddress } from './entry-redirect.js';
import { normalizePath, withParams } from './query.js';

export type ScanRoute =
  | { kind: 'navigate'; to: string }
  /** A book barcode: the client asks getBookByTXM?txm and opens the book (or offers a choice). */
  | { kind: 'barcode'; txm: string }
  | { kind: 'fail'; msg: string };

/** Toast of an unknown scan: scan failed, please scan with WeChat. */
export const SCAN_FAILED_MSG = `${Msg.scanFailed}，请使用微信扫一扫`;

const FAIL: ScanRoute = { kind: 'fail', msg: SCAN_FAILED_MSG };
const HTTP_URL = /^https?:\/\/([^/?#\s]+)([^?#]*)(\?[^#]*)?(?:#.*)?$/is;

export function routeScan(text: string): ScanRoute {
  const code = (text ?? '').trim();
  if (code === '') return FAIL;
  if (isEan13(code)) return { kind: 'barcode', txm: code };
  if (!/^https?:\/\//i.test(code)) {
    return { kind: 'navigate', to: withParams(PAGES.bookSearch.path, { search: code }) };
  }
  const url = HTTP_URL.exec(code);
  if (!url) return FAIL;
  const match = matchEntryAddress(url[2] || '/', url[3] ?? '');
  return match?.kind === 'redirect' ? { kind: 'navigate', to: match.to } : FAIL;
}

/**
 * The printed code a scanned text carries, for bookmain/resolveCode before the app opens it: an http(s)
 * URL on /r or /twoCode.app with a key and a value. Null for anything else (barcodes, text, other pages).
 */
export function scannedCode(text: string): PrintedCode | null {
  const url = HTTP_URL.exec((text ?? '').trim());
  if (!url) return null;
  const path = normalizePath(url[2] || '/');
  if (path !== '/r' && path !== '/twoCode.app') return null;
  return codeOfQuery(url[3] ?? '');
}
